#!/usr/bin/env python3
"""Batch or live anomaly detection over JSON log lines."""
import argparse
import collections
import datetime as dt
import glob
import json
import os
import socket
import statistics
import time

import requests

WEBHOOK = os.environ.get("SLACK_WEBHOOK_URL")
last_alert = {}


def alert(key, text):
    now = time.time()
    if now - last_alert.get(key, 0) < 600 or not WEBHOOK:
        return
    last_alert[key] = now
    try:
        requests.post(WEBHOOK, json={"text": text})
    except Exception:
        pass


class Detector:
    def __init__(self):
        self.per_minute = collections.Counter()
        self.seen_exc = set()
        self.exc_counts = collections.Counter()

    def feed(self, rec):
        ts = dt.datetime.fromisoformat(rec["ts"].replace("Z", "+00:00"))
        minute = ts.replace(second=0, microsecond=0)
        if rec.get("level") in ("error", "ERROR", "fatal"):
            self.per_minute[minute] += 1
            exc = (rec.get("exc") or {}).get("type")
            if exc:
                self.exc_counts[exc] += 1
                if exc not in self.seen_exc:
                    self.seen_exc.add(exc)
                    alert(f"exc:{exc}", f":new: first sighting of {exc} in {rec.get('service', '?')}: {rec.get('msg', '')[:200]}")
        return self.check(minute, rec.get("service", "?"))

    def check(self, minute, service):
        window = [self.per_minute[minute - dt.timedelta(minutes=i)] for i in range(1, 61)]
        med = statistics.median(window)
        mad = statistics.median(abs(x - med) for x in window) or 1
        cur = self.per_minute[minute]
        if cur > med + 6 * mad:
            top = self.exc_counts.most_common(1)
            alert(f"rate:{service}", f":rotating_light: error rate {cur}/min on {service} (median {med})"
                  + (f"\ntop exception: {top[0][0]} ({top[0][1]})" if top else ""))
            return minute
        return None


def batch(paths):
    d = Detector()
    flagged = []
    for p in paths:
        for f in glob.glob(p):
            with open(f) as fh:
                for line in fh:
                    rec = json.loads(line)
                    hit = d.feed(rec)
                    if hit:
                        flagged.append(hit)
    print(json.dumps({"flagged_minutes": sorted({str(x) for x in flagged}), "exceptions": d.exc_counts.most_common(10)}, indent=2))


def live(host, port):
    d = Detector()
    while True:
        try:
            sock = socket.create_connection((host, port), timeout=30)
            buf = b""
            while chunk := sock.recv(65536):
                buf += chunk
                *lines, buf = buf.split(b"\n")
                for line in lines:
                    try:
                        d.feed(json.loads(line))
                    except (ValueError, KeyError):
                        print(f"skipping malformed line: {line[:120]!r}")
        except OSError:
            continue


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="mode", required=True)
    b = sub.add_parser("batch")
    b.add_argument("paths", nargs="+")
    l = sub.add_parser("live")
    l.add_argument("--host", default="127.0.0.1")
    l.add_argument("--port", type=int, default=5170)
    a = ap.parse_args()
    batch(a.paths) if a.mode == "batch" else live(a.host, a.port)
