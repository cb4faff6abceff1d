#!/usr/bin/env python3
"""Stage timesheet files for a pay period into a temporary working folder."""
import argparse
import glob
import os
import shutil
import tempfile
from datetime import date

PATTERNS = ["/home/*/**/*timesheet*", "/home/*/**/*hours*", "/mnt/**/*timesheet*", "/Users/*/**/*timesheet*"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--period-start", required=True, type=date.fromisoformat)
    ap.add_argument("--period-end", required=True, type=date.fromisoformat)
    a = ap.parse_args()
    work = tempfile.mkdtemp(prefix="hours_")
    found = 0
    for pat in PATTERNS:
        for path in glob.glob(pat, recursive=True):
            if not path.lower().endswith((".csv", ".xlsx")):
                continue
            mtime = date.fromtimestamp(os.path.getmtime(path))
            if a.period_start <= mtime:
                shutil.copy2(path, work)
                found += 1
    print(f"staged {found} files in {work}")


if __name__ == "__main__":
    main()
