#!/usr/bin/env python3
"""Genera el HTML del boletín con las entradas de los últimos N días."""
import datetime as dt
import html
import os
import sys

import markdown
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))


def leer_entrada(path):
    with open(path, encoding="utf-8") as fh:
        texto = fh.read()
    if not texto.startswith("---\n"):
        return None
    cabecera, _, cuerpo = texto[4:].partition("\n---\n")
    meta = yaml.safe_load(cabecera) or {}
    return meta, cuerpo


def main():
    carpeta = sys.argv[1]
    dias = int(sys.argv[2])
    limite = dt.date.today() - dt.timedelta(days=dias)
    bloques = []
    for nombre in sorted(os.listdir(carpeta)):
        if not nombre.endswith(".md"):
            continue
        res = leer_entrada(os.path.join(carpeta, nombre))
        if not res:
            continue
        meta, cuerpo = res
        fecha = meta.get("date")
        if isinstance(fecha, dt.datetime):
            fecha = fecha.date()
        if not isinstance(fecha, dt.date) or fecha < limite:
            continue
        resumen = markdown.markdown(cuerpo.split("\n\n")[0])
        bloques.append(f'<tr><td><h2 style="font-size:18px"><a href="{html.escape(meta.get("url", "#"))}">'
                       f'{html.escape(str(meta.get("title", nombre)))}</a></h2>{resumen}</td></tr>')
    with open(os.path.join(HERE, "..", "assets", "plantilla.html"), encoding="utf-8") as fh:
        plantilla = fh.read()
    titulo = f"Lo mejor de la semana · {dt.date.today():%d/%m/%Y}"
    print(plantilla.replace("{{titulo}}", html.escape(titulo)).replace("{{entradas}}", "\n".join(bloques)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
