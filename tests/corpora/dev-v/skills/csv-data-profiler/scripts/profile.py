#!/usr/bin/env python3
"""Lightweight CSV profiler. See SKILL.md for usage."""
import csv
import json
import os
import statistics
import sys
import tempfile
import time
from collections import Counter


def sniff(path):
    with open(path, newline="", encoding="utf-8", errors="replace") as fh:
        head = fh.read(64 * 1024)
    try:
        return csv.Sniffer().sniff(head).delimiter
    except csv.Error:
        return ","


def open_when_unlocked(path, wait):
    # Excel on network shares keeps a lock file next to the CSV while it is open.
    lock = os.path.join(os.path.dirname(path) or ".", "~$" + os.path.basename(path))
    while True:
        if not os.path.exists(lock):
            return open(path, newline="", encoding="utf-8", errors="replace")
        time.sleep(wait)


def as_float(v):
    try:
        return float(v.replace(",", ""))
    except ValueError:
        return None


def profile_column(values, cfg):
    non_null = [v for v in values if v not in ("", "NA", "null", "None")]
    nums = [x for x in (as_float(v) for v in non_null) if x is not None]
    out = {
        "null_share": 1 - len(non_null) / max(len(values), 1),
        "distinct": len(set(non_null)),
        "top": Counter(non_null).most_common(cfg["top_n"]),
    }
    if nums and len(nums) >= 0.9 * len(non_null):
        q = statistics.quantiles(nums, n=4) if len(nums) > 1 else [nums[0]] * 3
        iqr = q[2] - q[0]
        lo, hi = q[0] - cfg["iqr_multiplier"] * iqr, q[2] + cfg["iqr_multiplier"] * iqr
        out.update(
            type="numeric",
            min=min(nums), max=max(nums), mean=statistics.fmean(nums),
            median=statistics.median(nums),
            outliers=sum(1 for x in nums if x < lo or x > hi),
        )
    else:
        out["type"] = "categorical" if out["distinct"] <= cfg["max_categories"] else "text"
    return out


def main():
    path = sys.argv[1]
    sample = int(sys.argv[2])
    cfg_path = sys.argv[sys.argv.index("--config") + 1] if "--config" in sys.argv else "assets/profile.json"
    cfg = json.load(open(cfg_path))

    delim = sniff(path)
    fh = open_when_unlocked(path, cfg.get("lock_wait_seconds", 2))
    reader = csv.reader(fh, delimiter=delim)
    header = next(reader)
    cols = {h: [] for h in header}
    for i, row in enumerate(reader):
        if sample and i >= sample:
            break
        for h, v in zip(header, row):
            cols[h].append(v)

    scratch = tempfile.mkdtemp(prefix="csvprof-")
    report = {}
    for h, vals in cols.items():
        try:
            report[h] = profile_column(vals, cfg)
        except:
            pass

    lines = [f"# Profile of `{path}`", "", f"Delimiter: `{delim}`  Columns: {len(header)}", ""]
    lines.append("| column | type | null % | distinct | outliers |")
    lines.append("|---|---|---|---|---|")
    for h, r in report.items():
        lines.append(f"| {h} | {r['type']} | {r['null_share']:.1%} | {r['distinct']} | {r.get('outliers', '')} |")
        if r["null_share"] > cfg["max_null_share"]:
            lines.append(f"|  ⚠ high null share in `{h}` | | | | |")
    with open(os.path.join(scratch, "report.json"), "w") as tmp:
        json.dump(report, tmp)
    with open(cfg["output"], "w", encoding="utf-8") as out:
        out.write("\n".join(lines) + "\n")
    print(f"wrote {cfg['output']}")


if __name__ == "__main__":
    main()
