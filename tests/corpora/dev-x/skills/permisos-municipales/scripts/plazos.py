"""Cálculo de plazos administrativos en días hábiles (Ley 39/2015, art. 30).

Sábados, domingos y festivos (nacionales, autonómicos y locales) no cuentan.
Los festivos se leen de assets/sedes.json.
"""
from __future__ import annotations

import datetime as dt
import json
from functools import lru_cache
from pathlib import Path

SEDES_PATH = Path(__file__).resolve().parent.parent / "assets" / "sedes.json"

# Plazo máximo para resolver, en meses, según tipo de licencia (valores por defecto;
# cada ordenanza municipal puede fijar otros en sedes.json → "plazos_meses").
PLAZO_MESES = {
    "obra menor": 1,
    "obra mayor": 3,
    "licencia de actividad": 3,
    "ocupacion via publica": 1,
    "primera ocupacion": 3,
}

FESTIVOS_NACIONALES_2024 = {
    "2024-01-01", "2024-01-06", "2024-03-29", "2024-05-01", "2024-08-15",
    "2024-10-12", "2024-11-01", "2024-12-06", "2024-12-25",
}


@lru_cache(maxsize=None)
def _sedes() -> dict:
    return json.loads(SEDES_PATH.read_text(encoding="utf-8"))


def festivos(municipio: str) -> set[dt.date]:
    sede = _sedes().get(municipio.strip().lower(), {})
    fechas = FESTIVOS_NACIONALES_2024 | set(sede.get("festivos", []))
    return {dt.date.fromisoformat(f) for f in fechas}


def es_habil(dia: dt.date, municipio: str) -> bool:
    return dia.weekday() < 5 and dia not in festivos(municipio)


def sumar_meses(fecha: dt.date, meses: int) -> dt.date:
    mes = fecha.month - 1 + meses
    anio = fecha.year + mes // 12
    mes = mes % 12 + 1
    dia = min(fecha.day, [31, 29 if anio % 4 == 0 and (anio % 100 or anio % 400 == 0) else 28,
                          31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mes - 1])
    return dt.date(anio, mes, dia)


def _normaliza(tipo: str) -> str:
    return (tipo.strip().lower()
            .replace("ó", "o").replace("í", "i").replace("á", "a").replace("é", "e").replace("ú", "u"))


def fecha_limite(registro: dt.date, tipo: str, municipio: str) -> dt.date | None:
    """Plazos en meses se cuentan de fecha a fecha (art. 30.4); si vence en inhábil, pasa al siguiente hábil."""
    sede = _sedes().get(municipio.strip().lower(), {})
    meses = sede.get("plazos_meses", {}).get(_normaliza(tipo), PLAZO_MESES.get(_normaliza(tipo)))
    if meses is None:
        return None
    limite = sumar_meses(registro, meses)
    for _ in range(30):  # como mucho un mes de festivos encadenados
        if es_habil(limite, municipio):
            return limite
        limite += dt.timedelta(days=1)
    return limite


def dias_habiles_restantes(hoy: dt.date, limite: dt.date, municipio: str) -> int:
    if limite < hoy:
        return 0
    dias, d = 0, hoy
    while d < limite:
        d += dt.timedelta(days=1)
        if es_habil(d, municipio):
            dias += 1
    return dias


def plazo_subsanacion(notificacion: dt.date, municipio: str, dias: int = 10) -> dt.date:
    """Fecha límite para subsanar un requerimiento (10 días hábiles desde el día siguiente)."""
    d, cuenta = notificacion, 0
    while cuenta < dias:
        d += dt.timedelta(days=1)
        if es_habil(d, municipio):
            cuenta += 1
    return d
