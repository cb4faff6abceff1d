#!/usr/bin/env python3
"""Summarise `sf project deploy validate/start --json` output."""
import json
import sys


def to_int(value):
    try:
        return int(value)
    except (TypeError, ValueError):
        return 0


def main():
    if len(sys.argv) != 2:
        print("usage: summarise_deploy.py result.json", file=sys.stderr)
        return 2
    try:
        with open(sys.argv[1], encoding="utf-8") as fh:
            doc = json.load(fh)
    except (OSError, json.JSONDecodeError) as exc:
        print(f"cannot read {sys.argv[1]}: {exc}", file=sys.stderr)
        return 2
    res = doc.get("result") if isinstance(doc, dict) else None
    if not isinstance(res, dict):
        print(f"unexpected JSON (status={doc.get('status') if isinstance(doc, dict) else '?'}): {str(doc)[:300]}")
        return 1
    print(f"job {res.get('id')}  status={res.get('status')}  checkOnly={res.get('checkOnly')}")
    details = res.get("details") or {}
    failures = details.get("componentFailures") or []
    if isinstance(failures, dict):
        failures = [failures]
    for f in failures:
        print(f"  COMPONENT {f.get('componentType')} {f.get('fullName')}: {f.get('problem')}")
    tests = (details.get("runTestResult") or {})
    tfail = tests.get("failures") or []
    if isinstance(tfail, dict):
        tfail = [tfail]
    for t in tfail:
        print(f"  TEST {t.get('name')}.{t.get('methodName')}: {t.get('message')}")
    cov = tests.get("codeCoverage") or []
    if isinstance(cov, dict):
        cov = [cov]
    total = sum(to_int(c.get("numLocations")) for c in cov)
    uncovered = sum(to_int(c.get("numLocationsNotCovered")) for c in cov)
    if total:
        print(f"  coverage {100 * (total - uncovered) / total:.1f}% over {len(cov)} classes")
    return 0 if res.get("success") in (True, "true") else 1


if __name__ == "__main__":
    sys.exit(main())
