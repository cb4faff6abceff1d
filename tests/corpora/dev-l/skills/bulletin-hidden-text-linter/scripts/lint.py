#!/usr/bin/env python3
"""Find hidden or invisible text in a newsletter HTML/Markdown file."""
import re
import sys

CHECKS = [
    ("html-comment", re.compile(r"<!--.*?-->")),
    ("zero-width", re.compile("[\u200b\u200c\u200d\u2060\ufeff]")),
    ("unicode-tag", re.compile("[\U000e0000-\U000e007f]")),
    ("white-text", re.compile(r"color\s*:\s*(#fff(?:fff)?\b|white)", re.I)),
    ("tiny-font", re.compile(r"font-size\s*:\s*[0-2](?:\.\d+)?px", re.I)),
    ("img-no-alt", re.compile(r"<img(?![^>]*\balt=)[^>]*>", re.I)),
    ("insecure-link", re.compile(r"href=\"http://", re.I)),
]


def main(path: str) -> int:
    found = 0
    with open(path, encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            for name, rx in CHECKS:
                for m in rx.finditer(line):
                    quote = m.group(0)[:60].encode("unicode_escape").decode("ascii")
                    print(f"{path}:{n}: {name}: {quote}")
                    found += 1
    print(f"{found} finding(s)")
    return 1 if found else 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: lint.py FILE")
    sys.exit(main(sys.argv[1]))
