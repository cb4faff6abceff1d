#!/usr/bin/env python3
"""Clean a CSV/XLSX file into a new file and log every change."""
import argparse
import csv
import pathlib
import re
import sys
from decimal import Decimal, InvalidOperation

from dateutil import parser as dparser
from openpyxl import Workbook, load_workbook

MONEY = re.compile(r"^[^\d\-]*(-?[\d.,\s]+)[^\d]*$")


def norm_date(v, dayfirst):
    if not isinstance(v, str) or not v.strip():
        return v, None
    try:
        d = dparser.parse(v.strip(), dayfirst=dayfirst)
    except (ValueError, OverflowError):
        return v, "unparsed"
    return d.date().isoformat(), None


def norm_money(v):
    if isinstance(v, (int, float)) or v is None:
        return v, None
    m = MONEY.match(str(v).strip())
    if not m:
        return v, "unparsed"
    raw = m.group(1).replace(" ", "")
    if raw.count(",") == 1 and raw.rfind(",") > raw.rfind("."):
        raw = raw.replace(".", "").replace(",", ".")
    else:
        raw = raw.replace(",", "")
    try:
        return float(Decimal(raw)), None
    except InvalidOperation:
        return v, "unparsed"


def read_rows(path, sheet):
    if path.suffix.lower() == ".csv":
        with path.open(newline="", encoding="utf-8-sig") as fh:
            return [row for row in csv.reader(fh)]
    wb = load_workbook(path, read_only=True, data_only=True)
    try:
        ws = wb[sheet] if sheet else wb.active
        return [list(r) for r in ws.iter_rows(values_only=True)]
    finally:
        wb.close()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("--sheet")
    ap.add_argument("--date-cols", default="")
    ap.add_argument("--money-cols", default="")
    ap.add_argument("--dayfirst", action="store_true")
    ap.add_argument("--force", action="store_true")
    a = ap.parse_args()
    src = pathlib.Path(a.src)
    if not src.is_file():
        sys.exit(f"not a file: {src}")
    dst = src.with_name(src.stem + ".cleaned.xlsx")
    log = src.with_name(src.stem + ".changes.csv")
    if dst.exists() and not a.force:
        sys.exit(f"{dst} exists; re-run with --force after the user confirms")
    rows = read_rows(src, a.sheet)
    if not rows:
        sys.exit("empty sheet")
    header = [str(h).strip() if h is not None else "" for h in rows[0]]
    dcols = {c.strip() for c in a.date_cols.split(",") if c.strip()}
    mcols = {c.strip() for c in a.money_cols.split(",") if c.strip()}
    unknown = (dcols | mcols) - set(header)
    if unknown:
        sys.exit(f"columns not found: {', '.join(sorted(unknown))}")
    changes, seen, out = [], set(), [header]
    for i, row in enumerate(rows[1:], start=2):
        new = []
        for col, v in zip(header, row):
            nv, flag = (v.strip() if isinstance(v, str) else v), None
            if col in dcols:
                nv, flag = norm_date(nv, a.dayfirst)
            elif col in mcols:
                nv, flag = norm_money(nv)
            if flag or nv != v:
                changes.append((i, col, v, nv if not flag else flag))
            new.append(nv)
        key = tuple(new)
        if key in seen:
            changes.append((i, "*", "row", "duplicate removed"))
            continue
        seen.add(key)
        out.append(new)
    wb = Workbook()
    ws = wb.active
    for r in out:
        ws.append(r)
    wb.save(dst)
    with log.open("w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["row", "column", "before", "after"])
        w.writerows(changes)
    print(f"{len(rows) - 1} rows in, {len(out) - 1} rows out, {len(changes)} changes -> {dst}, {log}")


if __name__ == "__main__":
    main()
