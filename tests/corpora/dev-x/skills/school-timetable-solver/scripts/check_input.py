#!/usr/bin/env python3
"""Validate a school timetable JSON file before solving.

    python scripts/check_input.py school.json [--explain]

Exit codes: 0 = ok (warnings allowed), 1 = errors found, 2 = unreadable input.
"""
from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

MAX_FILE_BYTES = 5 * 1024 * 1024


def load(path: Path) -> dict:
    if not path.is_file():
        raise SystemExit(f"not found: {path}")
    if path.stat().st_size > MAX_FILE_BYTES:
        raise SystemExit(f"{path} is larger than 5 MB; that is not a timetable file")
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise SystemExit(f"{path}: invalid JSON ({exc})")
    if not isinstance(data, dict):
        raise SystemExit(f"{path}: top level must be an object")
    return data


def check(data: dict) -> tuple[list[str], list[str], list[str]]:
    errors: list[str] = []
    warnings: list[str] = []
    explain: list[str] = []

    days = data.get("days")
    periods = data.get("periods_per_day")
    if not isinstance(days, list) or not days or not all(isinstance(d, str) for d in days):
        errors.append("'days' must be a non-empty list of names")
        days = []
    if not isinstance(periods, int) or not 1 <= periods <= 14:
        errors.append("'periods_per_day' must be an integer between 1 and 14")
        periods = 0
    slots = len(days) * periods

    def ids(section: str) -> dict[str, dict]:
        items = data.get(section)
        if not isinstance(items, list):
            errors.append(f"'{section}' must be a list")
            return {}
        seen: dict[str, dict] = {}
        for i, item in enumerate(items):
            if not isinstance(item, dict) or not isinstance(item.get("id"), str) or not item["id"]:
                errors.append(f"{section}[{i}]: missing string 'id'")
                continue
            if item["id"] in seen:
                errors.append(f"{section}: duplicate id {item['id']!r}")
            seen[item["id"]] = item
        return seen

    teachers, classes, rooms = ids("teachers"), ids("classes"), ids("rooms")
    room_types = Counter(r.get("type", "standard") for r in rooms.values())

    lessons = data.get("lessons")
    if not isinstance(lessons, list) or not lessons:
        errors.append("'lessons' must be a non-empty list")
        lessons = []

    class_load: Counter = Counter()
    teacher_load: Counter = Counter()
    type_load: Counter = Counter()
    for i, les in enumerate(lessons):
        where = f"lessons[{i}]"
        if not isinstance(les, dict):
            errors.append(f"{where}: must be an object")
            continue
        n = les.get("per_week")
        if not isinstance(n, int) or not 1 <= n <= slots:
            errors.append(f"{where}: 'per_week' must be an integer between 1 and {slots}")
            continue
        if les.get("class") not in classes:
            errors.append(f"{where}: unknown class {les.get('class')!r}")
        if les.get("teacher") not in teachers:
            errors.append(f"{where}: unknown teacher {les.get('teacher')!r}")
        rtype = les.get("room_type", "standard")
        if room_types[rtype] == 0:
            errors.append(f"{where}: no rooms of type {rtype!r}")
        class_load[les.get("class")] += n
        teacher_load[les.get("teacher")] += n
        type_load[rtype] += n

    for cid, load_ in class_load.items():
        if load_ > slots:
            errors.append(f"class {cid}: {load_} lessons/week but only {slots} periods")
            explain.append(f"Class {cid} needs {load_} lessons in a {slots}-period week; remove {load_ - slots}.")

    for tid, load_ in teacher_load.items():
        t = teachers.get(tid, {})
        blocked = t.get("unavailable", [])
        if not isinstance(blocked, list):
            errors.append(f"teacher {tid}: 'unavailable' must be a list of [day, period] pairs")
            continue
        for pair in blocked:
            if (not isinstance(pair, list) or len(pair) != 2 or pair[0] not in days
                    or not isinstance(pair[1], int) or not 1 <= pair[1] <= periods):
                errors.append(f"teacher {tid}: bad unavailable entry {pair!r}")
        free = slots - len(blocked)
        if load_ > free:
            errors.append(f"teacher {tid}: {load_} lessons but only {free} available periods")
            explain.append(f"{t.get('name', tid)} teaches {load_} lessons but is available for {free} periods.")
        elif free and load_ / free > 0.9:
            warnings.append(f"teacher {tid}: {load_}/{free} available periods used ({load_ / free:.0%})")
        max_day = t.get("max_per_day")
        if isinstance(max_day, int) and max_day * len(days) < load_:
            errors.append(f"teacher {tid}: max_per_day={max_day} allows only {max_day * len(days)} lessons")
            explain.append(f"{t.get('name', tid)}'s daily maximum ({max_day}) is too low for {load_} lessons.")

    for rtype, load_ in type_load.items():
        capacity = room_types[rtype] * slots
        if capacity and load_ > capacity:
            errors.append(f"room type {rtype}: {load_} lessons but capacity {capacity}")
            explain.append(f"Not enough '{rtype}' rooms: {load_} lessons need them, {capacity} room-periods exist.")

    return errors, warnings, explain


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("school", type=Path)
    ap.add_argument("--explain", action="store_true", help="print plain-language causes of infeasibility")
    args = ap.parse_args(argv)
    try:
        data = load(args.school)
    except SystemExit as exc:
        print(exc, file=sys.stderr)
        return 2
    errors, warnings, explain = check(data)
    for e in errors:
        print(f"ERROR   {e}")
    for w in warnings:
        print(f"WARNING {w}")
    if args.explain:
        print("\nLikely causes:" if explain else "\nNo obvious capacity problem; see references/constraints.md.")
        for line in explain:
            print(f"  - {line}")
    print(f"\n{len(errors)} errors, {len(warnings)} warnings")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
