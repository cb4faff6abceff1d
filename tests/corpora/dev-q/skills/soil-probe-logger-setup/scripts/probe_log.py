#!/usr/bin/env python3
"""Read a Modbus RS-485 soil probe and print or append readings to CSV."""
import argparse
import csv
import sys
import time
from datetime import datetime
from pathlib import Path

import minimalmodbus
import serial

DEPTHS_CM = (10, 20, 30, 40, 60)
ATTEMPTS = 3


def read_probe(port, address):
    inst = minimalmodbus.Instrument(port, address)
    inst.serial.baudrate = 9600
    inst.serial.timeout = 2.0
    try:
        rows = []
        for i, depth in enumerate(DEPTHS_CM):
            vwc = inst.read_register(0x0100 + i, number_of_decimals=1)
            temp = inst.read_register(0x0200 + i, number_of_decimals=1, signed=True)
            rows.append((depth, vwc, temp))
        return rows
    finally:
        inst.serial.close()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--port", required=True)
    ap.add_argument("--address", type=int, default=1, choices=range(1, 248))
    ap.add_argument("--once", action="store_true", help="take one reading and exit")
    ap.add_argument("--csv", help="append readings to this CSV file")
    a = ap.parse_args()

    last_error = None
    for attempt in range(1, ATTEMPTS + 1):
        try:
            rows = read_probe(a.port, a.address)
            break
        except (serial.SerialException, minimalmodbus.ModbusException, OSError) as exc:
            last_error = exc
            print(f"attempt {attempt}/{ATTEMPTS} failed: {exc}", file=sys.stderr)
            time.sleep(2)
    else:
        sys.exit(f"no reading from {a.port}: {last_error}")

    stamp = datetime.now().isoformat(timespec="minutes")
    for depth, vwc, temp in rows:
        print(f"{depth:>3} cm  VWC {vwc:5.1f} %  {temp:5.1f} °C")
    if a.csv:
        path = Path(a.csv)
        path.parent.mkdir(parents=True, exist_ok=True)
        new = not path.exists()
        with open(path, "a", newline="", encoding="utf-8") as fh:
            w = csv.writer(fh)
            if new:
                w.writerow(["timestamp", "depth_cm", "vwc_pct", "temp_c"])
            for depth, vwc, temp in rows:
                w.writerow([stamp, depth, vwc, temp])


if __name__ == "__main__":
    main()
