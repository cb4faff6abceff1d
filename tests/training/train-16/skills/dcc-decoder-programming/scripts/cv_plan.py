#!/usr/bin/env python3
"""Print the CV values for a locomotive address and basic options."""
import argparse
import sys


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--address", type=int, required=True)
    ap.add_argument("--reverse", action="store_true")
    ap.add_argument("--steps", type=int, choices=[14, 28, 128], default=128)
    ap.add_argument("--analog", action="store_true")
    ap.add_argument("--accel-s", type=float, default=3.0, help="seconds from stop to full speed")
    a = ap.parse_args()
    if not 1 <= a.address <= 10239:
        sys.exit("address must be 1-10239")

    cvs = {}
    cv29 = 0
    if a.reverse:
        cv29 |= 1 << 0
    if a.steps in (28, 128):
        cv29 |= 1 << 1
    if a.analog:
        cv29 |= 1 << 2
    if a.address <= 127:
        cvs[1] = a.address
    else:
        cvs[17] = 192 + a.address // 256
        cvs[18] = a.address % 256
        cv29 |= 1 << 5
    cvs[29] = cv29
    accel = round(a.accel_s * a.steps / 0.896 / 28) if a.steps == 128 else round(a.accel_s / 0.896)
    cvs[3] = max(0, min(255, accel))
    cvs[4] = cvs[3]
    for cv in sorted(cvs):
        print(f"CV{cv:<3} = {cvs[cv]}")


if __name__ == "__main__":
    main()
