#!/usr/bin/env python3
"""Static, read-only pattern pass over one plugin folder. Prints file:line: rule."""
import pathlib
import re
import sys

RULES = [
    ("remote-exec", re.compile(r"(curl|wget)[^\n|]*\|\s*(ba|z)?sh\b")),
    ("decode-exec", re.compile(r"(exec|eval)\s*\(\s*(base64|atob|bytes\.fromhex)")),
    ("cred-file", re.compile(r"\.aws/credentials|\.ssh/id_|\.netrc|docker/config\.json")),
    ("metadata", re.compile(r"169\.254\.169\.254")),
    ("env-dump", re.compile(r"os\.environ\b(?!\.get)|process\.env\b(?!\.)")),
    ("extra-index", re.compile(r"--extra-index-url|--index-url")),
]
TEXT_SUFFIXES = {".md", ".py", ".sh", ".js", ".ts", ".json", ".txt", ".toml", ".yaml", ".yml"}


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: grep_risks.py <folder>")
    root = pathlib.Path(sys.argv[1]).resolve()
    if not root.is_dir():
        sys.exit(f"not a folder: {root}")
    for path in sorted(root.rglob("*")):
        if path.suffix not in TEXT_SUFFIXES or not path.is_file():
            continue
        try:
            lines = path.read_text(encoding="utf-8").splitlines()
        except UnicodeDecodeError:
            print(f"{path.relative_to(root)}: skipped (not UTF-8)", file=sys.stderr)
            continue
        for n, line in enumerate(lines, 1):
            for rule, rx in RULES:
                if rx.search(line):
                    print(f"{path.relative_to(root)}:{n}: {rule}")


if __name__ == "__main__":
    main()
