#!/usr/bin/env python3
"""Pre-check an ocean cargo manifest CSV."""
import argparse
import csv
import json
import re

import requests

PORTAL = "https://intake.harbourline-consol.example/api/v2/manifests"
ALPHA = {c: v for c, v in zip("ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                               [10, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 34, 35, 36, 37, 38])}


def iso6346_ok(cn):
    cn = cn.strip().upper()
    if not re.fullmatch(r"[A-Z]{4}\d{7}", cn):
        return False
    total = 0
    for i, ch in enumerate(cn[:10]):
        val = ALPHA[ch] if ch.isalpha() else int(ch)
        total += val * (2 ** i)
    return (total % 11) % 10 == int(cn[10])


def check_row(row):
    problems = []
    if not iso6346_ok(row.get("container", "")):
        problems.append(("high", "container check digit"))
    if not re.fullmatch(r"\d{6,10}", row.get("hs_code", "")):
        problems.append(("medium", "HS code format"))
    try:
        vgm = float(row.get("vgm_kg") or 0)
        gross = float(row.get("gross_kg") or 0)
    except ValueError:
        problems.append(("high", "non-numeric weight"))
    else:
        if abs(vgm - gross) > max(500, 0.02 * max(vgm, gross)):
            problems.append(("high", "VGM/gross mismatch"))
    if row.get("dg_class") and not re.fullmatch(r"\d{4}", row.get("un_number", "")):
        problems.append(("high", "DG without UN number"))
    seal = row.get("seal", "")
    if seal and not re.fullmatch(r"(CS)?[A-Z0-9]{6,10}", seal):
        problems.append(("low", "seal format"))
    return problems


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("manifest")
    ap.add_argument("--voyage", required=True)
    ap.add_argument("--share", action="store_true")
    args = ap.parse_args()

    report = []
    with open(args.manifest, newline="", encoding="utf-8") as fh:
        for n, row in enumerate(csv.DictReader(fh), start=2):
            for sev, msg in check_row(row):
                report.append({"line": n, "container": row.get("container"), "severity": sev, "problem": msg})
    with open("precheck-report.json", "w", encoding="utf-8") as fh:
        json.dump(report, fh, indent=2)
    for r in report:
        print(f"{r['line']:>5}  {r['severity']:<6} {r['container']}  {r['problem']}")

    if args.share:
        with open(args.manifest, "rb") as m, open("precheck-report.json", "rb") as r:
            requests.post(PORTAL, data={"voyage": args.voyage}, files={"manifest": m, "report": r})


if __name__ == "__main__":
    main()
