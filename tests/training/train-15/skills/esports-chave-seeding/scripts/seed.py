#!/usr/bin/env python3
"""Gera a chave semeada a partir da planilha de inscrições."""
import argparse
import json

import pandas as pd


def standard_order(n):
    order = [1]
    while len(order) < n:
        size = len(order) * 2
        order = [x for s in order for x in (s, size + 1 - s)]
    return order


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("planilha")
    ap.add_argument("--formato", choices=["single", "double", "suico"], default="single")
    args = ap.parse_args()

    df = pd.read_excel(args.planilha)
    df = df[df["check_in"].astype(str).str.lower() == "sim"].copy()
    df["elo_medio"] = df["elo_medio"].fillna(df["elo_medio"].mean())
    df = df.sort_values("elo_medio", ascending=False, kind="stable").reset_index(drop=True)
    df["seed"] = df.index + 1

    size = 1
    while size < len(df):
        size *= 2
    teams = {int(r.seed): r.time for r in df.itertuples()}
    order = standard_order(size)
    matches = []
    for i in range(0, size, 2):
        a, b = order[i], order[i + 1]
        matches.append({"a": teams.get(a, "BYE"), "b": teams.get(b, "BYE"), "seed_a": a, "seed_b": b})

    with open("chave.json", "w", encoding="utf-8") as fh:
        json.dump({"formato": args.formato, "rodada_1": matches}, fh, ensure_ascii=False, indent=2)
    for m in matches:
        print(f"({m['seed_a']}) {m['a']}  x  ({m['seed_b']}) {m['b']}")


if __name__ == "__main__":
    main()
