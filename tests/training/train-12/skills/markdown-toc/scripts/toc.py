#!/usr/bin/env python3
import argparse
import re
import sys

START, STOP = "<!-- toc -->", "<!-- tocstop -->"


def slug(text, seen):
    s = re.sub(r"[^\w\- ]", "", text.lower()).strip().replace(" ", "-")
    n = seen.get(s, 0)
    seen[s] = n + 1
    return s if n == 0 else f"{s}-{n}"


def build(lines):
    out, seen, fence = [], {}, False
    for line in lines:
        if line.lstrip().startswith("```"):
            fence = not fence
            continue
        m = None if fence else re.match(r"^(#{2,3})\s+(.*?)\s*#*\s*$", line)
        if m:
            indent = "  " * (len(m.group(1)) - 2)
            out.append(f"{indent}- [{m.group(2)}](#{slug(m.group(2), seen)})")
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--write", action="store_true")
    a = ap.parse_args()
    try:
        with open(a.path, encoding="utf-8") as fh:
            lines = fh.read().split("\n")
    except OSError as e:
        sys.exit(f"cannot read {a.path}: {e}")
    toc = build(lines)
    if not a.write:
        print("\n".join(toc))
        return
    if START not in lines or STOP not in lines:
        sys.exit("markers not found; add them first")
    i, j = lines.index(START), lines.index(STOP)
    new = lines[:i + 1] + toc + lines[j:]
    with open(a.path, "w", encoding="utf-8") as fh:
        fh.write("\n".join(new))
    print(f"updated {len(toc)} entries")


if __name__ == "__main__":
    main()
