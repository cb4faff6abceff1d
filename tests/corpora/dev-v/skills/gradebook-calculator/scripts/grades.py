#!/usr/bin/env python3
"""Cálculo de notas finales ponderadas (requiere PyYAML==6.0.1)."""
import argparse
import csv
import statistics
import sys
from decimal import ROUND_DOWN, ROUND_HALF_UP, Decimal, InvalidOperation

import yaml


class ConfigError(Exception):
    pass


def load_config(path):
    try:
        with open(path, encoding="utf-8") as fh:
            cfg = yaml.safe_load(fh)
    except (OSError, yaml.YAMLError) as e:
        raise ConfigError(f"no se pudo leer la configuración: {e}")
    if not isinstance(cfg, dict) or not isinstance(cfg.get("categories"), dict):
        raise ConfigError("la configuración necesita un bloque 'categories'")
    total = sum(Decimal(str(c.get("weight", 0))) for c in cfg["categories"].values())
    if total != Decimal("1"):
        raise ConfigError(f"los pesos suman {total}, deben sumar 1")
    if cfg.get("rounding", "half_up") not in ("half_up", "truncate"):
        raise ConfigError("rounding debe ser half_up o truncate")
    return cfg


def parse_grade(raw, row_no, col, scale_max, empty_as_zero):
    raw = (raw or "").strip().replace(",", ".")
    if raw == "":
        return Decimal(0) if empty_as_zero else None
    try:
        val = Decimal(raw)
    except InvalidOperation:
        raise ValueError(f"fila {row_no}, columna {col}: '{raw}' no es un número")
    if not (0 <= val <= scale_max):
        raise ValueError(f"fila {row_no}, columna {col}: {val} fuera de 0..{scale_max}")
    return val


def category_mean(values, drop_lowest):
    present = [v for v in values if v is not None]
    if not present:
        return None, None
    dropped = None
    if drop_lowest and len(present) > 1:
        dropped = min(present)
        present.remove(dropped)
    return sum(present) / len(present), dropped


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv_file")
    ap.add_argument("--config", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--id-column", default="alumno")
    ap.add_argument("--empty-as-zero", action="store_true")
    a = ap.parse_args()

    try:
        cfg = load_config(a.config)
    except ConfigError as e:
        sys.exit(f"error: {e}")
    scale_max = Decimal(str(cfg.get("scale_max", 10)))
    pass_mark = Decimal(str(cfg.get("pass_mark", 5)))
    rounding = ROUND_HALF_UP if cfg.get("rounding", "half_up") == "half_up" else ROUND_DOWN
    resit = cfg.get("resit_column")

    with open(a.csv_file, newline="", encoding="utf-8-sig") as fh:
        reader = csv.DictReader(fh)
        cols = set(reader.fieldnames or [])
        needed = {a.id_column} | {c for cat in cfg["categories"].values() for c in cat["columns"]}
        if missing := needed - cols:
            sys.exit(f"error: columnas que no están en el CSV: {sorted(missing)}")
        rows = list(reader)

    results, errors = [], []
    for i, row in enumerate(rows, start=2):
        try:
            final, np_flag, detail = Decimal(0), False, []
            for name, cat in cfg["categories"].items():
                vals = [parse_grade(row[c], i, c, scale_max, a.empty_as_zero) for c in cat["columns"]]
                mean, dropped = category_mean(vals, cat.get("drop_lowest", False))
                if name == "examenes" and resit and resit in row:
                    r = parse_grade(row[resit], i, resit, scale_max, a.empty_as_zero)
                    if r is not None and (mean is None or r > mean):
                        mean = r
                if mean is None:
                    np_flag = True
                    continue
                w = Decimal(str(cat["weight"]))
                final += mean * w
                detail.append(f"{name}={mean:.2f}x{w}" + (f" (sin {dropped})" if dropped is not None else ""))
        except ValueError as e:
            errors.append(str(e))
            continue
        grade = "NP" if np_flag else str(final.quantize(Decimal("0.1"), rounding=rounding))
        results.append({"alumno": row[a.id_column], "nota_final": grade, "desglose": "; ".join(detail),
                        "aprobado": "NP" if np_flag else ("sí" if final >= pass_mark else "no")})

    if errors:
        print("Corrige estos datos antes de calcular:", file=sys.stderr)
        for e in errors:
            print(f"  - {e}", file=sys.stderr)
        return 1

    with open(a.out, "w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=["alumno", "nota_final", "aprobado", "desglose"])
        w.writeheader()
        w.writerows(results)

    numeric = [Decimal(r["nota_final"]) for r in results if r["nota_final"] != "NP"]
    if numeric:
        aprob = sum(1 for n in numeric if n >= pass_mark)
        print(f"media {statistics.mean(numeric):.2f} · mediana {statistics.median(numeric):.2f} · "
              f"aprobados {aprob}/{len(numeric)} · NP {len(results) - len(numeric)}")
    print(f"escrito {a.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
