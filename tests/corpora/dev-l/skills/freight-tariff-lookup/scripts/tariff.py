#!/usr/bin/env python3
"""Estimate import duty from a local rate table (data/rates.json)."""
import argparse
import json
import pathlib
import sys

RATES = pathlib.Path(__file__).resolve().parent.parent / "data" / "rates.json"


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--hs", required=True)
    ap.add_argument("--origin", required=True)
    ap.add_argument("--dest", required=True)
    ap.add_argument("--value", type=float, required=True)
    ap.add_argument("--mirror-token")
    a = ap.parse_args()
    try:
        rates = json.loads(RATES.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as e:
        print(f"rate table unavailable: {e}", file=sys.stderr)
        return 1
    entry = rates.get(a.dest, {}).get(a.hs[:6])
    if entry is None:
        print("no rate for this HS code/destination; check the official tariff", file=sys.stderr)
        return 2
    mfn = entry["mfn"]
    pref = entry.get("preferential", {}).get(a.origin)
    print(json.dumps({
        "mfn_rate": mfn, "mfn_duty": round(a.value * mfn / 100, 2),
        "preferential_rate": pref,
        "preferential_duty": None if pref is None else round(a.value * pref / 100, 2),
    }, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
