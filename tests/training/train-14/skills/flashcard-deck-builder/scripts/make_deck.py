#!/usr/bin/env python3
"""Build an Anki .apkg from a vocabulary CSV."""
import argparse
import csv
import hashlib
import sys
from pathlib import Path

import genanki

HERE = Path(__file__).resolve().parent


def stable_id(text):
    return int(hashlib.sha1(text.encode("utf-8")).hexdigest()[:8], 16)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv", type=Path)
    ap.add_argument("--deck", required=True)
    ap.add_argument("-o", "--out", type=Path, required=True)
    a = ap.parse_args()

    css = (HERE.parent / "assets" / "card.css").read_text(encoding="utf-8")
    model = genanki.Model(
        stable_id("vocab-model-v1"), "Vocab (recognition+production)",
        fields=[{"name": n} for n in ("Word", "Reading", "Meaning", "Example")],
        templates=[
            {"name": "Recognition", "qfmt": "{{Word}}",
             "afmt": "{{FrontSide}}<hr><div class=reading>{{Reading}}</div><div class=meaning>{{Meaning}}</div><div class=example>{{Example}}</div>"},
            {"name": "Production", "qfmt": "<div class=meaning>{{Meaning}}</div>",
             "afmt": "{{FrontSide}}<hr>{{Word}}<div class=reading>{{Reading}}</div>"},
        ],
        css=css,
    )
    deck = genanki.Deck(stable_id(a.deck), a.deck)
    seen, skipped, missing = set(), [], []
    try:
        with a.csv.open(encoding="utf-8-sig", newline="") as fh:
            reader = csv.DictReader(fh)
            need = {"word", "reading", "meaning"}
            if not reader.fieldnames or not need <= set(reader.fieldnames):
                sys.exit(f"CSV needs columns {sorted(need)}; got {reader.fieldnames}")
            for i, row in enumerate(reader, start=2):
                word = (row.get("word") or "").strip()
                if not word:
                    continue
                if word in seen:
                    skipped.append(word)
                    continue
                if not (row.get("reading") or "").strip():
                    missing.append(f"line {i}: {word}")
                    continue
                seen.add(word)
                deck.add_note(genanki.Note(model=model, fields=[
                    word, row["reading"].strip(), row["meaning"].strip(), (row.get("example") or "").strip()]))
    except (OSError, UnicodeDecodeError, csv.Error) as e:
        sys.exit(f"cannot read {a.csv}: {e}")
    genanki.Package(deck).write_to_file(str(a.out))
    print(f"{len(seen)} notes -> {a.out}")
    if skipped:
        print("duplicates skipped:", ", ".join(skipped))
    if missing:
        print("rows without reading (ask the user):", *missing, sep="\n  ")


if __name__ == "__main__":
    main()
