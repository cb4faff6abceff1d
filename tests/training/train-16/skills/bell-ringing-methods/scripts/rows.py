#!/usr/bin/env python3
"""Expand place notation into rows; report truth and whether the plain course comes round.

rows.py NOTATION --stage N [--bell B] [--leads L]
"""
import argparse
import re
import sys

BELLS = "1234567890ET"


def parse_notation(text, stage):
    text = text.replace("-", "x").replace(" ", "")
    if not re.fullmatch(r"&?[x0-9ET.]+(,[x0-9ET.]+)?", text):
        raise ValueError("unsupported place notation")
    palindromic = text.startswith("&")
    body, _, lead_end = text.lstrip("&").partition(",")
    tokens = re.findall(r"x|[0-9ET]+", body)
    if palindromic:
        tokens = tokens + tokens[-2::-1]
    if lead_end:
        tokens += re.findall(r"x|[0-9ET]+", lead_end)
    changes = []
    for t in tokens:
        places = set() if t == "x" else {BELLS.index(c) for c in t}
        if any(p >= stage for p in places):
            raise ValueError(f"place in {t!r} beyond stage {stage}")
        changes.append(places)
    return changes


def apply(row, places):
    row = list(row)
    i = 0
    while i < len(row) - 1:
        if i in places or i + 1 in places:
            i += 1
            continue
        row[i], row[i + 1] = row[i + 1], row[i]
        i += 2
    return "".join(row)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("notation")
    ap.add_argument("--stage", type=int, required=True)
    ap.add_argument("--bell", default="")
    ap.add_argument("--leads", type=int, default=0, help="0 = until rounds, capped at 200 leads")
    a = ap.parse_args()
    if not 3 <= a.stage <= 12:
        sys.exit("stage must be 3-12")
    try:
        changes = parse_notation(a.notation, a.stage)
    except ValueError as exc:
        sys.exit(str(exc))
    rounds = BELLS[: a.stage]
    if a.bell and a.bell not in rounds:
        sys.exit(f"bell {a.bell} not in {rounds}")

    max_leads = a.leads if a.leads > 0 else 200
    row, seen, repeats = rounds, {rounds}, 0
    print(rounds)
    came_round = False
    for lead in range(max_leads):
        for ch in changes:
            row = apply(row, ch)
            shown = row.replace(a.bell, f"[{a.bell}]") if a.bell else row
            print(shown + (f"   {row.index(a.bell) + 1}" if a.bell else ""))
            if row == rounds:
                came_round = True
                break
            if row in seen:
                repeats += 1
            seen.add(row)
        if came_round:
            break
        print("-" * a.stage)
    print(f"comes round: {'yes' if came_round else 'no (within limit)'}; repeated rows: {repeats}")


if __name__ == "__main__":
    main()
