#!/usr/bin/env python3
"""Render a sign-language vocabulary CSV as a Markdown glossary."""
import argparse
import csv

FIELDS = ["english", "handshape", "location", "movement", "nmf"]


def fmt_ms(ms):
    return f"{ms / 1000:.1f}s"


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("csv")
    ap.add_argument("--lang", default="BSL")
    ap.add_argument("--out", default="glossary.md")
    args = ap.parse_args()

    with open(args.csv, newline="", encoding="utf-8-sig") as fh:
        rows = list(csv.DictReader(fh))

    entries = []
    for row in rows:
        entries.append({
            "gloss": row["gloss"].strip().upper(),
            "clip": (row.get("clip_file", ""), int(row["clip_start_ms"]), int(row["clip_end_ms"])),
            **{k: (row.get(k) or "—").strip() for k in FIELDS},
        })
    entries.sort(key=lambda e: e["gloss"])

    with open(args.out, "w", encoding="utf-8") as out:
        out.write(f"# {args.lang} glossary\n\n")
        for e in entries:
            clip, start, end = e["clip"]
            out.write(f"### {e['gloss']}\n\n| | |\n|---|---|\n")
            for k in FIELDS:
                out.write(f"| {k} | {e[k]} |\n")
            out.write(f"| clip | `{clip}` {fmt_ms(start)}–{fmt_ms(end)} |\n\n")
    print(f"{len(entries)} entries -> {args.out}")


if __name__ == "__main__":
    main()
