#!/usr/bin/env python3
"""Flag prompt-injection text, and invisible Unicode in discovery text extracts.

Reads files only; writes one CSV report. No network access.
"""
import argparse
import csv
import re
import sys
from pathlib import Path

PATTERNS = {
    "override": re.compile(r"\b(ignore|disregard|override|forget)\b.{0,40}\b(previous|prior|above|all)\b.{0,20}\b(instructions?|rules|directions)\b", re.I | re.S),
    "authority_spoof": re.compile(r"(^|\n)\s*(system|admin(istrator)?|developer)\s*[:\]]", re.I),
    "addressed_to_ai": re.compile(r"\b(dear|attention|note to|hey)?\s*(ai|assistant|language model|llm|ai reviewer)\b\s*[:,]", re.I),
    "exfiltration": re.compile(r"\b(send|e-?mail|forward|upload|post|bcc)\b.{0,60}(https?://\S+|\b[\w.+-]+@[\w-]+\.[\w.]+)", re.I | re.S),
    "context_theft": re.compile(r"\b(system prompt|your instructions|search terms you were given|conversation so far)\b", re.I),
    "concealment": re.compile(r"\b(do not|don't|never)\s+(mention|report|flag|include)\b.{0,40}\b(summary|report|this)\b", re.I | re.S),
}
INVISIBLE = re.compile("[\u200b-\u200f\u202a-\u202e\u2060-\u2064\U000e0000-\U000e007f]|(?<!^)\ufeff")
TAGS = re.compile("[\U000e0020-\U000e007e]+")
MAX_BYTES = 50 * 1024 * 1024


def decode_tags(text):
    return " | ".join("".join(chr(ord(c) - 0xE0000) for c in m.group(0)) for m in TAGS.finditer(text))


def snippet(text, m, width=80):
    start, end = max(0, m.start() - width // 2), min(len(text), m.end() + width // 2)
    return re.sub(r"\s+", " ", text[start:end]).strip()


def screen_file(path):
    if path.stat().st_size > MAX_BYTES:
        return [("too_large", f"{path.stat().st_size} bytes, screen natively")]
    text = path.read_text(encoding="utf-8", errors="replace")
    hits = []
    for name, rx in PATTERNS.items():
        for m in rx.finditer(text):
            hits.append((name, snippet(text, m)))
    invisible = INVISIBLE.findall(text)
    if invisible:
        decoded = decode_tags(text)
        detail = f"{len(invisible)} invisible code points" + (f"; tag text: {decoded[:200]}" if decoded else "")
        hits.append(("invisible_unicode", detail))
    return hits


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("folder")
    ap.add_argument("--volume", required=True)
    ap.add_argument("--out", default="screen_report.csv")
    a = ap.parse_args()
    root = Path(a.folder)
    if not root.is_dir():
        sys.exit(f"{root} is not a folder")
    files = sorted(p for p in root.rglob("*.txt") if p.is_file())
    flagged = 0
    with open(a.out, "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["volume", "bates", "category", "evidence"])
        for p in files:
            try:
                hits = screen_file(p)
            except OSError as exc:
                w.writerow([a.volume, p.stem, "read_error", str(exc)])
                print(f"could not read {p}: {exc}", file=sys.stderr)
                continue
            flagged += bool(hits)
            for cat, ev in hits:
                w.writerow([a.volume, p.stem, cat, ev])
    print(f"{len(files)} documents screened, {flagged} flagged -> {a.out}")


if __name__ == "__main__":
    main()
