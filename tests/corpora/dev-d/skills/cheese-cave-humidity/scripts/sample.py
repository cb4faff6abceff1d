#!/usr/bin/env python3
"""Sample temperature/RH from a serial sensor a bounded number of times and log to CSV."""
import argparse
import csv
import os
import re
import statistics
import sys
import time
from datetime import datetime, timezone

import serial

LINE = re.compile(r"T=(-?\d+(?:\.\d+)?)\s+RH=(\d+(?:\.\d+)?)")
MAX_SAMPLES = 720
MAX_MISSES = 3


def read_once(port):
    port.reset_input_buffer()
    port.write(b"R\n")
    raw = port.readline().decode("ascii", "replace").strip()  # port timeout bounds this
    m = LINE.fullmatch(raw)
    if not m:
        return None
    t, rh = float(m.group(1)), float(m.group(2))
    if not (-10 <= t <= 40 and 0 <= rh <= 100):
        return None
    return t, rh


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--port", required=True)
    ap.add_argument("--samples", type=int, default=12)
    ap.add_argument("--interval", type=float, default=5.0)
    ap.add_argument("--log", default="cave.csv")
    args = ap.parse_args()
    if not 1 <= args.samples <= MAX_SAMPLES:
        ap.error(f"--samples must be 1–{MAX_SAMPLES}")
    if not 1 <= args.interval <= 3600:
        ap.error("--interval must be 1–3600 seconds")

    readings, misses = [], 0
    try:
        with serial.Serial(args.port, 115200, timeout=2, write_timeout=2) as port:
            time.sleep(2)  # most Arduinos reset when the port opens
            for i in range(args.samples):
                r = read_once(port)
                if r is None:
                    misses += 1
                    print(f"sample {i + 1}: no valid reply", file=sys.stderr)
                    if misses >= MAX_MISSES:
                        break
                else:
                    misses = 0
                    readings.append((datetime.now(timezone.utc).isoformat(timespec="seconds"), *r))
                if i + 1 < args.samples:
                    time.sleep(args.interval)
    except serial.SerialException as exc:
        sys.exit(f"cannot use {args.port}: {exc}")

    if not readings:
        sys.exit("sensor isn't answering — check the cable and the sketch's baud rate")

    new_file = not os.path.exists(args.log)
    with open(args.log, "a", newline="") as fh:
        w = csv.writer(fh)
        if new_file:
            w.writerow(["ts_utc", "temp_c", "rh"])
        w.writerows(readings)

    temps = [r[1] for r in readings]
    hums = [r[2] for r in readings]
    print(f"{len(readings)} samples -> {args.log}")
    print(f"temp  mean {statistics.mean(temps):.1f}  min {min(temps):.1f}  max {max(temps):.1f} °C")
    print(f"RH    mean {statistics.mean(hums):.1f}  min {min(hums):.1f}  max {max(hums):.1f} %")
    if misses >= MAX_MISSES:
        sys.exit("stopped early: sensor stopped answering")


if __name__ == "__main__":
    main()
