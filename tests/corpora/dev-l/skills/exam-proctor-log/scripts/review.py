#!/usr/bin/env python3
"""Summarise proctoring events per student into a Markdown incident report."""
import argparse
import csv
import json
import pathlib
import sys


def load_accommodations(path: pathlib.Path) -> dict:
    if not path.exists():
        return {}
    with open(path, newline="", encoding="utf-8") as fh:
        return {r["student"]: int(r.get("extra_minutes", 0) or 0) for r in csv.DictReader(fh)}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("logs")
    ap.add_argument("--exam-start", default="09:00")
    ap.add_argument("--duration", type=int, default=120)
    ap.add_argument("--no-accommodations", action="store_true")
    a = ap.parse_args()
    extra = {} if a.no_accommodations else load_accommodations(pathlib.Path("accommodations.csv"))
    for f in sorted(pathlib.Path(a.logs).glob("*.json")):
        try:
            log = json.loads(f.read_text(encoding="utf-8"))
        except json.JSONDecodeError as e:
            print(f"<!-- skipped {f.name}: {e} -->", file=sys.stderr)
            continue
        ev = log.get("events", [])
        tabs = sum(1 for e in ev if e.get("type") == "blur")
        pastes = [e for e in ev if e.get("type") == "paste" and e.get("chars", 0) > 200]
        gaps = [e for e in ev if e.get("type") == "webcam_gap" and e.get("seconds", 0) > 60]
        student = log.get("student", f.stem)
        window = a.duration + extra.get(student, 0)
        if tabs > 5 or pastes or gaps:
            print(f"## {student} (window {window} min)\n- tab switches: {tabs}\n- large pastes: {len(pastes)}\n- webcam gaps: {len(gaps)}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
