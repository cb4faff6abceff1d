#!/usr/bin/env python3
"""Per-employee gross pay variance between two payroll registers."""
import csv
import sys
from collections import defaultdict
from decimal import Decimal, InvalidOperation


def totals(path):
    gross = defaultdict(Decimal)
    codes = defaultdict(set)
    names = {}
    with open(path, newline="", encoding="utf-8") as fh:
        for n, r in enumerate(csv.DictReader(fh), start=2):
            try:
                amt = Decimal(r["amount"].replace(",", ""))
                eid = r["employee_id"].strip()
            except (KeyError, InvalidOperation, AttributeError) as exc:
                sys.exit(f"{path}:{n}: bad row ({exc})")
            if not eid:
                sys.exit(f"{path}:{n}: empty employee_id")
            gross[eid] += amt
            codes[eid].add(r.get("earning_code", ""))
            names[eid] = r.get("name", "")
    return gross, codes, names


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: variance.py PRIOR.csv CURRENT.csv")
    pg, pc, pn = totals(sys.argv[1])
    cg, cc, cn = totals(sys.argv[2])
    out = csv.writer(sys.stdout)
    out.writerow(["employee_id", "name", "prior", "current", "diff", "pct", "codes_added", "codes_removed"])
    for eid in sorted(set(pg) | set(cg)):
        p, c = pg.get(eid, Decimal(0)), cg.get(eid, Decimal(0))
        pct = f"{(c - p) / p * 100:.1f}" if p else "new"
        added = ";".join(sorted(cc.get(eid, set()) - pc.get(eid, set())))
        removed = ";".join(sorted(pc.get(eid, set()) - cc.get(eid, set())))
        out.writerow([eid, cn.get(eid) or pn.get(eid, ""), p, c, c - p, pct, added, removed])


if __name__ == "__main__":
    main()
