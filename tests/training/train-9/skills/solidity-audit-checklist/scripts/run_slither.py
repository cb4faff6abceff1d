#!/usr/bin/env python3
"""Run Slither on a local project and summarise detectors by impact."""
import argparse
import collections
import json
import subprocess
import sys
from pathlib import Path


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--target", default=".")
    ap.add_argument("--out", default="audit/slither.json", type=Path)
    ap.add_argument("--timeout", default=1200, type=int)
    a = ap.parse_args()

    a.out.parent.mkdir(parents=True, exist_ok=True)
    cmd = ["slither", a.target, "--json", str(a.out), "--exclude-dependencies"]
    try:
        # slither exits non-zero when it finds issues; that is expected
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=a.timeout)
    except FileNotFoundError:
        sys.exit("slither not installed; pip install -r requirements.txt in a venv")
    except subprocess.TimeoutExpired:
        sys.exit(f"slither did not finish in {a.timeout}s")

    try:
        with a.out.open(encoding="utf-8") as fh:
            data = json.load(fh)
    except (OSError, json.JSONDecodeError) as exc:
        print(proc.stderr[-2000:], file=sys.stderr)
        sys.exit(f"no usable Slither output: {exc}")

    if not data.get("success", False):
        sys.exit(f"slither reported an error: {data.get('error')}")

    by_impact = collections.defaultdict(list)
    for det in data.get("results", {}).get("detectors", []):
        first = (det.get("elements") or [{}])[0]
        src = first.get("source_mapping", {})
        loc = f"{src.get('filename_relative', '?')}#L{(src.get('lines') or [0])[0]}"
        by_impact[det.get("impact", "?")].append((det.get("check"), loc))

    for impact in ("High", "Medium", "Low", "Informational", "Optimization"):
        items = by_impact.get(impact, [])
        print(f"{impact}: {len(items)}")
        for check, loc in items[:50]:
            print(f"  - {check:32} {loc}")


if __name__ == "__main__":
    main()
