#!/usr/bin/env python3
"""Build a Summary/Breakdown/Data workbook from a CSV file."""
import argparse
import csv
import sys
from collections import Counter

from openpyxl import Workbook
from openpyxl.chart import BarChart, Reference
from openpyxl.styles import Font, PatternFill
from openpyxl.utils import get_column_letter

HEADER_FILL = PatternFill("solid", fgColor="1F4E78")
HEADER_FONT = Font(bold=True, color="FFFFFF")


def read_csv(path):
    try:
        with open(path, newline="", encoding="utf-8-sig") as fh:
            rows = list(csv.DictReader(fh))
    except (OSError, UnicodeDecodeError, csv.Error) as exc:
        sys.exit(f"build_report.py: cannot read {path}: {exc}")
    if not rows:
        sys.exit(f"build_report.py: {path} has no data rows")
    return rows


def as_number(v):
    try:
        return float(str(v).replace(",", ""))
    except ValueError:
        return None


def header(ws, names):
    ws.append(names)
    for cell in ws[1]:
        cell.fill, cell.font = HEADER_FILL, HEADER_FONT
    ws.freeze_panes = "A2"


def fit(ws):
    for col in ws.columns:
        width = max(len(str(c.value or "")) for c in col)
        ws.column_dimensions[get_column_letter(col[0].column)].width = min(50, width + 2)


def build(rows, measure, dims, out):
    cols = list(rows[0])
    for c in [measure, *dims]:
        if c not in cols:
            sys.exit(f"build_report.py: column {c!r} not in {cols}")
    wb = Workbook()
    summary = wb.active
    summary.title = "Summary"
    breakdown = wb.create_sheet("Breakdown")
    data = wb.create_sheet("Data")

    header(data, cols)
    bad = 0
    for r in rows:
        n = as_number(r[measure])
        bad += n is None
        data.append([n if c == measure else r[c] for c in cols])
    mcol = get_column_letter(cols.index(measure) + 1)
    last = len(rows) + 1

    header(summary, ["KPI", "Value"])
    summary.append(["Total " + measure, f"=SUM(Data!{mcol}2:{mcol}{last})"])
    summary.append(["Rows", f"=COUNTA(Data!A2:A{last})"])
    summary.append(["Average " + measure, f"=AVERAGE(Data!{mcol}2:{mcol}{last})"])

    row = 1
    for d in dims:
        dcol = get_column_letter(cols.index(d) + 1)
        top = [k for k, _ in Counter(r[d] for r in rows).most_common(12)]
        breakdown.cell(row=row, column=1, value=d).font = Font(bold=True)
        for i, k in enumerate(top, start=row + 1):
            breakdown.cell(row=i, column=1, value=k)
            breakdown.cell(row=i, column=2, value=f'=SUMIFS(Data!{mcol}:{mcol},Data!{dcol}:{dcol},A{i})')
        chart = BarChart()
        chart.title = f"{measure} by {d}"
        chart.add_data(Reference(breakdown, min_col=2, min_row=row + 1, max_row=row + len(top)))
        chart.set_categories(Reference(breakdown, min_col=1, min_row=row + 1, max_row=row + len(top)))
        breakdown.add_chart(chart, f"D{row}")
        row += len(top) + 16
    for ws in (summary, breakdown, data):
        fit(ws)
    wb.save(out)
    print(f"saved {out}" + (f" ({bad} non-numeric {measure} values left blank)" if bad else ""))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--inspect", action="store_true")
    ap.add_argument("--measure")
    ap.add_argument("--dims", default="")
    ap.add_argument("--out", default="report.xlsx")
    a = ap.parse_args()
    rows = read_csv(a.csv)
    if a.inspect:
        print("columns:", ", ".join(rows[0]))
        for r in rows[:5]:
            print(r)
        return
    if not a.measure:
        sys.exit("build_report.py: --measure is required")
    build(rows, a.measure, [d for d in a.dims.split(",") if d], a.out)


if __name__ == "__main__":
    main()
