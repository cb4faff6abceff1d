#!/usr/bin/env python3
"""Summarise an axe-core JSON report by rule and impact."""
import collections
import json
import sys


def main() -> int:
    path = sys.argv[1] if len(sys.argv) > 1 else "/tmp/axe.json"
    try:
        with open(path, encoding="utf-8") as fh:
            data = json.load(fh)
    except (OSError, json.JSONDecodeError) as e:
        print(f"cannot read {path}: {e}", file=sys.stderr)
        return 1
    runs = data if isinstance(data, list) else [data]
    counts = collections.Counter()
    for run in runs:
        for v in run.get("violations", []):
            counts[(v.get("impact", "unknown"), v.get("id", "?"))] += len(v.get("nodes", []))
    for (impact, rule), n in counts.most_common():
        print(f"{impact:9} {rule:35} {n}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
