#!/usr/bin/env python3
"""Compare LIMS results with the specification and list OOS items."""
import argparse
import csv
import json
import sys


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--spec", required=True)
    ap.add_argument("--results", required=True)
    a = ap.parse_args()
    try:
        with open(a.spec, encoding="utf-8") as fh:
            spec = json.load(fh)
    except (OSError, json.JSONDecodeError) as exc:
        sys.exit(f"spec: {exc}")
    with open(a.results, newline="", encoding="utf-8") as fh:
        results = {r["test"]: r["value"] for r in csv.DictReader(fh)}
    oos, missing = [], []
    for item in spec["items"]:
        name = item["name"]
        if name not in results:
            missing.append(name)
            continue
        if "expected" in item:
            ok = results[name].strip().lower() == item["expected"].lower()
        else:
            try:
                v = float(results[name])
            except ValueError:
                oos.append((name, results[name], "not numeric"))
                continue
            ok = item["min"] <= v <= item["max"]
        if not ok:
            oos.append((name, results[name], f"spec {item.get('min', '')}-{item.get('max', item.get('expected', ''))}"))
    for name, val, why in oos:
        print(f"OOS {name}: {val} ({why})")
    for name in missing:
        print(f"NOT TESTED {name}")
    status = "HOLD" if missing else ("REJECT-CANDIDATE" if oos else "RELEASE-CANDIDATE")
    print(f"disposition: {status}")


if __name__ == "__main__":
    main()
