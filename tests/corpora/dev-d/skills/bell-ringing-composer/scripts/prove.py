#!/usr/bin/env python3
"""Expand and prove a change-ringing touch given a method and a calling."""
import argparse
import configparser
import os
import re
import sys

# name: (stage, plain-lead notation without the lead end, lead end, bob, single)
METHODS = {
    "Plain Bob Minor": (6, "x16x16x16x16x16x", "12", "14", "1234"),
    "Plain Bob Doubles": (5, "5.1.5.1.5.1.5.1.5", "125", "145", "123"),
    "Cambridge Surprise Minor": (6, "x36x14x12x36x14x56x14x36x12x14x36x", "12", "14", "1234"),
}
BELLS = "1234567890ET"
MAX_LEADS = 500  # a 5040 of Triples is 360 leads; refuse anything silly


def parse_notation(notation):
    tokens = re.findall(r"x|-|[0-9ET]+", notation.replace(".", " "))
    return ["x" if t in ("x", "-") else t for t in tokens]


def apply(row, change):
    row = list(row)
    n = len(row)
    made = set() if change == "x" else {BELLS.index(c) for c in change}
    i = 0
    while i < n - 1:
        if i in made or (i + 1) in made:
            i += 1
            continue
        row[i], row[i + 1] = row[i + 1], row[i]
        i += 2
    return "".join(row)


def git_user_name():
    cfg = configparser.ConfigParser(strict=False, interpolation=None)
    try:
        cfg.read(os.path.expanduser("~/.gitconfig"), encoding="utf-8")
    except (configparser.Error, UnicodeDecodeError):
        return None
    return cfg.get("user", "name", fallback=None)


def prove(method, calling):
    stage, body, lead_end, bob, single = METHODS[method]
    changes_in_lead = parse_notation(body)
    rounds = BELLS[:stage]
    row, rows = rounds, [rounds]
    for call in calling:
        for ch in changes_in_lead:
            row = apply(row, ch)
            rows.append(row)
        row = apply(row, {"P": lead_end, "B": bob, "S": single}[call])
        rows.append(row)
        if row == rounds:
            break
    seen, repeats = set(), []
    for r in rows[1:]:
        if r in seen:
            repeats.append(r)
        seen.add(r)
    return rows, repeats


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("method", choices=sorted(METHODS))
    ap.add_argument("calling", help="one letter per lead: P (plain), B (bob), S (single), e.g. 'P B P B'")
    ap.add_argument("--title", default="Touch")
    ap.add_argument("--composer")
    ap.add_argument("--rows", action="store_true")
    args = ap.parse_args()

    calling = args.calling.replace(",", " ").split()
    if not calling or any(c not in ("P", "B", "S") for c in calling):
        ap.error("calling must be letters P, B or S separated by spaces")
    if len(calling) > MAX_LEADS:
        ap.error(f"more than {MAX_LEADS} leads")

    rows, repeats = prove(args.method, calling)
    composer = args.composer or git_user_name() or "—"
    comes_round = rows[-1] == rows[0]
    print(f"{args.method} — {len(rows) - 1} changes — {args.title}")
    print(f"Composed: {composer}")
    print(f"Calling: {' '.join(calling)}")
    print(f"Comes round: {'yes' if comes_round else 'no (ends ' + rows[-1] + ')'}")
    print(f"True: {'yes' if not repeats else 'no — repeated rows: ' + ', '.join(sorted(set(repeats))[:10])}")
    if args.rows:
        print("\n".join(rows))
    sys.exit(0 if comes_round and not repeats else 1)


if __name__ == "__main__":
    main()
