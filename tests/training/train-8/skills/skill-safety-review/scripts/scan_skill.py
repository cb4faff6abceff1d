#!/usr/bin/env python3
"""Read-only pattern scan of a skill folder. Prints leads for manual review.

Usage: scan_skill.py SKILL_DIR
Nothing is executed, installed or sent; files are only read.
"""
import os
import re
import sys
import unicodedata

CHECKS = [
    ("override", re.compile(r"(?i)(ignore (all )?(previous|prior) instructions|take[s]? precedence over|supersede[s]? (the )?user)")),
    ("concealment", re.compile(r"(?i)(do not|don't|never) (tell|mention|inform|show) (the )?user")),
    ("outbound", re.compile(r"(?i)(requests\.post|urllib\.request|fetch\(|curl\s+[^|]*(-d|--data|-F|-T)|webhook|smtp|git\s+remote\s+add)")),
    ("pipe-to-shell", re.compile(r"(?i)(curl|wget)[^\n|]*\|\s*(ba|z)?sh")),
    ("secrets", re.compile(r"(\.ssh/|\.aws/credentials|\.netrc|\.npmrc|\.pypirc|\.kube/config|\.docker/config\.json|169\.254\.169\.254|find-generic-password|gh auth token)")),
    ("environment", re.compile(r"(os\.environ(?!\.get)|process\.env(?!\.[A-Z_]+)|\bprintenv\b)")),
    ("encoded", re.compile(r"(b64decode|atob\(|fromCharCode|codecs\.decode|bytes\.fromhex|[A-Za-z0-9+/]{80,}={0,2})")),
    ("privilege", re.compile(r"(\bsudo\b|chmod\s+(-R\s+)?777|--privileged|Bash\(\*\))")),
    ("index", re.compile(r"(--extra-index-url|--trusted-host|git\+https?://)")),
    ("html-hidden", re.compile(r"(?i)(<!--|display\s*:\s*none|font-size\s*:\s*0|color\s*:\s*#?fff(fff)?\b)")),
]
INVISIBLE = {"Cf"}  # format characters: zero-width, bidi controls, tag characters
MAX_BYTES = 2_000_000


def scan_text(rel, text):
    for lineno, line in enumerate(text.splitlines(), 1):
        for name, pattern in CHECKS:
            if pattern.search(line):
                print(f"{rel}:{lineno}: {name}: {line.strip()[:140]}")
        odd = [c for c in line if unicodedata.category(c) in INVISIBLE]
        if odd:
            points = ",".join(f"U+{ord(c):04X}" for c in odd[:6])
            print(f"{rel}:{lineno}: invisible-chars: {points}")


def main(argv):
    if len(argv) != 2 or not os.path.isdir(argv[1]):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    root = os.path.abspath(argv[1])
    for dirpath, _dirs, files in os.walk(root):
        for name in sorted(files):
            path = os.path.join(dirpath, name)
            rel = os.path.relpath(path, root)
            if os.path.getsize(path) > MAX_BYTES:
                print(f"{rel}: skipped, larger than {MAX_BYTES} bytes (inspect manually)")
                continue
            try:
                with open(path, encoding="utf-8") as fh:
                    text = fh.read()
            except UnicodeDecodeError:
                print(f"{rel}: binary or non-UTF-8 file (inspect manually)")
                continue
            fm = re.match(r"^---\n(.*?)\n---\n", text, re.S)
            if name == "SKILL.md" and fm:
                keys = re.findall(r"^([A-Za-z_\-]+):", fm.group(1), re.M)
                extra = [k for k in keys if k not in ("name", "description")]
                if extra:
                    print(f"{rel}:1: front-matter: extra keys {extra}")
            scan_text(rel, text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
