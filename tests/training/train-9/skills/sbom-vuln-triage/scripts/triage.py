#!/usr/bin/env python3
"""Bucket Grype JSON matches into fix-now / plan / investigate / open lists (Markdown)."""
import argparse
import json
import sys

HIGH = {"Critical", "High"}
DEV_HINTS = ("/test", "devDependencies", "pytest", "eslint", "jest", "build-stage")


def load(path):
    try:
        with open(path, encoding="utf-8") as fh:
            return json.load(fh)
    except (OSError, json.JSONDecodeError) as exc:
        sys.exit(f"cannot read {path}: {exc}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("grype_json")
    ap.add_argument("--kev")
    a = ap.parse_args()

    data = load(a.grype_json)
    kev = set()
    if a.kev:
        kev = {v.get("cveID") for v in load(a.kev).get("vulnerabilities", [])}

    buckets = {"Fix now": [], "Plan": [], "Investigate reachability": [], "Open": []}
    seen = set()
    for m in data.get("matches", []):
        vuln, art = m.get("vulnerability", {}), m.get("artifact", {})
        vid, sev = vuln.get("id", "?"), vuln.get("severity", "Unknown")
        key = (vid, art.get("name"))
        if key in seen:
            continue
        seen.add(key)
        fixes = (vuln.get("fix") or {}).get("versions") or []
        locs = " ".join(l.get("path", "") for l in art.get("locations", []))
        row = f"| {vid} | {sev} | {art.get('name')} {art.get('version')} | {', '.join(fixes) or '-'} | {locs[:60]} |"
        if vid in kev or (sev in HIGH and fixes):
            buckets["Fix now"].append(row)
        elif sev in HIGH and any(h in locs for h in DEV_HINTS):
            buckets["Investigate reachability"].append(row)
        elif sev == "Medium" and fixes or sev in HIGH:
            buckets["Plan"].append(row)
        else:
            buckets["Open"].append(row)

    for name, rows in buckets.items():
        print(f"## {name} ({len(rows)})\n")
        if rows:
            print("| CVE | Severity | Package | Fixed in | Location |\n|---|---|---|---|---|")
            print("\n".join(rows))
        print()


if __name__ == "__main__":
    main()
