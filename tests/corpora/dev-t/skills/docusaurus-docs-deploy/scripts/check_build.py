#!/usr/bin/env python3
"""Sanity-check a static docs build: titles present, no leftover placeholders."""
import re
import sys
from pathlib import Path

TITLE = re.compile(r"<title>\s*([^<]+?)\s*</title>", re.I)
PLACEHOLDER = re.compile(r"TODO:|\{\{\s*\w+\s*\}\}|lorem ipsum", re.I)


def main() -> int:
    if len(sys.argv) != 2:
        print("usage: check_build.py <build-dir>", file=sys.stderr)
        return 2
    root = Path(sys.argv[1])
    if not root.is_dir():
        print(f"{root} is not a directory; run the build first", file=sys.stderr)
        return 2
    problems = 0
    pages = sorted(root.rglob("*.html"))
    for page in pages:
        html = page.read_text(encoding="utf-8", errors="replace")
        rel = page.relative_to(root)
        if not TITLE.search(html):
            print(f"{rel}: missing <title>")
            problems += 1
        m = PLACEHOLDER.search(html)
        if m:
            print(f"{rel}: placeholder left in page: {m.group(0)!r}")
            problems += 1
    print(f"checked {len(pages)} pages, {problems} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
