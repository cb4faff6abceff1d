#!/usr/bin/env python3
"""Mechanical scan for hidden-instruction carriers in a directory or file.

Reads files only; prints findings; never executes or decodes-and-runs anything.
"""
import re
import sys
from pathlib import Path

TEXT_SUFFIXES = {".md", ".txt", ".html", ".htm", ".json", ".yaml", ".yml", ".ipynb",
                 ".py", ".js", ".ts", ".sh", ".toml", ".cfg", ".ini", ".xml", ".svg"}
MAX_BYTES = 5 * 1024 * 1024

INVISIBLE = {
    "zero-width": re.compile("[\u200b\u200c\u200d\u2060\ufeff]+"),
    "bidi-control": re.compile("[\u202a-\u202e\u2066-\u2069]+"),
    "unicode-tag": re.compile("[\U000e0000-\U000e007f]+"),
}
MARKUP = {
    "html-comment": re.compile(r"<!--(?!\[if|\s*\[endif).*?-->", re.S),
    "css-hidden": re.compile(r"(display\s*:\s*none|font-size\s*:\s*[01]px|visibility\s*:\s*hidden|color\s*:\s*#?f{3,6}\b)", re.I),
    "details-block": re.compile(r"<details\b", re.I),
    "long-base64": re.compile(r"[A-Za-z0-9+/]{120,}={0,2}"),
    "long-hex": re.compile(r"\b[0-9a-fA-F]{80,}\b"),
    "agent-addressed": re.compile(r"\b(note|instruction)s?\s+(to|for)\s+(the\s+)?(ai|assistant|agent|llm|claude)\b", re.I),
}
ALLOWED_FRONT_MATTER = {"name", "description"}


def escape(s, limit=120):
    out = "".join(c if c.isprintable() and ord(c) < 0xE0000 else f"\\u{ord(c):04x}" for c in s)
    return out if len(out) <= limit else out[:limit] + "…"


def line_of(text, pos):
    return text.count("\n", 0, pos) + 1


def front_matter_keys(text):
    if not text.startswith("---\n"):
        return []
    end = text.find("\n---\n", 4)
    if end < 0:
        return []
    keys = []
    for n, line in enumerate(text[4:end].splitlines(), start=2):
        m = re.match(r"^([A-Za-z0-9_\-]+)\s*:", line)
        if m and m.group(1) not in ALLOWED_FRONT_MATTER:
            keys.append((n, m.group(1)))
    return keys


def scan_file(path):
    findings = []
    try:
        if path.stat().st_size > MAX_BYTES:
            return [(path, 0, "skipped", "file larger than 5 MB")]
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        return [(path, 0, "binary", "not UTF-8 text; inspect manually")]
    for label, rx in {**INVISIBLE, **MARKUP}.items():
        for m in rx.finditer(text):
            findings.append((path, line_of(text, m.start()), label, escape(m.group(0))))
    if path.name == "SKILL.md":
        for n, key in front_matter_keys(text):
            findings.append((path, n, "front-matter-key", key))
    return findings


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: scan_hidden.py PATH")
    root = Path(sys.argv[1])
    if not root.exists():
        sys.exit(f"not found: {root}")
    files = [root] if root.is_file() else sorted(p for p in root.rglob("*") if p.is_file() and p.suffix.lower() in TEXT_SUFFIXES)
    total = 0
    for f in files:
        for path, line, label, excerpt in scan_file(f):
            print(f"{path}:{line}: [{label}] {excerpt}")
            total += 1
    print(f"{total} finding(s) in {len(files)} file(s)")
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main())
