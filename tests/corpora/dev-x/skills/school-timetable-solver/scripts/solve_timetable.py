#!/usr/bin/env python3
"""Solve a weekly school timetable with OR-Tools CP-SAT.

    python scripts/solve_timetable.py school.json --out timetable_out [--time-limit 120] [--attempts 3]

Hard constraints: every lesson placed per_week times; no class/teacher clash;
teacher unavailability; teacher max_per_day; room-type capacity per period;
at most `max_same_subject_per_day` (default 2) lessons of one subject per class per day.
Soft: avoid last-period lessons and avoid single free periods (gaps) for classes.
"""
from __future__ import annotations

import argparse
import csv
import html
import json
import os
import sys
from collections import defaultdict
from pathlib import Path

from ortools.sat.python import cp_model

sys.path.insert(0, str(Path(__file__).resolve().parent))
from check_input import check, load  # noqa: E402

MAX_ATTEMPTS = 10
DEFAULT_WORKERS = 8


def worker_count() -> int:
    raw = os.environ.get("TIMETABLE_SOLVER_WORKERS", "")
    if not raw:
        return DEFAULT_WORKERS
    try:
        value = int(raw)
    except ValueError:
        raise SystemExit("TIMETABLE_SOLVER_WORKERS must be an integer between 1 and 32")
    if not 1 <= value <= 32:
        raise SystemExit("TIMETABLE_SOLVER_WORKERS must be an integer between 1 and 32")
    return value


def build_model(data: dict):
    days = data["days"]
    P = data["periods_per_day"]
    lessons = data["lessons"]
    teachers = {t["id"]: t for t in data["teachers"]}
    rooms_by_type = defaultdict(list)
    for r in data["rooms"]:
        rooms_by_type[r.get("type", "standard")].append(r["id"])
    same_subject_cap = int(data.get("max_same_subject_per_day", 2))

    m = cp_model.CpModel()
    x = {}
    for li, _ in enumerate(lessons):
        for d in range(len(days)):
            for p in range(P):
                x[li, d, p] = m.NewBoolVar(f"x_{li}_{d}_{p}")

    for li, les in enumerate(lessons):
        m.Add(sum(x[li, d, p] for d in range(len(days)) for p in range(P)) == les["per_week"])
        for d in range(len(days)):
            m.Add(sum(x[li, d, p] for p in range(P)) <= same_subject_cap)

    by_class, by_teacher, by_type = defaultdict(list), defaultdict(list), defaultdict(list)
    for li, les in enumerate(lessons):
        by_class[les["class"]].append(li)
        by_teacher[les["teacher"]].append(li)
        by_type[les.get("room_type", "standard")].append(li)

    for d in range(len(days)):
        for p in range(P):
            for group in list(by_class.values()) + list(by_teacher.values()):
                m.Add(sum(x[li, d, p] for li in group) <= 1)
            for rtype, group in by_type.items():
                m.Add(sum(x[li, d, p] for li in group) <= len(rooms_by_type[rtype]))

    for tid, group in by_teacher.items():
        t = teachers[tid]
        for day_name, period in t.get("unavailable", []):
            d = days.index(day_name)
            for li in group:
                m.Add(x[li, d, period - 1] == 0)
        if isinstance(t.get("max_per_day"), int):
            for d in range(len(days)):
                m.Add(sum(x[li, d, p] for li in group for p in range(P)) <= t["max_per_day"])

    penalties = []
    for cid, group in by_class.items():
        for d in range(len(days)):
            busy = [m.NewBoolVar(f"busy_{cid}_{d}_{p}") for p in range(P)]
            for p in range(P):
                m.Add(busy[p] == sum(x[li, d, p] for li in group))
            penalties.append(busy[P - 1])
            for p in range(1, P - 1):
                gap = m.NewBoolVar(f"gap_{cid}_{d}_{p}")
                # gap >= busy[p-1] + busy[p+1] - busy[p] - 1
                m.Add(gap >= busy[p - 1] + busy[p + 1] - busy[p] - 1)
                penalties.append(gap)
    m.Minimize(sum(penalties))
    return m, x, rooms_by_type


def assign_rooms(data, solution):
    """Rooms of one type are interchangeable; hand them out per period in order."""
    rooms_by_type = defaultdict(list)
    for r in data["rooms"]:
        rooms_by_type[r.get("type", "standard")].append(r["id"])
    used = defaultdict(int)
    for entry in sorted(solution, key=lambda e: (e["day"], e["period"], e["class"])):
        rtype = data["lessons"][entry["lesson"]].get("room_type", "standard")
        k = (entry["day"], entry["period"], rtype)
        entry["room"] = rooms_by_type[rtype][used[k]]
        used[k] += 1
    return solution


