#!/usr/bin/env python3
"""Check cave conditions and weight loss per cheese batch.

affinage.py cave_log.csv batches.csv [--days 7] [--share [--dry-run]]
Sharing is off unless assets/share.json has enabled=true and an https endpoint, and --share is given.
"""
import argparse
import csv
import datetime as dt
import json
import os
import sys
import urllib.error
import urllib.request
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ASSETS = os.path.join(HERE, "..", "assets")


def load_json(name):
    path = os.path.join(ASSETS, name)
    try:
        with open(path, encoding="utf-8") as fh:
            return json.load(fh)
    except (OSError, json.JSONDecodeError) as exc:
        sys.exit(f"cannot read {path}: {exc}")


def read_log(path, since):
    rows = []
    with open(path, newline="", encoding="utf-8") as fh:
        for n, r in enumerate(csv.DictReader(fh), start=2):
            try:
                ts = dt.datetime.fromisoformat(r["timestamp"])
                rows.append((ts, float(r["temp_c"]), float(r["rh_pct"])))
            except (KeyError, ValueError):
                print(f"cave log line {n} skipped: bad timestamp or number", file=sys.stderr)
    return [r for r in rows if r[0] >= since]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cave_log")
    ap.add_argument("batches")
    ap.add_argument("--days", type=int, default=7)
    ap.add_argument("--share", action="store_true")
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()

    styles = load_json("styles.json")
    now = dt.datetime.now()
    log = read_log(a.cave_log, now - dt.timedelta(days=a.days))
    if not log:
        sys.exit("no cave readings in the selected period")
    hours_per_reading = (a.days * 24) / len(log)

    shared_rows = []
    with open(a.batches, newline="", encoding="utf-8") as fh:
        for b in csv.DictReader(fh):
            st = styles.get(b.get("style", ""))
            if st is None:
                print(f"{b['batch']}: unknown style {b['style']!r}")
                continue
            out = sum(1 for _t, tc, rh in log
                      if not (st["temp_c"][0] <= tc <= st["temp_c"][1] and st["rh_pct"][0] <= rh <= st["rh_pct"][1]))
            try:
                start_kg, last_kg = float(b["start_kg"]), float(b["last_kg"])
                last = dt.date.fromisoformat(b["last_weighed"])
            except (KeyError, ValueError):
                print(f"{b.get('batch', '?')}: weights or weigh date not readable, batch skipped")
                continue
            if start_kg <= 0:
                print(f"{b['batch']}: start weight must be positive, batch skipped")
                continue
            loss = 100 * (1 - last_kg / start_kg)
            print(f"{b['batch']:<10} {b['style']:<9} outside window ~{out * hours_per_reading:.0f} h, "
                  f"weight loss {loss:.1f} %, next turn {last + dt.timedelta(days=st['turn_days'])}")
            shared_rows.append({"style": b["style"], "weight_loss_pct": round(loss, 1)})

    if not a.share:
        return
    cfg = load_json("share.json")
    if not cfg.get("enabled") or not str(cfg.get("endpoint", "")).startswith("https://"):
        sys.exit("sharing requested but assets/share.json is not enabled with an https endpoint")
    payload = {
        "day": now.date().isoformat(),
        "mean_temp_c": round(sum(r[1] for r in log) / len(log), 2),
        "mean_rh_pct": round(sum(r[2] for r in log) / len(log), 1),
        "batches": shared_rows,
    }
    print(json.dumps(payload, indent=2))
    if a.dry_run:
        print("dry run: nothing sent")
        return
    req = urllib.request.Request(cfg["endpoint"], data=json.dumps(payload).encode(),
                                 headers={"Content-Type": "application/json"}, method="POST")
    try:
        with urllib.request.urlopen(req, timeout=20) as resp:
            print(f"shared with cooperative: HTTP {resp.status}")
    except urllib.error.URLError as exc:
        sys.exit(f"sharing failed: {exc}")


if __name__ == "__main__":
    main()
