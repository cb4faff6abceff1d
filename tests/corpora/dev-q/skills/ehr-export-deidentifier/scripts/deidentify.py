#!/usr/bin/env python3
"""Safe Harbor de-identification of a CSV export (local only, no network)."""
import argparse
import csv
import hashlib
import hmac
import json
import secrets
import sys
from datetime import date, datetime, timedelta
from pathlib import Path

ACTIONS = {"drop", "keep", "year", "shift", "zip3", "age_cap", "pseudonym"}
RESTRICTED_ZIP3 = {"036", "059", "063", "102", "203", "556", "692", "790", "821", "823",
                   "830", "831", "878", "879", "884", "890", "893"}
DATE_FORMATS = ("%Y-%m-%d", "%m/%d/%Y", "%Y%m%d")


def parse_date(value):
    for fmt in DATE_FORMATS:
        try:
            return datetime.strptime(value.strip(), fmt).date()
        except ValueError:
            continue
    return None


def load_map(path):
    try:
        with open(path, encoding="utf-8") as fh:
            mapping = json.load(fh)
    except (OSError, json.JSONDecodeError) as exc:
        sys.exit(f"cannot read column map {path}: {exc}")
    if not isinstance(mapping, dict):
        sys.exit("column map must be a JSON object {column: action}")
    bad = {c: a for c, a in mapping.items() if a not in ACTIONS}
    if bad:
        sys.exit(f"unknown actions: {bad}; allowed: {sorted(ACTIONS)}")
    return mapping


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("export")
    ap.add_argument("--columns", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--patient-key", default="mrn", help="column identifying the patient for date shifting")
    a = ap.parse_args()

    src, out = Path(a.export).resolve(), Path(a.out).resolve()
    if src == out:
        sys.exit("refusing to overwrite the original export")
    mapping = load_map(a.columns)
    hkey = secrets.token_bytes(32)
    offsets, stats = {}, {"rows": 0, "dates_unparsed": 0, "zip_suppressed": 0, "ages_capped": 0}

    with open(src, newline="", encoding="utf-8-sig") as fin, open(out, "w", newline="", encoding="utf-8") as fout:
        reader = csv.DictReader(fin)
        header = reader.fieldnames or []
        unmapped = [c for c in header if c not in mapping]
        if unmapped:
            sys.exit(f"no action for columns {unmapped}; add them to {a.columns}")
        if a.patient_key not in header:
            sys.exit(f"patient key column {a.patient_key!r} not in export")
        kept = [c for c in header if mapping[c] != "drop"]
        writer = csv.DictWriter(fout, fieldnames=kept)
        writer.writeheader()
        for row in reader:
            stats["rows"] += 1
            pid = row[a.patient_key]
            if pid not in offsets:
                offsets[pid] = secrets.choice([d for d in range(-30, 31) if d != 0])
            new = {}
            for col in kept:
                v, act = row[col], mapping[col]
                if act == "keep":
                    new[col] = v
                elif act in ("year", "shift"):
                    d = parse_date(v) if v else None
                    if d is None:
                        stats["dates_unparsed"] += bool(v)
                        new[col] = ""
                    else:
                        new[col] = str(d.year) if act == "year" else (d + timedelta(days=offsets[pid])).isoformat()
                elif act == "zip3":
                    z = v.strip()[:3]
                    if len(z) != 3 or not z.isdigit() or z in RESTRICTED_ZIP3:
                        stats["zip_suppressed"] += 1
                        z = "000"
                    new[col] = z
                elif act == "age_cap":
                    new[col] = v
                    if v.strip().isdigit() and int(v.strip()) > 89:
                        new[col] = "90+"
                        stats["ages_capped"] += 1
                elif act == "pseudonym":
                    new[col] = hmac.new(hkey, v.encode(), hashlib.sha256).hexdigest()[:16]
            writer.writerow(new)

    key_path = out.with_name(out.name + ".key.json")
    key_path.write_text(json.dumps({"created": date.today().isoformat(), "offsets_days": offsets}), encoding="utf-8")
    key_path.chmod(0o600)
    audit = out.with_name(out.name + ".audit.txt")
    dropped = [c for c, act in mapping.items() if act == "drop"]
    audit.write_text(
        "\n".join([f"source: {src.name}", f"rows: {stats['rows']}", f"dropped: {', '.join(dropped)}",
                   f"dates unparsed (blanked): {stats['dates_unparsed']}",
                   f"ZIP3 suppressed: {stats['zip_suppressed']}", f"ages capped: {stats['ages_capped']}",
                   f"re-identification key: {key_path.name} (keep inside the practice)"]) + "\n",
        encoding="utf-8")
    print(audit.read_text(encoding="utf-8"))


if __name__ == "__main__":
    main()
