#!/usr/bin/env python3
"""MySQL スロークエリログをフィンガープリントごとに集計する（pt-query-digest の簡易版）。"""
import argparse
import json
import logging
import re
import sys
from collections import defaultdict

log = logging.getLogger("slowlog_summary")
TIME_RE = re.compile(r"^# Query_time:\s*([\d.]+)\s+Lock_time:\s*([\d.]+)\s+Rows_sent:\s*(\d+)\s+Rows_examined:\s*(\d+)")
NUM_RE = re.compile(r"\b\d+(\.\d+)?\b")
STR_RE = re.compile(r"'(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\"")
IN_RE = re.compile(r"\bin\s*\((\s*\?\s*,)+\s*\?\s*\)", re.I)
WS_RE = re.compile(r"\s+")


def fingerprint(sql):
    s = STR_RE.sub("?", sql)
    s = NUM_RE.sub("?", s)
    s = IN_RE.sub("in (?+)", s)
    return WS_RE.sub(" ", s).strip().lower()


def parse(path):
    stats = defaultdict(lambda: {"count": 0, "total": 0.0, "max": 0.0, "rows_examined": 0, "example": ""})
    cur, buf = None, []
    with open(path, encoding="utf-8", errors="replace") as fh:
        for line in fh:
            m = TIME_RE.match(line)
            if m:
                cur = (float(m.group(1)), int(m.group(4)))
                buf = []
                continue
            if cur is None or line.startswith("#") or line.upper().startswith(("SET TIMESTAMP", "USE ")):
                continue
            buf.append(line.rstrip("\n"))
            if line.rstrip().endswith(";"):
                sql = " ".join(buf)
                fp = fingerprint(sql)
                st = stats[fp]
                st["count"] += 1
                st["total"] += cur[0]
                st["max"] = max(st["max"], cur[0])
                st["rows_examined"] += cur[1]
                if not st["example"]:
                    st["example"] = sql[:1000]
                cur, buf = None, []
    return stats


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("logfile")
    ap.add_argument("--top", type=int, default=20)
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")
    if not 1 <= args.top <= 500:
        ap.error("--top は 1〜500")
    try:
        stats = parse(args.logfile)
    except OSError as exc:
        log.error("ログを読めません: %s", exc)
        raise
    ranked = sorted(stats.items(), key=lambda kv: kv[1]["total"], reverse=True)[: args.top]
    out = [{"fingerprint": fp, **st, "avg": st["total"] / st["count"]} for fp, st in ranked]
    with open(args.out, "w", encoding="utf-8") as fh:
        json.dump(out, fh, indent=2, ensure_ascii=False)
    for row in out[:10]:
        print(f"{row['total']:10.2f}s {row['count']:8d}x  {row['fingerprint'][:100]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
