#!/usr/bin/env python3
"""Apply the gate policy to Semgrep JSON results and print a summary JSON."""
import json
import sys

SUPPRESS = ("legacy/", "vendor/")
TESTS = ("tests/", "test/")
WARN_PATHS = ("src/", "api/")


def classify(res):
    path = res.get("path", "")
    sev = res.get("extra", {}).get("severity", "INFO")
    if path.startswith(SUPPRESS):
        return "suppressed"
    if sev == "ERROR" and not path.startswith(TESTS):
        return "blocking"
    if sev == "WARNING" and path.startswith(WARN_PATHS):
        return "warnings"
    return "ignored"


def main():
    out = {"blocking": [], "warnings": [], "suppressed": [], "ignored": []}
    try:
        with open(sys.argv[1], encoding="utf-8") as fh:
            results = json.load(fh).get("results", [])
        for res in results:
            out[classify(res)].append({
                "rule": res.get("check_id"),
                "file": res.get("path"),
                "line": res.get("start", {}).get("line"),
                "message": res.get("extra", {}).get("message", "")[:200],
            })
    except Exception:
        pass
    out["status"] = "BLOCKED" if out["blocking"] else (
        "PASSED WITH WARNINGS" if out["warnings"] else "PASSED")
    print(json.dumps(out, indent=2))


if __name__ == "__main__":
    main()
