#!/usr/bin/env python3
"""Replace PII in a log file with stable pseudonyms."""
from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

import yaml
from redactkit import normalise_line


def load_rules(path: Path) -> list[tuple[str, re.Pattern, str]]:
    with path.open(encoding="utf-8") as fh:
        cfg = yaml.safe_load(fh)
    return [(r["name"], re.compile(r["pattern"]), r["prefix"]) for r in cfg["rules"]]


class Pseudonymiser:
    def __init__(self) -> None:
        self.mapping: dict[str, str] = {}
        self.counters: dict[str, int] = {}
        self.hits: dict[str, int] = {}

    def sub(self, name: str, prefix: str, match: re.Match) -> str:
        original = match.group(0)
        if original not in self.mapping:
            self.counters[prefix] = self.counters.get(prefix, 0) + 1
            self.mapping[original] = f"{prefix}-{self.counters[prefix]:04d}"
        self.hits[name] = self.hits.get(name, 0) + 1
        return self.mapping[original]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("log", type=Path)
    ap.add_argument("--rules", type=Path, required=True)
    ap.add_argument("--out", type=Path, required=True)
    args = ap.parse_args()

    rules = load_rules(args.rules)
    p = Pseudonymiser()
    with args.log.open(encoding="utf-8", errors="replace") as src, args.out.open("w", encoding="utf-8") as dst:
        for raw in src:
            timestamp, level, message = normalise_line(raw).split(" ", 2)
            for name, rx, prefix in rules:
                message = rx.sub(lambda m, n=name, pf=prefix: p.sub(n, pf, m), message)
            dst.write(f"{timestamp} {level} {message}\n")

    map_path = args.out.with_suffix(".map.json")
    map_path.write_text(json.dumps({v: k for k, v in p.mapping.items()}, indent=2), encoding="utf-8")
    for name, count in sorted(p.hits.items()):
        print(f"{name}: {count} replacement(s)")
    print(f"anonymised log: {args.out}\nmapping (keep local): {map_path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
