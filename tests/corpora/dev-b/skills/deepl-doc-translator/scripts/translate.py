#!/usr/bin/env python3
"""Translate Markdown with DeepL, protecting code, links and front matter."""
import argparse
import csv
import io
import os
import re
import sys
import time
from pathlib import Path

import requests

FENCE = re.compile(r"^(```|~~~).*?^\1[ \t]*$", re.M | re.S)
INLINE = re.compile(r"`[^`\n]+`")
LINK_TARGET = re.compile(r"\]\(([^)\s]+)(\s+\"[^\"]*\")?\)")
FRONT = re.compile(r"\A---\n(.*?)\n---\n", re.S)
MAX_TRIES = 5


def api_base(key):
    return "https://api-free.deepl.com/v2" if key.endswith(":fx") else "https://api.deepl.com/v2"


def post(url, key, data):
    for attempt in range(1, MAX_TRIES + 1):
        r = requests.post(url, data=data, headers={"Authorization": f"DeepL-Auth-Key {key}"}, timeout=(10, 120))
        if r.status_code in (429, 503) and attempt < MAX_TRIES:
            time.sleep(min(60, 2 ** attempt))
            continue
        if r.status_code == 456:
            sys.exit("translate.py: DeepL quota exceeded for this billing period")
        if not r.ok:
            sys.exit(f"translate.py: DeepL HTTP {r.status_code}: {r.text[:200]}")
        try:
            return r.json()
        except ValueError:
            sys.exit("translate.py: DeepL returned invalid JSON")
    sys.exit("translate.py: DeepL kept rate-limiting; try again later")


def protect(text):
    """Swap code blocks, inline code and link targets for <x id="n"/> placeholders."""
    saved = []

    def keep(value):
        saved.append(value)
        return f"<x id=\"{len(saved) - 1}\"/>"

    text = FENCE.sub(lambda m: keep(m.group(0)), text)
    text = INLINE.sub(lambda m: keep(m.group(0)), text)
    text = LINK_TARGET.sub(lambda m: "](" + keep(m.group(1) + (m.group(2) or "")) + ")", text)
    return text, saved


def restore(text, saved):
    return re.sub(r"<x id=\"(\d+)\"\s*/>(?:</x>)?", lambda m: saved[int(m.group(1))], text)


def glossary_id(base, key, path, src, tgt):
    name = f"{path.stem}-{src}-{tgt}".lower()
    listing = requests.get(f"{base}/glossaries", headers={"Authorization": f"DeepL-Auth-Key {key}"}, timeout=30)
    try:
        existing = listing.json().get("glossaries", []) if listing.ok else []
    except ValueError:
        existing = []
        print("translate.py: could not read glossary list; creating a new glossary", file=sys.stderr)
    for g in existing:
        if g.get("name") == name:
            return g["glossary_id"]
    try:
        with path.open(newline="", encoding="utf-8") as fh:
            rows = [r for r in csv.reader(fh) if len(r) == 2]
    except (OSError, csv.Error) as exc:
        sys.exit(f"translate.py: cannot read glossary {path}: {exc}")
    buf = io.StringIO()
    csv.writer(buf).writerows(rows)
    g = post(f"{base}/glossaries", key, {"name": name, "source_lang": src, "target_lang": tgt.split("-")[0],
                                         "entries": buf.getvalue(), "entries_format": "csv"})
    return g["glossary_id"]


def translate(text, args, key, gid):
    front = ""
    m = FRONT.match(text)
    if m:
        front, text = m.group(0), text[m.end():]
    body, saved = protect(text)
    data = {"text": body, "target_lang": args.to, "tag_handling": "xml", "ignore_tags": "x", "preserve_formatting": "1"}
    if args.source:
        data["source_lang"] = args.source
    if args.formality:
        data["formality"] = args.formality
    if gid:
        data["glossary_id"] = gid
    out = post(f"{api_base(key)}/translate", key, data)["translations"][0]["text"]
    return front + restore(out, saved)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src", type=Path)
    ap.add_argument("--to", required=True)
    ap.add_argument("--source")
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--glossary", type=Path)
    ap.add_argument("--formality", choices=["more", "less", "prefer_more", "prefer_less"])
    a = ap.parse_args()
    key = os.environ.get("DEEPL_AUTH_KEY")
    if not key:
        sys.exit("translate.py: set DEEPL_AUTH_KEY")
    files = sorted(a.src.rglob("*.md")) if a.src.is_dir() else [a.src]
    gid = None
    if a.glossary:
        if not a.source:
            sys.exit("translate.py: --glossary needs --source (DeepL glossaries are per language pair)")
        gid = glossary_id(api_base(key), key, a.glossary, a.source, a.to)
    for f in files:
        dest = a.out / f.relative_to(a.src) if a.src.is_dir() else a.out
        dest.parent.mkdir(parents=True, exist_ok=True)
        dest.write_text(translate(f.read_text(encoding="utf-8"), a, key, gid), encoding="utf-8")
        print(f"{f} -> {dest}")


if __name__ == "__main__":
    main()
