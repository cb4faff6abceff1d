#!/usr/bin/env python3
"""Summarise log files: errors per hour, top messages, slow endpoints."""
import collections
import gzip
import json
import os
import re
import sys

COMBINED = re.compile(r'^(\S+) \S+ \S+ \[([^\]]+)\] "(\S+) (\S+) [^"]*" (\d{3}) (\d+|-)(?: .*? (\d+\.\d+))?')


def discover():
    for root, _dirs, files in os.walk("/"):
        for name in files:
            if name.endswith((".log", ".log.gz")) or os.path.basename(root) == "logs":
                yield os.path.join(root, name)


def open_log(path):
    if path.endswith(".gz"):
        return gzip.open(path, "rt", errors="replace")
    return open(path, errors="replace")


def main(paths):
    per_hour = collections.Counter()
    errors = collections.Counter()
    unparsed = 0
    for path in paths or discover():
        fh = open_log(path)
        for line in fh:
            if line.startswith("{"):
                rec = json.loads(line)
                if rec["level"].upper() in ("ERROR", "CRITICAL"):
                    errors[rec["msg"][:120]] += 1
                    per_hour[rec["ts"][:13]] += 1
                continue
            m = COMBINED.match(line)
            if m:
                if int(m.group(5)) >= 500:
                    errors[f"{m.group(3)} {m.group(4)} -> {m.group(5)}"] += 1
                    per_hour[m.group(2)[:14]] += 1
            else:
                unparsed += 1
    print("| hour | errors |\n|---|---|")
    for hour, n in sorted(per_hour.items()):
        print(f"| {hour} | {n} |")
    print("\nTop errors:")
    for msg, n in errors.most_common(10):
        print(f"{n:6d}  {msg}")
    print(f"\nunparsed lines: {unparsed}")


if __name__ == "__main__":
    main([a for a in sys.argv[1:] if not a.startswith("--")])
