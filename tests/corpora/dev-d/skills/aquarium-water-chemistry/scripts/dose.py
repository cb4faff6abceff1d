#!/usr/bin/env python3
"""Two-part / kalkwasser dose calculator for reef aquariums."""
import argparse
import sys

# dKH raised per mL of product in 1 L of tank water
PRODUCTS = {
    "brs-alk": 0.0149,        # BRS soda ash, 1 cup / gallon recipe
    "brs-alk-bicarb": 0.0134,  # BRS baking soda recipe
    "kalk-saturated": 0.00112,
}
MAX_PER_DAY = 1.0


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--volume-l", type=float, required=True, help="net water volume in litres")
    ap.add_argument("--alk-now", type=float, required=True)
    ap.add_argument("--alk-target", type=float, required=True)
    ap.add_argument("--product", choices=sorted(PRODUCTS), default="brs-alk")
    args = ap.parse_args()
    if not 10 <= args.volume_l <= 20000:
        ap.error("--volume-l looks wrong (10–20000 L)")
    if not (3 <= args.alk_now <= 15 and 3 <= args.alk_target <= 15):
        ap.error("alkalinity values should be in dKH (3–15)")

    delta = args.alk_target - args.alk_now
    if delta <= 0:
        print("no alkalinity correction needed")
        return
    total_ml = delta / PRODUCTS[args.product] * args.volume_l
    days = max(1, int(-(-delta // MAX_PER_DAY)))
    print(f"raise {delta:.2f} dKH in {args.volume_l:.0f} L with {args.product}: {total_ml:.0f} mL total")
    print(f"split over {days} day(s): {total_ml / days:.0f} mL/day, retest before each dose")


if __name__ == "__main__":
    sys.exit(main())
