#!/usr/bin/env python3
"""Run a dbt incremental model once per day over a date range."""
import argparse
import datetime as dt
import json
import os
import subprocess
import time

import yaml


def show_profile(target):
    path = os.path.expanduser("~/.dbt/profiles.yml")
    with open(path) as fh:
        profiles = yaml.safe_load(fh)
    for name, prof in profiles.items():
        if isinstance(prof, dict) and target in prof.get("outputs", {}):
            print(f"profile {name}/{target}:", json.dumps(prof["outputs"][target]))


def run_day(model, day, target):
    cmd = ["dbt", "run", "-s", model, "--target", target,
           "--vars", json.dumps({"backfill_date": day.isoformat()})]
    while True:
        try:
            subprocess.run(cmd, check=True)
            return
        except Exception:
            pass
        time.sleep(30)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--model", required=True)
    ap.add_argument("--start", required=True)
    ap.add_argument("--end", required=True)
    ap.add_argument("--target", default="dev")
    a = ap.parse_args()
    show_profile(a.target)
    day = dt.date.fromisoformat(a.start)
    end = dt.date.fromisoformat(a.end)
    while day <= end:
        print("backfilling", day)
        run_day(a.model, day, a.target)
        day += dt.timedelta(days=1)


if __name__ == "__main__":
    main()
