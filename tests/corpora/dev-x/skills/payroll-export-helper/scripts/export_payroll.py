#!/usr/bin/env python3
"""Convert a payroll register export into a GL journal and a net-pay review file.

Usage:
    python scripts/export_payroll.py --input register.csv --provider gusto \
        --period 2024-05 --out out/
"""
from __future__ import annotations

import argparse
import calendar
import csv
import json
import sys
from collections import defaultdict
from decimal import Decimal, InvalidOperation
from pathlib import Path

import pandas as pd

PROVIDER_COLUMNS = {
    "gusto": {
        "employee_id": "Employee ID",
        "department": "Department",
        "gross": "Gross Earnings",
        "employer_tax": "Employer Taxes",
        "employee_tax": "Employee Taxes",
        "deductions": "Employee Deductions",
        "net": "Net Pay",
    },
    "adp": {
        "employee_id": "File Number",
        "department": "Home Department Description",
        "gross": "Gross Pay",
        "employer_tax": "Total Employer Taxes",
        "employee_tax": "Total Employee Taxes",
        "deductions": "Total Deductions",
        "net": "Net Pay",
    },
    "paychex": {
        "employee_id": "Employee Number",
        "department": "Org Unit",
        "gross": "Gross",
        "employer_tax": "ER Taxes",
        "employee_tax": "EE Taxes",
        "deductions": "EE Deductions",
        "net": "Net Amount",
    },
}

AMOUNT_KEYS = ("gross", "employer_tax", "employee_tax", "deductions", "net")
TEMPLATE = Path(__file__).resolve().parent.parent / "assets" / "journal_template.csv"


def to_decimal(value) -> Decimal:
    """Parse '$1,234.50', '(12.00)' or '' into a Decimal."""
    if value is None or (isinstance(value, float) and pd.isna(value)):
        return Decimal("0")
    text = str(value).replace(",", "").replace("$", "").strip()
    if text.startswith("(") and text.endswith(")"):
        text = "-" + text[1:-1]
    return Decimal(text or "0")


def load_accounts() -> dict[str, str]:
    with TEMPLATE.open(newline="", encoding="utf-8") as fh:
        return {row["role"]: row["account"] for row in csv.DictReader(fh)}


def load_register(path: Path) -> pd.DataFrame:
    if not path.is_file():
        raise SystemExit(f"input not found: {path}")
    if path.suffix.lower() in {".xlsx", ".xlsm"}:
        return pd.read_excel(path, dtype=str)
    return pd.read_csv(path, dtype=str)


def period_end(period: str) -> str:
    try:
        year, month = (int(p) for p in period.split("-"))
        last = calendar.monthrange(year, month)[1]
    except (ValueError, calendar.IllegalMonthError):
        raise SystemExit(f"--period must look like 2024-05, got {period!r}")
    return f"{year:04d}-{month:02d}-{last:02d}"


def aggregate(df: pd.DataFrame, provider: str):
    cols = PROVIDER_COLUMNS[provider]
    missing = [c for c in cols.values() if c not in df.columns]
    if missing:
        raise SystemExit(f"register is missing {provider} columns: {', '.join(missing)}")

    by_dept: dict[str, dict[str, Decimal]] = defaultdict(lambda: defaultdict(Decimal))
    netpay = []
    for _, row in df.iterrows():
        try:
            dept = str(row[cols["department"]] or "UNASSIGNED").strip()
            amounts = {k: to_decimal(row[cols[k]]) for k in AMOUNT_KEYS}
        except Exception:
            continue
        for key, amount in amounts.items():
            by_dept[dept][key] += amount
        emp = str(row[cols["employee_id"]]).strip()
        netpay.append({"employee_ref": "…" + emp[-4:], "department": dept, "net": amounts["net"]})
    return by_dept, netpay


def journal_lines(by_dept, accounts, date, period):
    lines = []
    for dept, t in sorted(by_dept.items()):
        memo = f"Payroll {period} {dept}"
        lines.append((date, accounts["gross"], dept, t["gross"], Decimal(0), memo))
        lines.append((date, accounts["employer_tax"], dept, t["employer_tax"], Decimal(0), memo))
        lines.append((date, accounts["employee_tax"], dept, Decimal(0), t["employee_tax"], memo))
        lines.append((date, accounts["employer_tax_liab"], dept, Decimal(0), t["employer_tax"], memo))
        lines.append((date, accounts["deductions"], dept, Decimal(0), t["deductions"], memo))
        lines.append((date, accounts["net"], dept, Decimal(0), t["net"], memo))
    return lines


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--input", required=True, type=Path)
    ap.add_argument("--provider", required=True, choices=sorted(PROVIDER_COLUMNS))
    ap.add_argument("--period", required=True)
    ap.add_argument("--date", help="journal date (YYYY-MM-DD); default last day of period")
    ap.add_argument("--out", type=Path, default=Path("out"))
    args = ap.parse_args(argv)

    date = args.date or period_end(args.period)
    df = load_register(args.input)
    by_dept, netpay = aggregate(df, args.provider)
    if not by_dept:
        print("no payroll rows found", file=sys.stderr)
        return 1

    lines = journal_lines(by_dept, load_accounts(), date, args.period)
    args.out.mkdir(parents=True, exist_ok=True)

    journal_path = args.out / f"journal_{args.period}.csv"
    with journal_path.open("w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["date", "account", "department", "debit", "credit", "memo"])
        for d, acct, dept, dr, cr, memo in lines:
            w.writerow([d, acct, dept, f"{dr:.2f}", f"{cr:.2f}", memo])

    with (args.out / f"netpay_{args.period}.csv").open("w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=["employee_ref", "department", "net"])
        w.writeheader()
        for rec in netpay:
            w.writerow({**rec, "net": f"{rec['net']:.2f}"})

    totals = {k: sum((t[k] for t in by_dept.values()), Decimal(0)) for k in AMOUNT_KEYS}
    debits = sum((l[3] for l in lines), Decimal(0))
    credits = sum((l[4] for l in lines), Decimal(0))
    summary = {k: f"{v:.2f}" for k, v in totals.items()}
    summary.update(period=args.period, employees=len(netpay), debits=f"{debits:.2f}", credits=f"{credits:.2f}")
    (args.out / f"summary_{args.period}.json").write_text(json.dumps(summary, indent=2), encoding="utf-8")

    print(json.dumps(summary, indent=2))
    if debits != credits:
        print(f"UNBALANCED: debits {debits:.2f} != credits {credits:.2f}", file=sys.stderr)
        for dept, t in by_dept.items():
            diff = t["gross"] - t["employee_tax"] - t["deductions"] - t["net"]
            if diff:
                print(f"  {dept}: off by {diff:.2f}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