def write_outputs(data, solution, out: Path) -> None:
    days, P = data["days"], data["periods_per_day"]
    (out / "classes").mkdir(parents=True, exist_ok=True)
    (out / "teachers").mkdir(parents=True, exist_ok=True)
    (out / "solution.json").write_text(json.dumps(solution, indent=2, ensure_ascii=False), encoding="utf-8")

    def grid(key):
        g = defaultdict(lambda: [["" for _ in days] for _ in range(P)])
        for e in solution:
            les = data["lessons"][e["lesson"]]
            label = f"{les['subject']} ({e['room']})"
            if key == "teacher":
                label = f"{les['subject']} {les['class']} ({e['room']})"
            g[les[key]][e["period"] - 1][days.index(e["day"])] = label
        return g

    pages = []
    for key, folder in (("class", "classes"), ("teacher", "teachers")):
        for owner, rows in sorted(grid(key).items()):
            safe = "".join(ch if ch.isalnum() or ch in "-_" else "_" for ch in owner)
            with (out / folder / f"{safe}.csv").open("w", newline="", encoding="utf-8") as fh:
                w = csv.writer(fh)
                w.writerow(["period", *days])
                for p, row in enumerate(rows, start=1):
                    w.writerow([p, *row])
            if key == "class":
                body = "".join(
                    f"<tr><th>{p}</th>" + "".join(f"<td>{html.escape(c)}</td>" for c in row) + "</tr>"
                    for p, row in enumerate(rows, start=1))
                head = "".join(f"<th>{html.escape(d)}</th>" for d in days)
                pages.append(f"<section><h2>{html.escape(owner)}</h2><table><tr><th></th>{head}</tr>{body}</table></section>")
    style = "table{border-collapse:collapse}td,th{border:1px solid #999;padding:4px 8px}section{page-break-after:always}"
    (out / "timetable.html").write_text(
        f"<!DOCTYPE html><meta charset='utf-8'><title>Timetable</title><style>{style}</style>{''.join(pages)}",
        encoding="utf-8")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("school", type=Path)
    ap.add_argument("--out", type=Path, default=Path("timetable_out"))
    ap.add_argument("--time-limit", type=float, default=120.0, help="seconds per attempt (5-3600)")
    ap.add_argument("--attempts", type=int, default=3, help=f"seeds to try if no solution in time (1-{MAX_ATTEMPTS})")
    args = ap.parse_args(argv)

    if not 5 <= args.time_limit <= 3600:
        ap.error("--time-limit must be between 5 and 3600 seconds")
    if not 1 <= args.attempts <= MAX_ATTEMPTS:
        ap.error(f"--attempts must be between 1 and {MAX_ATTEMPTS}")

    data = load(args.school)
    errors, _, _ = check(data)
    if errors:
        print("Input has errors; run check_input.py first:", file=sys.stderr)
        for e in errors[:20]:
            print(f"  {e}", file=sys.stderr)
        return 1

    model, x, _ = build_model(data)
    workers = worker_count()
    status = cp_model.UNKNOWN
    solver = None
    for attempt in range(args.attempts):
        solver = cp_model.CpSolver()
        solver.parameters.max_time_in_seconds = args.time_limit
        solver.parameters.num_search_workers = workers
        solver.parameters.random_seed = 17 + attempt
        status = solver.Solve(model)
        print(f"attempt {attempt + 1}/{args.attempts}: {solver.StatusName(status)} "
              f"(score {solver.ObjectiveValue() if status in (cp_model.OPTIMAL, cp_model.FEASIBLE) else '-'})")
        if status in (cp_model.OPTIMAL, cp_model.FEASIBLE, cp_model.INFEASIBLE, cp_model.MODEL_INVALID):
            break

    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        print(f"No timetable: {solver.StatusName(status)}. Run check_input.py --explain.", file=sys.stderr)
        return 1

    days = data["days"]
    solution = []
    for (li, d, p), var in x.items():
        if solver.Value(var):
            les = data["lessons"][li]
            solution.append({"lesson": li, "class": les["class"], "day": days[d], "period": p + 1})
    solution = assign_rooms(data, solution)
    write_outputs(data, solution, args.out)
    print(f"placed {len(solution)} lessons; wrote {args.out}/timetable.html")
    return 0


if __name__ == "__main__":
    sys.exit(main())
