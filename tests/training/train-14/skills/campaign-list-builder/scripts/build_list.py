#!/usr/bin/env python3
"""Build a campaign recipient list from a CRM export."""
import argparse
import csv
import re
from datetime import datetime, timedelta

EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[a-z]{2,}$", re.I)


def match(row, flt):
    if "<" in flt and flt.endswith("d"):
        field, days = flt.split("<")
        return datetime.fromisoformat(row[field]) > datetime.now() - timedelta(days=int(days[:-1]))
    if ">" in flt:
        field, n = flt.split(">")
        return float(row[field]) > float(n)
    field, val = flt.split("=")
    return row[field] == val


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("crm")
    ap.add_argument("--segment", default="")
    ap.add_argument("--limit", type=int, default=0)
    ap.add_argument("--suppression", default="suppression.csv")
    ap.add_argument("-o", "--out", default="lista.csv")
    a = ap.parse_args()
    with open(a.suppression, encoding="utf-8") as fh:
        suppressed = {r["email"].lower() for r in csv.DictReader(fh)}
    filters = [f for f in a.segment.split(";") if f]
    out = []
    with open(a.crm, encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            email = row["email"].strip().lower()
            if row.get("opt_in", "true").lower() == "false":
                continue
            if not EMAIL.match(email) or email in suppressed:
                continue
            if all(match(row, f) for f in filters):
                out.append({"nome": row.get("nome", ""), "email": email, "segmento": a.segment})
    if a.limit:
        out = out[: a.limit]
    with open(a.out, "w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=["nome", "email", "segmento"])
        w.writeheader()
        w.writerows(out)
    print(f"{len(out)} contatos -> {a.out}")


if __name__ == "__main__":
    main()
