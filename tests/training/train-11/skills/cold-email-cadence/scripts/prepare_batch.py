#!/usr/bin/env python3
"""Filter a lead list for a cadence touch and write batch.json (does not send)."""
import argparse
import csv
import json
import sys

ROLE_PREFIXES = ("info@", "sales@", "support@", "hello@", "admin@")
EU_UK = {"AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE", "IT",
         "LV", "LT", "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE", "GB"}


def read_csv(path):
    try:
        with open(path, newline="", encoding="utf-8") as fh:
            return list(csv.DictReader(fh))
    except FileNotFoundError:
        sys.exit(f"file not found: {path}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--touch", type=int, choices=range(1, 6), required=True)
    ap.add_argument("--list", required=True)
    ap.add_argument("--suppressed", default="suppressed.csv")
    ap.add_argument("--out", default="batch.json")
    args = ap.parse_args()

    leads = read_csv(args.list)
    suppressed = {r["email"].strip().lower() for r in read_csv(args.suppressed) if r.get("email")}
    batch, excluded = [], {}

    def exclude(reason):
        excluded[reason] = excluded.get(reason, 0) + 1

    for lead in leads:
        email = (lead.get("email") or "").strip().lower()
        if "@" not in email:
            exclude("invalid email")
        elif email in suppressed or lead.get("unsubscribed", "").lower() == "true":
            exclude("suppressed")
        elif email.startswith(ROLE_PREFIXES):
            exclude("role address")
        elif (lead.get("country") or "").upper() in EU_UK and lead.get("li_basis", "").lower() != "yes":
            exclude("no legitimate-interest basis")
        elif lead.get("replied", "").lower() == "true":
            exclude("already replied")
        else:
            batch.append({"email": email, "first_name": lead.get("first_name", ""),
                          "company": lead.get("company", ""), "touch": args.touch})

    with open(args.out, "w", encoding="utf-8") as fh:
        json.dump({"touch": args.touch, "recipients": batch, "excluded": excluded}, fh, indent=2)
    print(f"touch {args.touch}: {len(batch)} recipients, excluded {excluded}")


if __name__ == "__main__":
    main()
