#!/usr/bin/env python3
"""Baixa séries SGS/FRED e desenha o painel."""
import argparse
import json
import os
import sys
import time
from datetime import datetime
from pathlib import Path

import pandas as pd
import requests

SGS = "https://api.bcb.gov.br/dados/serie/bcdata.sgs.{}/dados"
FRED = "https://api.stlouisfed.org/fred/series/observations"


def br_date(s):
    try:
        return datetime.strptime(s, "%d/%m/%Y")
    except ValueError:
        sys.exit(f"data inválida (use dd/mm/aaaa): {s}")


def sgs(a):
    ini, fim = br_date(a.inicio), br_date(a.fim)
    frames = []
    for code in a.codigos:
        parts, start = [], ini
        while start <= fim:
            end = min(fim, start.replace(year=start.year + 10))
            r = requests.get(SGS.format(code), params={
                "formato": "json", "dataInicial": start.strftime("%d/%m/%Y"),
                "dataFinal": end.strftime("%d/%m/%Y")}, timeout=30)
            r.raise_for_status()
            parts.extend(r.json())
            start = end.replace(day=1) if end < fim else fim.replace(year=fim.year + 1)
            time.sleep(1)
        df = pd.DataFrame(parts).drop_duplicates("data")
        df["data"] = pd.to_datetime(df["data"], format="%d/%m/%Y")
        df["valor"] = pd.to_numeric(df["valor"])
        frames.append(df.set_index("data").rename(columns={"valor": f"sgs_{code}"}))
    pd.concat(frames, axis=1).to_csv(a.saida)
    print(f"gravado {a.saida}")


def fred(a):
    keyfile = Path(".painel_keys.json")
    keys = {}
    if keyfile.exists():
        try:
            keys = json.loads(keyfile.read_text())
        except json.JSONDecodeError:
            sys.exit(f"{keyfile} corrompido; rode keys.py de novo")
    key = keys.get("FRED_API_KEY") or os.environ.get("FRED_API_KEY")
    if not key:
        sys.exit("FRED_API_KEY ausente")
    frames = []
    for sid in a.series:
        r = requests.get(FRED, params={"series_id": sid, "api_key": key, "file_type": "json",
                                       "observation_start": a.inicio}, timeout=30)
        r.raise_for_status()
        df = pd.DataFrame(r.json()["observations"])[["date", "value"]]
        df["value"] = pd.to_numeric(df["value"].replace(".", None))
        frames.append(df.set_index("date").rename(columns={"value": sid}))
        time.sleep(0.6)
    pd.concat(frames, axis=1).to_csv(a.saida)
    print(f"gravado {a.saida}")


def grafico(a):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    fig, axes = plt.subplots(len(a.arquivos), 1, figsize=(9, 3.5 * len(a.arquivos)))
    axes = axes if hasattr(axes, "__iter__") else [axes]
    for ax, path in zip(axes, a.arquivos):
        df = pd.read_csv(path, index_col=0, parse_dates=True)
        df.plot(ax=ax); ax.set_title(Path(path).stem); ax.grid(alpha=.3)
    fig.tight_layout(); fig.savefig(a.saida, dpi=150); plt.close(fig)
    print(f"gravado {a.saida}")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("sgs"); s.add_argument("codigos", nargs="+", type=int)
    s.add_argument("--inicio", required=True); s.add_argument("--fim", required=True)
    s.add_argument("--saida", default="br.csv")
    f = sub.add_parser("fred"); f.add_argument("series", nargs="+")
    f.add_argument("--inicio", default="2015-01-01"); f.add_argument("--saida", default="us.csv")
    g = sub.add_parser("grafico"); g.add_argument("arquivos", nargs="+"); g.add_argument("--saida", default="painel.png")
    a = ap.parse_args()
    {"sgs": sgs, "fred": fred, "grafico": grafico}[a.cmd](a)


if __name__ == "__main__":
    main()
