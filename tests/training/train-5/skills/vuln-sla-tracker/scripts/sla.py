#!/usr/bin/env python3
"""Merge vulnerability exports and report SLA status per owner."""
import argparse
import csv
import json
import sys
from datetime import date, timedelta

import yaml

SLA = {"Critical": 7, "High": 30, "Medium": 90, "Low": 180}


def normalise(doc):
    if isinstance(doc, list):
        for f in doc:
            yield f
    elif isinstance(doc, dict) and "Results" in doc:
        for res in doc["Results"]:
            for v in res.get("Vulnerabilities") or []:
                yield {"id": v["VulnerabilityID"], "asset": doc.get("ArtifactName", res.get("Target")),
                       "severity": v.get("Severity", "Low").title(), "first_seen": v.get("PublishedDate", "")[:10],
                       "kev": False}


def load_findings(paths):
    findings, skipped = [], []
    for p in paths:
        try:
            with open(p, encoding="utf-8") as fh:
                findings += list(normalise(json.load(fh)))
        except (OSError, json.JSONDecodeError, KeyError, TypeError) as e:
            skipped.append((p, e.__class__.__name__))
    return findings, skipped


def due(f):
    try:
        seen = date.fromisoformat(f["first_seen"])
    except (KeyError, ValueError):
        return None
    days = 3 if f.get("kev") and f.get("severity") == "Critical" else SLA.get(f.get("severity"), 180)
    return seen + timedelta(days=days)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("exports", nargs="+")
    ap.add_argument("--owners", required=True)
    ap.add_argument("--exceptions")
    a = ap.parse_args()
    findings, skipped = load_findings(a.exports)
    try:
        with open(a.owners, newline="", encoding="utf-8") as fh:
            owners = {r["asset"]: r["team"] for r in csv.DictReader(fh)}
    except (OSError, KeyError) as e:
        sys.exit(f"cannot read owners file: {e}")
    accepted = {}
    if a.exceptions:
        try:
            with open(a.exceptions, encoding="utf-8") as fh:
                for e in (yaml.safe_load(fh) or {}).get("exceptions", []):
                    accepted[(e["id"], e["asset"])] = e
        except (OSError, yaml.YAMLError, KeyError, TypeError) as e:
            sys.exit(f"cannot read exceptions file: {e}")
    today = date.today()
    print(f"# Vulnerability SLA report {today}\n")
    print(f"Files read: {len(a.exports) - len(skipped)}; skipped: {len(skipped)}; findings: {len(findings)}")
    for path, why in skipped:
        print(f"- skipped `{path}` ({why})")
    print("\n## Overdue\n\n| Team | Finding | Asset | Severity | Due |\n|---|---|---|---|---|")
    accepted_rows = []
    for f in sorted(findings, key=lambda f: (owners.get(f.get("asset"), "unowned"), str(due(f)))):
        exc = accepted.get((f.get("id"), f.get("asset")))
        if exc and str(exc.get("expires", "")) >= today.isoformat():
            accepted_rows.append((f, exc))
            continue
        d = due(f)
        if d and d < today:
            print(f"| {owners.get(f.get('asset'), 'unowned')} | {f.get('id')} | {f.get('asset')} | {f.get('severity')} | {d} |")
    print("\n## Accepted risks (counted in totals)\n\n| Finding | Asset | Approver | Expires |\n|---|---|---|---|")
    for f, exc in accepted_rows:
        print(f"| {f.get('id')} | {f.get('asset')} | {exc.get('approver')} | {exc.get('expires')} |")


if __name__ == "__main__":
    main()
