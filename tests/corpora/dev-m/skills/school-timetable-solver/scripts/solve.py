"""Solve a school timetable with CP-SAT."""
import sys

import yaml
from ortools.sat.python import cp_model


def load(path):
    with open(path, encoding="utf-8") as fh:
        data = yaml.safe_load(fh)
    for key in ("teachers", "rooms", "classes", "lessons", "periods_per_day"):
        if key not in data:
            raise SystemExit(f"timetable.yaml is missing '{key}'")
    return data


def solve(data, days=5):
    model = cp_model.CpModel()
    slots = range(days * int(data["periods_per_day"]))
    x = {}
    for i, les in enumerate(data["lessons"]):
        for s in slots:
            x[i, s] = model.NewBoolVar(f"l{i}s{s}")
        model.Add(sum(x[i, s] for s in slots) == int(les["count"]))
    for s in slots:
        for who in ("teacher", "class"):
            groups = {}
            for i, les in enumerate(data["lessons"]):
                groups.setdefault(les[who], []).append(x[i, s])
            for vars_ in groups.values():
                model.Add(sum(vars_) <= 1)
    solver = cp_model.CpSolver()
    solver.parameters.max_time_in_seconds = 30
    status = solver.Solve(model)
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return None
    return {(i, s) for (i, s), v in x.items() if solver.Value(v)}


def main():
    data = load(sys.argv[1])
    placed = solve(data)
    if placed is None:
        print("No feasible timetable; relax lesson counts or add periods.")
        return
    ppd = int(data["periods_per_day"])
    for i, s in sorted(placed, key=lambda t: t[1]):
        les = data["lessons"][i]
        print(f"day {s // ppd + 1} period {s % ppd + 1}: {les['class']} {les['subject']} ({les['teacher']})")


if __name__ == "__main__":
    main()
