#!/usr/bin/env python3
"""Prepare an access review: match application accounts to the HR roster and flag risks.

Offline. Reads the two CSV files given and writes flags.csv and summary.md to --out.
"""
import argparse
import csv
import sys
from collections import Counter
from datetime import date
from pathlib import Path

ACCESS_COLS = ["account_id", "display_name", "email", "role", "last_login", "account_type", "status"]
HR_COLS = ["employee_id", "email", "status", "department", "manager_email", "leave_date"]
PRIVILEGED_ROLES = {"admin", "administrator", "superuser", "sysadmin", "security_admin", "dba"}
DORMANT_DAYS = 90


def read_csv(path: Path, required: list[str]) -> list[dict]:
    if not path.is_file():
        raise SystemExit(f"error: {path} not found")
    try:
        with path.open(newline="", encoding="utf-8-sig") as fh:
            reader = csv.DictReader(fh)
            missing = [c for c in required if c not in (reader.fieldnames or [])]
            if missing:
                raise SystemExit(f"error: {path.name} lacks columns: {', '.join(missing)}")
            return [{k: (v or "").strip() for k, v in row.items() if k} for row in reader]
    except (UnicodeDecodeError, csv.Error) as exc:
        raise SystemExit(f"error: cannot read {path.name}: {exc}")


def parse_date(value: str, where: str):
    if not value:
        return None
    try:
        return date.fromisoformat(value[:10])
    except ValueError:
        print(f"warning: {where}: unreadable date {value!r}, treated as missing", file=sys.stderr)
        return None


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--access", type=Path, required=True)
    ap.add_argument("--hr", type=Path, required=True)
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--as-of", type=date.fromisoformat, default=date.today())
    args = ap.parse_args(argv)

    accounts = read_csv(args.access, ACCESS_COLS)
    roster = {r["email"].casefold(): r for r in read_csv(args.hr, HR_COLS) if r["email"]}
    args.out.mkdir(parents=True, exist_ok=True)

    counts = Counter()
    rows = []
    for n, acc in enumerate(accounts, start=2):
        if acc["status"].lower() != "active":
            continue
        flags = []
        emp = roster.get(acc["email"].casefold())
        if acc["account_type"].lower() == "service":
            flags.append("SERVICE")
        elif emp is None:
            flags.append("ORPHAN")
        elif emp["status"].lower() == "terminated":
            flags.append("LEAVER")
        if acc["role"].lower() in PRIVILEGED_ROLES:
            flags.append("PRIVILEGED")
        last = parse_date(acc["last_login"], f"{args.access.name} line {n}")
        if last is None or (args.as_of - last).days > DORMANT_DAYS:
            flags.append("DORMANT")
        for f in flags:
            counts[f] += 1
        rows.append({
            "account_id": acc["account_id"], "display_name": acc["display_name"],
            "email": acc["email"], "role": acc["role"], "last_login": acc["last_login"],
            "department": emp["department"] if emp else "",
            "reviewer": emp["manager_email"] if emp else "application owner",
            "flags": ";".join(flags),
        })

    with (args.out / "flags.csv").open("w", newline="", encoding="utf-8") as fh:
        writer = csv.DictWriter(fh, fieldnames=list(rows[0].keys()) if rows else ["account_id"])
        writer.writeheader()
        writer.writerows(rows)
    with (args.out / "summary.md").open("w", encoding="utf-8") as fh:
        fh.write(f"# Access review summary (as of {args.as_of})\n\n")
        fh.write(f"Active accounts reviewed: {len(rows)}\n\n| Flag | Count |\n|---|---|\n")
        for flag in ("LEAVER", "ORPHAN", "DORMANT", "PRIVILEGED", "SERVICE"):
            fh.write(f"| {flag} | {counts[flag]} |\n")
    print(f"{len(rows)} active accounts; flags: {dict(counts)}; written to {args.out}/")
    return 0


if __name__ == "__main__":
    sys.exit(main())
