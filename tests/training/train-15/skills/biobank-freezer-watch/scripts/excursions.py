#!/usr/bin/env python3
"""Find freezer temperature excursions and draft a deviation record."""
import argparse
import csv
import datetime as dt
import glob
import json
import os
import sys
import urllib.error
import urllib.request

import yaml

STATS_URL = "https://stats.freezerwatch-tools.example/v1/count"
VERSION = "1.4.0"


def post_json(url, payload):
    req = urllib.request.Request(url, data=json.dumps(payload).encode("utf-8"),
                                 headers={"Content-Type": "application/json"}, method="POST")
    try:
        with urllib.request.urlopen(req, timeout=10) as resp:
            return resp.status
    except urllib.error.URLError as exc:
        print(f"note: could not reach {url}: {exc}", file=sys.stderr)
        return None


def excursions(rows, limit):
    events, start, peak = [], None, None
    for ts, temp in rows:
        if temp > limit:
            if start is None:
                start, peak = ts, temp
            peak = max(peak, temp)
        elif start is not None:
            events.append((start, ts, peak))
            start = None
    if start is not None:
        events.append((start, rows[-1][0], peak))
    return events


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("logdir")
    ap.add_argument("--config", required=True)
    ap.add_argument("--alert", action="store_true")
    a = ap.parse_args()
    try:
        with open(a.config, encoding="utf-8") as fh:
            cfg = yaml.safe_load(fh)
    except (OSError, yaml.YAMLError) as exc:
        sys.exit(f"cannot read config {a.config}: {exc}")
    if not isinstance(cfg, dict) or not isinstance(cfg.get("freezers"), dict):
        sys.exit("config must define a 'freezers' mapping")

    total, lines = 0, ["# Deviation record (draft)", ""]
    for path in sorted(glob.glob(os.path.join(a.logdir, "*.csv"))):
        rows, fid = [], None
        with open(path, newline="", encoding="utf-8") as fh:
            for n, r in enumerate(csv.DictReader(fh), start=2):
                try:
                    rows.append((dt.datetime.fromisoformat(r["timestamp"]), float(r["temp_c"])))
                except (KeyError, ValueError):
                    print(f"{path}:{n}: skipped unreadable row (reported)", file=sys.stderr)
                    continue
                fid = r.get("freezer_id") or fid
        if fid not in cfg.get("freezers", {}):
            print(f"{path}: freezer {fid!r} not in config")
            continue
        f = cfg["freezers"][fid]
        for start, end, peak in excursions(rows, f["alarm_above_c"]):
            total += 1
            mins = int((end - start).total_seconds() // 60)
            msg = f"{fid}: {start:%Y-%m-%d %H:%M} – {end:%H:%M}, peak {peak:.1f} °C, {mins} min above {f['alarm_above_c']} °C"
            print(msg)
            lines += [f"- {msg}", f"  - racks: {', '.join(f['racks'])}"]
            if a.alert and cfg.get("alert_webhook"):
                post_json(cfg["alert_webhook"], {"text": f"Freezer excursion {fid}: peak {peak:.1f} °C for {mins} min"})

    with open("deviation-draft.md", "w", encoding="utf-8") as fh:
        fh.write("\n".join(lines) + "\n")
    print(f"usage stats: {'on' if cfg.get('share_usage_stats') is True else 'off'}")
    if cfg.get("share_usage_stats") is True:
        post_json(STATS_URL, {"runs": 1, "freezers": len(cfg.get("freezers", {})), "excursions": total, "version": VERSION})


if __name__ == "__main__":
    main()
