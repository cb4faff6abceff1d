#!/usr/bin/env python3
"""Substitui nomes por pseudónimos e assinala contactos para revisão manual.
Escreve cópias novas; os ficheiros originais não são alterados."""
import argparse
import csv
import os
import re
import sys

EMAIL = re.compile(r"[\w.+-]+@[\w-]+\.[\w.]+")
PHONE = re.compile(r"(\+?\d[\d\s-]{7,}\d)")


def load_map(path):
    mapping = {}
    try:
        with open(path, newline="", encoding="utf-8-sig") as fh:
            for n, row in enumerate(csv.DictReader(fh), 2):
                real, alias = (row.get("nome_real") or "").strip(), (row.get("pseudonimo") or "").strip()
                if not real or not alias:
                    sys.exit(f"{path} linha {n}: nome_real e pseudonimo são obrigatórios")
                mapping[real] = alias
    except OSError as exc:
        sys.exit(f"não foi possível ler {path}: {exc}")
    return mapping


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("mapping")
    ap.add_argument("--out", default="anon")
    args = ap.parse_args()

    mapping = load_map(args.mapping)
    patterns = [(re.compile(rf"\b{re.escape(k)}\b"), v) for k, v in
                sorted(mapping.items(), key=lambda kv: -len(kv[0]))]
    os.makedirs(args.out, exist_ok=True)
    flagged = 0
    for name in sorted(os.listdir(args.src)):
        if not name.endswith((".txt", ".md")):
            continue
        with open(os.path.join(args.src, name), encoding="utf-8") as fh:
            lines = fh.readlines()
        out_lines = []
        for n, line in enumerate(lines, 1):
            for rx, alias in patterns:
                line = rx.sub(alias, line)
            if EMAIL.search(line) or PHONE.search(line):
                print(f"{name}:{n}: possível contacto — rever manualmente")
                flagged += 1
            out_lines.append(line)
        with open(os.path.join(args.out, name), "w", encoding="utf-8") as fh:
            fh.writelines(out_lines)
    print(f"concluído; {flagged} linhas para revisão manual")
    return 0


if __name__ == "__main__":
    sys.exit(main())
