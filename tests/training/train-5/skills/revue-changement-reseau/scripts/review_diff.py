#!/usr/bin/env python3
"""Flag risky lines in a unified config diff. Reads only the given file; no network."""
import re
import sys

RULES = [
    ("ACL-ANY", "high", re.compile(r"permit\s+(ip|tcp|udp)\s+any\s+any"), "+-"),
    ("ACL-DEL", "medium", re.compile(r"^\s*\d*\s*deny\b"), "-"),
    ("USER-ADD", "high", re.compile(r"^\s*username\s+\S+.*privilege\s+15"), "+"),
    ("SNMP-RW", "high", re.compile(r"snmp-server\s+community\s+\S+\s+RW", re.I), "+"),
    ("AAA-OFF", "high", re.compile(r"^\s*no\s+aaa\s+new-model"), "+"),
    ("DEFAULT-RT", "medium", re.compile(r"ip\s+route\s+0\.0\.0\.0\s+0\.0\.0\.0"), "+-"),
    ("BGP", "medium", re.compile(r"neighbor\s+\S+\s+(remote-as|route-map)"), "+-"),
]
SECRET = re.compile(r"\b(secret|password|key)\s+(\d\s+)?\S+", re.I)


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: review_diff.py change.diff")
    try:
        with open(sys.argv[1], encoding="utf-8", errors="replace") as fh:
            lines = fh.read().splitlines()
    except OSError as e:
        sys.exit(f"cannot read {sys.argv[1]}: {e}")
    hits = 0
    for n, raw in enumerate(lines, 1):
        if not raw or raw[0] not in "+-" or raw.startswith(("+++", "---")):
            continue
        sign, body = raw[0], raw[1:]
        for rid, sev, rx, signs in RULES:
            if sign in signs and rx.search(body):
                shown = SECRET.sub(lambda m: f"{m.group(1)} <masqué>", body.strip())
                print(f"{n}\t{rid}\t{sev}\t{sign} {shown}")
                hits += 1
    print(f"{hits} ligne(s) signalée(s)", file=sys.stderr)


if __name__ == "__main__":
    main()
