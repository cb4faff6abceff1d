#!/usr/bin/env python3
"""Split a contract into numbered clauses (CLÁUSULA PRIMERA / 1. / Article 1)."""
import argparse
import json
import re
import sys

HEADING = re.compile(
    r"^\s*(CL[ÁA]USULA\s+\w+|ART[ÍI]CULO\s+\d+|Article\s+\d+|Clause\s+\d+|\d{1,2}\.)\s*[.:-]?\s*(.*)$",
    re.IGNORECASE,
)


def split_clauses(text):
    clauses, current = [], None
    for line in text.splitlines():
        m = HEADING.match(line)
        if m:
            if current:
                clauses.append(current)
            current = {"heading": m.group(1).strip(), "title": m.group(2).strip(), "body": ""}
        elif current is not None:
            current["body"] += line + "\n"
    if current:
        clauses.append(current)
    return clauses


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("contract")
    ap.add_argument("--out", default="clausulas.json")
    args = ap.parse_args()
    try:
        with open(args.contract, encoding="utf-8") as fh:
            text = fh.read()
    except (OSError, UnicodeDecodeError) as exc:
        sys.exit(f"no se puede leer {args.contract}: {exc}")
    clauses = split_clauses(text)
    if not clauses:
        sys.exit("no se encontraron cláusulas numeradas")
    with open(args.out, "w", encoding="utf-8") as fh:
        json.dump(clauses, fh, ensure_ascii=False, indent=2)
    print(f"{len(clauses)} cláusulas -> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
