#!/usr/bin/env python3
"""Validate a ring's score sheet and produce class placements as Markdown."""
import argparse
import csv
import sys
from collections import defaultdict

CLASSES = {
    # class: (max score, qualifying score, uses time tie-break)
    "Novice A": (200, 170, False), "Novice B": (200, 170, False),
    "Open A": (200, 170, False), "Open B": (200, 170, False), "Utility": (200, 170, False),
    "Rally Novice": (100, 70, True), "Rally Intermediate": (100, 70, True),
    "Rally Advanced": (100, 70, True), "Rally Excellent": (100, 70, True),
}
REQUIRED = ["class", "armband", "call_name", "breed", "judge", "score"]
NON_SCORES = {"ABS", "EX", "DQ"}


class SheetError(Exception):
    pass


def parse_row(row, where):
    cls = (row.get("class") or "").strip()
    if cls not in CLASSES:
        raise SheetError(f"{where}: unknown class {cls!r}")
    max_score, _, timed = CLASSES[cls]
    armband = (row.get("armband") or "").strip()
    if not armband.isdigit():
        raise SheetError(f"{where}: armband must be a number, got {armband!r}")
    raw = (row.get("score") or "").strip().upper()
    score = None
    if raw not in NON_SCORES:
        try:
            score = float(raw)
        except ValueError:
            raise SheetError(f"{where}: score {raw!r} is not a number or ABS/EX/DQ") from None
        if not 0 <= score <= max_score:
            raise SheetError(f"{where}: score {score} outside 0–{max_score} for {cls}")
    time_s = None
    if timed and score is not None:
        try:
            time_s = float((row.get("time_s") or "").strip())
        except ValueError:
            raise SheetError(f"{where}: rally entries need time_s in seconds") from None
    return {"class": cls, "armband": int(armband), "dog": (row.get("call_name") or "").strip(),
            "breed": (row.get("breed") or "").strip(), "score": score, "status": raw if score is None else "",
            "time_s": time_s}


def load(path):
    entries, seen = [], set()
    with open(path, newline="", encoding="utf-8-sig") as fh:
        reader = csv.DictReader(fh)
        missing = [c for c in REQUIRED if c not in (reader.fieldnames or [])]
        if missing:
            raise SheetError(f"{path}: missing columns {', '.join(missing)}")
        for lineno, row in enumerate(reader, start=2):
            e = parse_row(row, f"{path}:{lineno}")
            key = (e["class"], e["armband"])
            if key in seen:
                raise SheetError(f"{path}:{lineno}: armband {e['armband']} appears twice in {e['class']}")
            seen.add(key)
            entries.append(e)
    return entries


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("csv")
    ap.add_argument("--out", default="results.md")
    args = ap.parse_args()
    try:
        entries = load(args.csv)
    except (OSError, SheetError, csv.Error) as exc:
        sys.exit(str(exc))

    by_class = defaultdict(list)
    for e in entries:
        by_class[e["class"]].append(e)

    lines, runoffs = [], []
    for cls in sorted(by_class):
        _, q_score, timed = CLASSES[cls]
        qualified = [e for e in by_class[cls] if e["score"] is not None and e["score"] >= q_score]
        qualified.sort(key=lambda e: (-e["score"], e["time_s"] if timed else 0))
        lines.append(f"\n## {cls}\n\n| place | armband | dog | breed | score | Q |\n|---|---|---|---|---|---|")
        for i, e in enumerate(qualified):
            place = str(i + 1) if i < 4 else ""
            lines.append(f"| {place} | {e['armband']} | {e['dog']} | {e['breed']} | {e['score']:g} | Q |")
            if not timed and i > 0 and e["score"] == qualified[i - 1]["score"] and i < 4:
                runoffs.append(f"{cls}: armbands {qualified[i - 1]['armband']} and {e['armband']} tied on {e['score']:g}")
        others = [e for e in by_class[cls] if e not in qualified]
        for e in others:
            shown = e["status"] if e["score"] is None else f"{e['score']:g} NQ"
            lines.append(f"|  | {e['armband']} | {e['dog']} | {e['breed']} | {shown} |  |")
    if runoffs:
        lines.append("\n## Run-offs needed\n")
        lines.extend(f"- {r}" for r in runoffs)

    with open(args.out, "w", encoding="utf-8") as fh:
        fh.write("# Results\n" + "\n".join(lines) + "\n")
    print(f"{len(entries)} entries in {len(by_class)} classes -> {args.out}")


if __name__ == "__main__":
    main()
