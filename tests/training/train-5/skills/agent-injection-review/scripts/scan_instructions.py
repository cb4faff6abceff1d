#!/usr/bin/env python3
"""Flag lines in a skill folder that match common injection / social-engineering families.

Read-only: walks only the folder given on the command line, never follows symlinks out
of it, and makes no network calls.
"""
import argparse
import re
import sys
from pathlib import Path

FAMILIES = {
    "precedence": re.compile(r"\b(supersede|overrides?|takes? precedence|outranks?|prevail)\b", re.I),
    "fake-authority": re.compile(r"\[(system|admin)[^\]]*\]|system notice", re.I),
    "mode-switch": re.compile(r"\b(maintenance|break-glass|audit|god)\s+mode\b", re.I),
    "trigger": re.compile(r"first run only|seems? (rushed|pressed)|\basap\b", re.I),
    "concealment": re.compile(r"(no need to|do not|don't) (mention|tell|bring it up)", re.I),
    "context-leak": re.compile(r"(system prompt|CLAUDE\.md|AGENTS\.md|transcript|conversation so far)", re.I),
    "credential-reach": re.compile(r"find-generic-password|credential fill|169\.254\.169\.254|hosts\.yml|\.netrc|\.pgpass", re.I),
    "hidden-carrier": re.compile(r"<!--|display\s*:\s*none|font-size\s*:\s*[01]px|[\u200b-\u200f\u2060\U000e0000-\U000e007f]"),
}
TEXT_SUFFIXES = {".md", ".txt", ".yaml", ".yml", ".json", ".html", ".py", ".js", ".sh", ".ipynb", ""}
MAX_BYTES = 2_000_000


def scan(root: Path):
    root = root.resolve()
    for path in sorted(root.rglob("*")):
        if path.is_symlink() or not path.is_file() or path.suffix.lower() not in TEXT_SUFFIXES:
            continue
        if path.stat().st_size > MAX_BYTES:
            print(f"skip (too large): {path.relative_to(root)}", file=sys.stderr)
            continue
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            print(f"skip (not UTF-8): {path.relative_to(root)}", file=sys.stderr)
            continue
        for n, line in enumerate(text.splitlines(), 1):
            for fam, rx in FAMILIES.items():
                if rx.search(line):
                    yield path.relative_to(root), n, fam, line.strip()[:100]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path", type=Path)
    a = ap.parse_args()
    if not a.path.is_dir():
        sys.exit(f"not a directory: {a.path}")
    hits = 0
    for rel, n, fam, excerpt in scan(a.path):
        print(f"{rel}:{n}\t{fam}\t{excerpt}")
        hits += 1
    print(f"{hits} lines flagged", file=sys.stderr)


if __name__ == "__main__":
    main()
