#!/usr/bin/env python3
"""Check greenhouse controller rules for conflicts and missing hysteresis."""
import itertools
import sys

import yaml

MIN_HYST = {"air_temp": 1.0, "rh": 5.0, "wind_ms": 1.0}
HEATING = {"heater"}
COOLING = {"roof_vent", "side_vent", "exhaust_fan", "misting"}


def band(cond):
    lo = cond.get("above", float("-inf"))
    hi = cond.get("below", float("inf"))
    return lo, hi


def overlaps(a, b):
    for sensor in set(a.get("when", {})) & set(b.get("when", {})):
        lo1, hi1 = band(a["when"][sensor])
        lo2, hi2 = band(b["when"][sensor])
        if max(lo1, lo2) >= min(hi1, hi2):
            return False
    return True


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: check_rules.py rules.yaml")
    try:
        with open(sys.argv[1], encoding="utf-8") as fh:
            doc = yaml.safe_load(fh)
    except (OSError, yaml.YAMLError) as exc:
        sys.exit(f"cannot read rules: {exc}")
    rules = (doc or {}).get("rules")
    if not isinstance(rules, list):
        sys.exit("the file needs a top-level 'rules' list")

    findings = 0
    for r in rules:
        for sensor in r.get("when", {}):
            need = MIN_HYST.get(sensor)
            have = (r.get("hysteresis") or {}).get(sensor)
            if need and (have is None or have < need):
                print(f"[hysteresis] {r.get('name')}: {sensor} needs at least {need}")
                findings += 1
    for a, b in itertools.combinations(rules, 2):
        if a.get("priority") != b.get("priority") or not overlaps(a, b):
            continue
        ta, tb = a.get("then", {}), b.get("then", {})
        for act in set(ta) & set(tb):
            if ta[act] != tb[act]:
                print(f"[conflict] {a.get('name')} and {b.get('name')} set {act} to {ta[act]} / {tb[act]}")
                findings += 1
        if (set(ta) & HEATING and set(tb) & COOLING) or (set(tb) & HEATING and set(ta) & COOLING):
            if not (a.get("between") and b.get("between") and a["between"] != b["between"]):
                print(f"[heat+cool] {a.get('name')} and {b.get('name')} may run together")
                findings += 1
    print(f"{len(rules)} rules checked, {findings} finding(s)")


if __name__ == "__main__":
    main()
