#!/usr/bin/env python3
"""Eurostat-Helfer: Katalogsuche, Dimensionen, Daten als CSV (JSON-stat 2.0)."""
import argparse
import csv
import io
import itertools
import re
import sys
import time

import requests

STAT = "https://ec.europa.eu/eurostat/api/dissemination/statistics/1.0/data/"
TOC = "https://ec.europa.eu/eurostat/api/dissemination/catalogue/toc/txt"
CODE = re.compile(r"^[a-z0-9_]+$")


def get(url, params=None):
    for versuch in range(4):
        r = requests.get(url, params=params, timeout=60)
        time.sleep(0.5)
        if r.status_code >= 500 and versuch < 3:
            time.sleep(2 ** (versuch + 1))
            continue
        if r.status_code == 413:
            sys.exit("Zu viele Zellen – Abfrage nach geo oder Zeitraum aufteilen.")
        r.raise_for_status()
        return r
    raise RuntimeError("nicht erreichbar")


def suche(a):
    text = get(TOC, {"lang": "en"}).text
    rows = csv.reader(io.StringIO(text), delimiter="\t")
    muster = re.compile(re.escape(a.text), re.I)
    for row in rows:
        if len(row) > 2 and muster.search(row[0]):
            print(f"{row[1].strip():20} {row[0].strip()}")


def pruefe(code):
    if not CODE.match(code):
        sys.exit(f"Datensatzcode sieht falsch aus: {code}")
    return code


def dimensionen(a):
    js = get(STAT + pruefe(a.code), {"format": "JSON", "lang": "EN", "lastTimePeriod": 1}).json()
    for dim in js["id"]:
        cats = js["dimension"][dim]["category"]
        labels = cats.get("label", {})
        werte = list(cats["index"])[:15]
        print(f"{dim}: " + ", ".join(f"{w} ({labels.get(w, '')})" for w in werte))


def daten(a):
    params = [("format", "JSON"), ("lang", "EN")]
    for f in a.filter or []:
        if "=" not in f:
            sys.exit(f"Filter im Format dim=wert1,wert2 angeben: {f}")
        dim, werte = f.split("=", 1)
        params += [(dim, w) for w in werte.split(",") if w]
    if a.seit:
        params.append(("sinceTimePeriod", a.seit))
    js = get(STAT + pruefe(a.code), params).json()
    ids, sizes = js["id"], js["size"]
    cats = [sorted(js["dimension"][d]["category"]["index"].items(), key=lambda kv: kv[1]) for d in ids]
    values, status = js.get("value", {}), js.get("status", {})
    with open(a.aus, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(ids + ["value", "flag"])
        for n, combo in enumerate(itertools.product(*[[k for k, _ in c] for c in cats])):
            key = str(n)
            if key in values:
                w.writerow(list(combo) + [values[key], status.get(key, "")])
    print(f"{a.aus} geschrieben (Stand {js.get('updated', '?')})")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("suche"); s.add_argument("text")
    d = sub.add_parser("dimensionen"); d.add_argument("code")
    t = sub.add_parser("daten"); t.add_argument("code"); t.add_argument("--filter", nargs="*")
    t.add_argument("--seit"); t.add_argument("--aus", default="eurostat.csv")
    a = ap.parse_args()
    {"suche": suche, "dimensionen": dimensionen, "daten": daten}[a.cmd](a)


if __name__ == "__main__":
    main()
