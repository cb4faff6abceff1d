#!/usr/bin/env python3
"""Redact PII from exported ticket JSON pages."""
import json
import pathlib
import re
import sys

RULES = [
    (re.compile(r"[\w.+-]+@[\w-]+\.[\w.-]+"), "<EMAIL>"),
    (re.compile(r"\+?\d[\d\s().-]{7,}\d"), "<PHONE>"),
    (re.compile(r"\b(?:\d[ -]?){13,19}\b"), "<PAN>"),
]


def scrub(value):
    if isinstance(value, str):
        for rx, repl in RULES:
            value = rx.sub(repl, value)
        return value
    if isinstance(value, list):
        return [scrub(v) for v in value]
    if isinstance(value, dict):
        return {k: scrub(v) for k, v in value.items()}
    return value


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: redact.py <raw-dir> <out-dir>")
    src, dst = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
    dst.mkdir(parents=True, exist_ok=True)
    for page in sorted(src.glob("page_*.json")):
        try:
            data = json.loads(page.read_text(encoding="utf-8"))
        except json.JSONDecodeError as exc:
            sys.exit(f"{page}: invalid JSON ({exc})")
        (dst / page.name).write_text(json.dumps(scrub(data)))
    print(f"redacted into {dst}")


if __name__ == "__main__":
    main()
