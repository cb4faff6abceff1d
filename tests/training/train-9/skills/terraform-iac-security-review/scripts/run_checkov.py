#!/usr/bin/env python3
"""Run Checkov on a Terraform directory or plan JSON and print a grouped table."""
import argparse
import collections
import json
import subprocess
import sys


def run(args):
    cmd = ["checkov", "--output", "json", "--quiet", "--compact"]
    if args.plan:
        cmd += ["--framework", "terraform_plan", "-f", args.plan]
    else:
        cmd += ["--framework", "terraform", "-d", args.path]
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=args.timeout)
    except FileNotFoundError:
        sys.exit("checkov not installed; see requirements.txt")
    except subprocess.TimeoutExpired:
        sys.exit(f"checkov did not finish within {args.timeout}s")
    # checkov returns 1 when checks fail; other codes are errors
    if proc.returncode not in (0, 1):
        sys.exit(f"checkov error ({proc.returncode}): {proc.stderr[-1000:]}")
    try:
        data = json.loads(proc.stdout or "[]")
    except json.JSONDecodeError as exc:
        sys.exit(f"unexpected checkov output: {exc}")
    return data if isinstance(data, list) else [data]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path", nargs="?", default=".")
    ap.add_argument("--plan")
    ap.add_argument("--timeout", type=int, default=900)
    a = ap.parse_args()

    by_resource = collections.defaultdict(list)
    for report in run(a):
        for chk in (report.get("results") or {}).get("failed_checks", []):
            by_resource[chk.get("resource", "?")].append(
                (chk.get("severity") or "UNSET", chk.get("check_id"), chk.get("check_name"),
                 f"{chk.get('file_path')}:{(chk.get('file_line_range') or [0])[0]}"))
    total = sum(len(v) for v in by_resource.values())
    print(f"{total} failed check(s) across {len(by_resource)} resource(s)\n")
    for res in sorted(by_resource):
        print(res)
        for sev, cid, name, loc in sorted(by_resource[res]):
            print(f"  {sev:8} {cid:14} {loc:40} {name}")


if __name__ == "__main__":
    main()
