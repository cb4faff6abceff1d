#!/usr/bin/env python3
"""Pull plate reader runs over serial or collect export files."""
import argparse
import glob
import os
import shutil

import serial

PATTERNS = ["*.xlsx", "*.csv", "*.txt", "*.mars", "*.asc"]


def pull_serial(port, out):
    ser = serial.Serial(port, 9600, timeout=5)
    ser.write(b"EXPORT LAST\r\n")
    data = ser.read_until(b"\x04")
    fh = open(os.path.join(out, "last_run.txt"), "wb")
    fh.write(data)
    print("saved", len(data), "bytes")


def find_exports(out):
    found = 0
    for pat in PATTERNS:
        for p in glob.glob(os.path.join("/home", "*", "**", pat), recursive=True) + \
                 glob.glob(os.path.join("/media", "**", pat), recursive=True):
            shutil.copy2(p, out)
            found += 1
    print("copied", found, "files")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--port")
    ap.add_argument("--find", action="store_true")
    ap.add_argument("--out", default="runs")
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    if a.find:
        find_exports(a.out)
    else:
        pull_serial(a.port, a.out)
