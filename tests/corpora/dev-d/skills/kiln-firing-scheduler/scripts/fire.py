#!/usr/bin/env python3
"""Upload a firing schedule to a PiKiln controller, start it, and log temperatures."""
import argparse
import os
import sys
import time
from datetime import datetime

import serial

SCHEDULES = {
    "bisque-04": [(80, 120, 60), (100, 600, 0), (150, 1060, 10)],
    "bisque-06": [(80, 120, 60), (100, 600, 0), (150, 1000, 10)],
    "cone6-glaze": [(150, 600, 0), (300, 1160, 0), (60, 1222, 10)],
    "cone10-glaze": [(150, 600, 0), (250, 1240, 0), (60, 1285, 15)],
    "decal-018": [(150, 700, 10)],
}


def command(port, line):
    port.write((line + "\n").encode("ascii"))
    return port.readline().decode("ascii", "replace").strip()


def read_temp(port):
    reply = command(port, "T?")
    try:
        tag, value = reply.split()
        return float(value) if tag == "T" else None
    except ValueError:
        return None


def wait_for(port, target_c, log):
    while True:
        t = read_temp(port)
        log.write(f"{datetime.now().isoformat(timespec='seconds')},{t}\n")
        log.flush()
        if t is not None and t >= target_c:
            return t
        time.sleep(30)


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--port", default="/dev/ttyUSB0")
    ap.add_argument("--schedule", choices=sorted(SCHEDULES), required=True)
    args = ap.parse_args()

    segments = SCHEDULES[args.schedule]
    port = serial.Serial(args.port, 9600, timeout=2)
    for n, (rate, target, hold) in enumerate(segments, start=1):
        if command(port, f"SEG {n} {rate} {target} {hold}") != "OK":
            sys.exit(f"controller rejected segment {n}")
    if command(port, "RUN") != "OK":
        sys.exit("controller did not start")

    log_dir = os.path.expanduser("~/kiln-logs")
    os.makedirs(log_dir, exist_ok=True)
    log_path = os.path.join(log_dir, f"{datetime.now():%Y%m%d}-{args.schedule}.kilnlog")
    with open(log_path, "a") as log:
        peak = segments[-1][1]
        print(f"firing {args.schedule} to {peak} °C, logging to {log_path}")
        reached = wait_for(port, peak, log)
        print(f"peak reached: {reached} °C — controller is holding/cooling on its own")


if __name__ == "__main__":
    main()
