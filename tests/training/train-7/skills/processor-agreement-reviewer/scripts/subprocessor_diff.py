#!/usr/bin/env python3
"""Compare two sub-processor lists (CSV: name,purpose,location) and report changes.

Reads only the two files given; writes nothing.
Usage: python3 subprocessor_diff.py previous.csv current.csv
"""
import csv
import sys
from pathlib import Path

COLUMNS = ("name", "purpose", "location")


def load(path: Path) -> dict[str, dict]:
    if not path.is_file():
        raise SystemExit(f"error: {path} not found")
    entries: dict[str, dict] = {}
    try:
        with path.open(newline="", encoding="utf-8-sig") as fh:
            reader = csv.DictReader(fh)
            missing = [c for c in COLUMNS if c not in (reader.fieldnames or [])]
            if missing:
                raise SystemExit(f"error: {path.name} lacks columns: {', '.join(missing)}")
            for n, row in enumerate(reader, start=2):
                name = (row.get("name") or "").strip()
                if not name:
                    print(f"warning: {path.name} line {n}: empty name, skipped", file=sys.stderr)
                    continue
                key = name.casefold()
                if key in entries:
                    print(f"warning: {path.name} line {n}: duplicate {name!r}, later entry kept", file=sys.stderr)
                entries[key] = {c: (row.get(c) or "").strip() for c in COLUMNS}
    except (UnicodeDecodeError, csv.Error) as exc:
        raise SystemExit(f"error: cannot read {path.name}: {exc}")
    return entries


def main(argv: list[str]) -> int:
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    old, new = load(Path(argv[1])), load(Path(argv[2]))
    added = [new[k] for k in new.keys() - old.keys()]
    removed = [old[k] for k in old.keys() - new.keys()]
    changed = []
    for k in old.keys() & new.keys():
        for col in ("purpose", "location"):
            if old[k][col] != new[k][col]:
                changed.append((new[k]["name"], col, old[k][col], new[k][col]))
    print(f"Added ({len(added)}):")
    for e in sorted(added, key=lambda e: e["name"].casefold()):
        print(f"  + {e['name']} - {e['purpose']} - {e['location']}")
    print(f"Removed ({len(removed)}):")
    for e in sorted(removed, key=lambda e: e["name"].casefold()):
        print(f"  - {e['name']}")
    print(f"Changed ({len(changed)}):")
    for name, col, before, after in sorted(changed):
        print(f"  ~ {name}: {col} {before!r} -> {after!r}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
