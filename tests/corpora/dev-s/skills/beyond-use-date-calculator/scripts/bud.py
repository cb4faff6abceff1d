#!/usr/bin/env python3
"""Assign a USP <795> beyond-use date from a master formulation record (YAML)."""
import argparse
import datetime as dt
import sys

import yaml

DEFAULTS = {
    ("aqueous", True): (35, "aqueous preserved"),
    ("aqueous", False): (14, "aqueous non-preserved"),
    ("non-aqueous-liquid", None): (90, "non-aqueous liquid"),
    ("solid", None): (180, "solid dosage form"),
}
VALID_TYPES = {"aqueous", "non-aqueous-liquid", "solid"}


class MFRError(ValueError):
    pass


def read_mfr(path):
    try:
        with open(path, encoding="utf-8") as fh:
            mfr = yaml.safe_load(fh)
    except (OSError, yaml.YAMLError) as exc:
        raise MFRError(f"cannot read {path}: {exc}") from exc
    if not isinstance(mfr, dict):
        raise MFRError("MFR must be a mapping")
    ptype = mfr.get("type")
    if ptype not in VALID_TYPES:
        raise MFRError(f"type must be one of {sorted(VALID_TYPES)}, got {ptype!r}")
    if ptype == "aqueous" and not isinstance(mfr.get("preserved"), bool):
        raise MFRError("aqueous preparations need preserved: true/false")
    comps = mfr.get("components")
    if not isinstance(comps, list) or not comps:
        raise MFRError("components list is required")
    for c in comps:
        if not isinstance(c, dict) or "name" not in c or "expiry" not in c:
            raise MFRError(f"component needs name and expiry: {c!r}")
        c["expiry"] = as_date(c["expiry"], f"expiry of {c['name']}")
    for key in ("monograph_bud_days", "stability_bud_days"):
        if key in mfr and (not isinstance(mfr[key], int) or not 0 < mfr[key] <= 365 * 3):
            raise MFRError(f"{key} must be a whole number of days between 1 and 1095")
    return mfr


def as_date(value, what):
    if isinstance(value, dt.date):
        return value
    try:
        return dt.date.fromisoformat(str(value))
    except ValueError as exc:
        raise MFRError(f"{what}: not an ISO date ({value!r})") from exc


def assign(mfr, compounded):
    ptype = mfr["type"]
    if "stability_bud_days" in mfr:
        days, basis = mfr["stability_bud_days"], "stability study"
    elif "monograph_bud_days" in mfr:
        days, basis = mfr["monograph_bud_days"], "USP-NF monograph"
    else:
        key = (ptype, mfr["preserved"]) if ptype == "aqueous" else (ptype, None)
        days, basis = DEFAULTS[key]
        basis += ", USP <795> default"
    bud = compounded + dt.timedelta(days=days)
    first = min(mfr["components"], key=lambda c: c["expiry"])
    capped = first["expiry"] < bud
    return (first["expiry"] if capped else bud), days, basis, first, capped


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("mfr")
    ap.add_argument("--compounded", required=True, help="YYYY-MM-DD")
    a = ap.parse_args()
    try:
        mfr = read_mfr(a.mfr)
        compounded = as_date(a.compounded, "--compounded")
    except MFRError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    bud, days, basis, first, capped = assign(mfr, compounded)
    print(f"BUD: {bud.isoformat()} ({days} days, {basis})")
    if capped:
        print(f"Capped by: {first['name']} lot {first.get('lot', '?')} expiring {first['expiry']}")
    else:
        print(f"Capped by: none (earliest component expiry {first['expiry']})")
    storage = mfr.get("storage", "see worksheet")
    print(f'Label: "Discard after {bud:%m/%d/%Y}. Store {storage}."')
    return 0


if __name__ == "__main__":
    sys.exit(main())
