#!/usr/bin/env python3
"""Scan files for hidden text techniques and print/report decoded candidates."""
import argparse
import re
import sys
from pathlib import Path

MAX_BYTES = 5 * 1024 * 1024
TEXT_EXT = {".md", ".txt", ".html", ".htm", ".json", ".yaml", ".yml", ".xml", ".csv",
            ".py", ".js", ".ts", ".sh", ".ipynb", ".mdc", ".toml"}
ZW = re.compile("[\u200b\u200c\u200d\u2060\ufeff]")
TAG = re.compile("[\U000E0000-\U000E007F]+")
BIDI = re.compile("[\u202a-\u202e\u2066-\u2069]")
HCOM = re.compile(r"<!--(.*?)-->", re.S)
CSS = re.compile(r"<(\w+)[^>]*style=\"[^\"]*(color:\s*#?f{3,6}\b|font-size:\s*[01]px|display:\s*none|"
                 r"opacity:\s*0(\.0+)?\b|left:\s*-\d{3,}px)[^\"]*\"[^>]*>(.*?)</\1>", re.I | re.S)
ALT = re.compile(r"\b(alt|title|aria-label)=\"([^\"]{25,})\"", re.I)
IMPERATIVE = re.compile(r"(?i)\b(assistant|agent|ai|model|system)\b|ignore|disregard|do not (mention|tell)|"
                        r"send|upload|include the contents|curl|~/\.ssh|\.aws")


def decode_tags(s):
    return "".join(chr(ord(c) - 0xE0000) for c in s if 0xE0020 <= ord(c) <= 0xE007E)


def line_of(text, pos):
    return text.count("\n", 0, pos) + 1


def scan_text(text):
    out = []
    for m in TAG.finditer(text):
        out.append((line_of(text, m.start()), "TAG", decode_tags(m.group())))
    for m in ZW.finditer(text):
        out.append((line_of(text, m.start()), "ZW", "zero-width char U+%04X" % ord(m.group())))
    for m in BIDI.finditer(text):
        out.append((line_of(text, m.start()), "BIDI", "bidi control U+%04X" % ord(m.group())))
    for m in HCOM.finditer(text):
        out.append((line_of(text, m.start()), "HCOM", m.group(1).strip()[:300]))
    for m in CSS.finditer(text):
        out.append((line_of(text, m.start()), "CSS", re.sub(r"<[^>]+>", "", m.group(4)).strip()[:300]))
    for m in ALT.finditer(text):
        out.append((line_of(text, m.start()), "ALT", m.group(2)[:300]))
    return out


def clean(text):
    text = TAG.sub("", text)
    text = ZW.sub("", text)
    text = BIDI.sub("", text)
    return HCOM.sub("", text)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path", type=Path)
    ap.add_argument("--report", type=Path)
    ap.add_argument("--clean-out", type=Path)
    a = ap.parse_args()
    if not a.path.exists():
        sys.exit(f"no such path: {a.path}")
    base = a.path if a.path.is_dir() else a.path.parent
    files = [a.path] if a.path.is_file() else [p for p in a.path.rglob("*") if p.is_file()]
    rows = []
    for f in sorted(files):
        if f.suffix.lower() not in TEXT_EXT or f.stat().st_size > MAX_BYTES:
            continue
        text = f.read_text(encoding="utf-8", errors="replace")
        for line, tech, snippet in scan_text(text):
            rank = 0 if IMPERATIVE.search(snippet) else 1
            rows.append((rank, str(f), line, tech, snippet))
        if a.clean_out:
            dest = a.clean_out / f.relative_to(base)
            dest.parent.mkdir(parents=True, exist_ok=True)
            dest.write_text(clean(text), encoding="utf-8")
    rows.sort()
    lines = [f"{'SUSPICIOUS' if r == 0 else 'candidate':10} {f}:{ln} [{t}] {s!r}" for r, f, ln, t, s in rows]
    print("\n".join(lines) if lines else "no hidden-text candidates found")
    if a.report:
        a.report.write_text("# Hidden text report\n\n```\n" + "\n".join(lines) + "\n```\n", encoding="utf-8")


if __name__ == "__main__":
    main()
