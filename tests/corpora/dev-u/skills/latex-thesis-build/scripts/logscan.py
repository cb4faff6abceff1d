#!/usr/bin/env python3
"""Summarise a LaTeX .log: errors, undefined refs/citations, worst overfull boxes."""
import re
import sys

ERR = re.compile(r"^(?P<file>[^:\s]+\.(?:tex|sty|cls)):(?P<line>\d+): (?P<msg>.*)")
UNDEF = re.compile(r"(Reference|Citation) [`'](?P<key>[^']+)' .*undefined")
OVERFULL = re.compile(r"Overfull \\hbox \((?P<pt>[\d.]+)pt too wide\).*lines (?P<lines>\d+--\d+)")


def main():
    if len(sys.argv) != 2:
        print("usage: logscan.py main.log", file=sys.stderr)
        return 2
    try:
        with open(sys.argv[1], encoding="latin-1") as fh:
            lines = fh.read().splitlines()
    except OSError as exc:
        print(f"cannot read {sys.argv[1]}: {exc}", file=sys.stderr)
        return 2
    errors, undef, overfull = [], set(), []
    for line in lines:
        m = ERR.match(line)
        if m:
            errors.append(f"{m['file']}:{m['line']}: {m['msg']}")
        m = UNDEF.search(line)
        if m:
            undef.add(f"{m.group(1).lower()} {m['key']}")
        m = OVERFULL.search(line)
        if m:
            overfull.append((float(m["pt"]), m["lines"]))
    print(f"errors: {len(errors)}")
    for e in errors:
        print("  " + e)
    print(f"undefined: {len(undef)}")
    for u in sorted(undef):
        print("  " + u)
    print("worst overfull boxes:")
    for pt, where in sorted(overfull, reverse=True)[:5]:
        print(f"  {pt:.1f}pt at lines {where}")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
