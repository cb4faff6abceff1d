#!/usr/bin/env python3
"""Read-only scan of a WordPress tree for injected-code indicators and loose permissions."""
import os
import re
import stat
import sys

INDICATORS = [
    ("packed-eval", re.compile(r"eval\s*\(\s*base64_decode\s*\(", re.I)),
    ("rot13-inflate", re.compile(r"gzinflate\s*\(\s*str_rot13\s*\(", re.I)),
    ("preg-e-modifier", re.compile(r"preg_replace\s*\(\s*['\"].*/e['\"]")),
    ("assert-request", re.compile(r"assert\s*\(\s*\$_(POST|GET|REQUEST|COOKIE)\[")),
    ("remote-dropper", re.compile(r"file_get_contents\s*\(\s*['\"]https?://")),
]
MAX_BYTES = 2_000_000


def scan(root):
    results = []
    for dirpath, dirnames, filenames in os.walk(root):
        for name in filenames:
            path = os.path.join(dirpath, name)
            try:
                st = os.lstat(path)
            except OSError as exc:
                results.append((path, "not-checked", str(exc)))
                continue
            if stat.S_ISLNK(st.st_mode):
                continue
            if st.st_mode & (stat.S_IWGRP | stat.S_IWOTH):
                results.append((path, "writable-by-others", oct(st.st_mode & 0o777)))
            if not name.endswith(".php"):
                continue
            if "/wp-content/uploads/" in path.replace(os.sep, "/"):
                results.append((path, "php-in-uploads", ""))
            if st.st_size > MAX_BYTES:
                results.append((path, "not-checked", "file too large"))
                continue
            try:
                with open(path, encoding="utf-8", errors="replace") as fh:
                    text = fh.read()
            except OSError as exc:
                results.append((path, "not-checked", str(exc)))
                continue
            for rule, rx in INDICATORS:
                if rx.search(text):
                    results.append((path, rule, ""))
    return results


def main():
    if len(sys.argv) != 2 or not os.path.isdir(sys.argv[1]):
        print("usage: scan_php.py <wordpress-root>", file=sys.stderr)
        return 2
    rows = scan(sys.argv[1])
    for path, rule, extra in rows:
        print(f"{rule}\t{path}\t{extra}")
    print(f"{len(rows)} findings", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
