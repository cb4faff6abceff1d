#!/usr/bin/env python3
"""Validate a retention label plan CSV (offline; reads only the file given)."""
import csv
import re
import sys
from pathlib import Path

REQUIRED = ["label_name", "series", "retention_period", "trigger",
            "action_at_end", "record_type", "auto_apply", "notes"]
TRIGGERS = {"created", "received", "last_modified", "labelled", "event"}
ACTIONS = {"delete", "disposition_review", "retain_only", "relabel"}
RECORD_TYPES = {"none", "record", "regulatory_record"}
PERIOD = re.compile(r"^(\d{1,3})\s*(d|m|y)$")
NAME = re.compile(r"^[A-Z]{2,5}-[A-Za-z0-9 \-]{3,60}$")


def validate(path: Path) -> list[str]:
    problems = []
    try:
        with path.open(newline="", encoding="utf-8") as fh:
            reader = csv.DictReader(fh)
            header = reader.fieldnames or []
            missing = [c for c in REQUIRED if c not in header]
            if missing:
                return [f"missing columns: {', '.join(missing)}"]
            seen = set()
            for n, row in enumerate(reader, start=2):
                name = (row.get("label_name") or "").strip()
                if not NAME.match(name):
                    problems.append(f"line {n}: label_name {name!r} does not follow PREFIX-Name convention")
                if name.lower() in seen:
                    problems.append(f"line {n}: duplicate label_name {name!r}")
                seen.add(name.lower())
                period = (row.get("retention_period") or "").strip().lower()
                m = PERIOD.match(period)
                if not m:
                    problems.append(f"line {n}: retention_period {period!r} must look like 90d, 18m or 7y")
                elif int(m.group(1)) == 0:
                    problems.append(f"line {n}: retention_period must be greater than zero")
                if (row.get("trigger") or "").strip() not in TRIGGERS:
                    problems.append(f"line {n}: trigger must be one of {sorted(TRIGGERS)}")
                action = (row.get("action_at_end") or "").strip()
                if action not in ACTIONS:
                    problems.append(f"line {n}: action_at_end must be one of {sorted(ACTIONS)}")
                rtype = (row.get("record_type") or "").strip()
                if rtype not in RECORD_TYPES:
                    problems.append(f"line {n}: record_type must be one of {sorted(RECORD_TYPES)}")
                if rtype == "regulatory_record" and action == "delete":
                    problems.append(f"line {n}: regulatory records should end in disposition_review, not delete")
                if (row.get("auto_apply") or "").strip().lower() not in {"yes", "no"}:
                    problems.append(f"line {n}: auto_apply must be yes or no")
                if not (row.get("series") or "").strip():
                    problems.append(f"line {n}: series is empty - every label must map to a schedule series")
    except UnicodeDecodeError as exc:
        problems.append(f"file is not UTF-8: {exc}")
    except csv.Error as exc:
        problems.append(f"CSV parse error: {exc}")
    return problems


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print("usage: validate_label_plan.py label-plan.csv", file=sys.stderr)
        return 2
    path = Path(argv[1])
    if not path.is_file():
        print(f"error: {path} is not a file", file=sys.stderr)
        return 2
    problems = validate(path)
    for p in problems:
        print(p)
    print(f"{len(problems)} problem(s) found in {path.name}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
