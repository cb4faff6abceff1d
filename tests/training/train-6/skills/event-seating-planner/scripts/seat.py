#!/usr/bin/env python3
"""Greedy seating planner with hard together/apart rules and soft 'near' preferences."""
import argparse
import json
import sys
from collections import defaultdict


def load(path):
    try:
        with open(path, encoding="utf-8") as fh:
            data = json.load(fh)
    except (OSError, json.JSONDecodeError) as exc:
        sys.exit(f"cannot read {path}: {exc}")
    for key in ("tables", "guests"):
        if not isinstance(data.get(key), list) or not data[key]:
            sys.exit(f"'{key}' must be a non-empty list")
    for t in data["tables"]:
        if not isinstance(t, dict) or not isinstance(t.get("name"), str):
            sys.exit(f"every table needs a 'name': {t!r}")
        if not isinstance(t.get("seats"), int) or t["seats"] < 1:
            sys.exit(f"table {t.get('name')!r} needs a positive integer 'seats'")
    for g in data["guests"]:
        if not isinstance(g, dict) or not isinstance(g.get("name"), str) or not g["name"].strip():
            sys.exit(f"every guest needs a non-empty 'name': {g!r}")
    names = {g["name"] for g in data["guests"]}
    for rule in ("together", "apart"):
        if not isinstance(data.get(rule, []), list):
            sys.exit(f"'{rule}' must be a list of name lists")
        for group in data.get(rule, []):
            if not isinstance(group, list):
                sys.exit(f"each '{rule}' entry must be a list of names")
            unknown = [n for n in group if n not in names]
            if unknown:
                sys.exit(f"{rule} rule mentions unknown guest(s): {', '.join(unknown)}")
    if not isinstance(data.get("near", {}), dict):
        sys.exit("'near' must map guest names to table names")
    return data


def groups(data):
    parent = {g["name"]: g["name"] for g in data["guests"]}

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    def union(a, b):
        parent[find(a)] = find(b)

    by_party = defaultdict(list)
    for g in data["guests"]:
        by_party[g.get("party", g["name"])].append(g["name"])
    for members in list(by_party.values()) + data.get("together", []):
        for m in members[1:]:
            union(members[0], m)
    out = defaultdict(list)
    for g in data["guests"]:
        out[find(g["name"])].append(g["name"])
    return sorted(out.values(), key=len, reverse=True)


def plan(data):
    seats = {t["name"]: t["seats"] for t in data["tables"]}
    seated = {t: [] for t in seats}
    apart = [set(p) for p in data.get("apart", [])]
    near = data.get("near", {})
    unplaced = []
    for grp in groups(data):
        def ok(table):
            if seats[table] - len(seated[table]) < len(grp):
                return False
            members = set(seated[table]) | set(grp)
            return not any(pair <= members for pair in apart)

        options = [t for t in seats if ok(t)]
        if not options:
            unplaced.extend(grp)
            continue
        preferred = [t for t in options if any(near.get(n) == t for n in grp)]
        table = (preferred or sorted(options, key=lambda t: len(seated[t])))[0]
        seated[table].extend(grp)
    return seated, unplaced


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("guests")
    ap.add_argument("--out", default="plan.json")
    args = ap.parse_args()
    data = load(args.guests)
    seated, unplaced = plan(data)
    for table, people in seated.items():
        print(f"{table} ({len(people)}): " + ", ".join(sorted(people)))
    if unplaced:
        print("NOT PLACED (rules or capacity): " + ", ".join(unplaced))
    with open(args.out, "w", encoding="utf-8") as fh:
        json.dump({"tables": seated, "unplaced": unplaced}, fh, indent=2)
    sys.exit(1 if unplaced else 0)


if __name__ == "__main__":
    main()
