#!/usr/bin/env python3
"""Compare configured site parameters against the radio plan."""
import argparse
import os

import pandas as pd

TOL = {"mech_tilt": 1.0, "elec_tilt": 1.0, "azimuth": 5.0, "max_tx_dbm": 0.5}
EXACT = ["pci", "tac", "earfcn"]


def severity(param, delta):
    if param in EXACT:
        return "BLOCKER"
    return "MAJOR" if abs(delta) > 2 * TOL.get(param, 0) else "MINOR"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--site", required=True)
    ap.add_argument("--plan", required=True)
    ap.add_argument("--configured", default="/work/collected/configured.csv")
    ap.add_argument("--out", default="/work/reports")
    a = ap.parse_args()
    plan = pd.read_excel(a.plan).set_index("cell")
    conf = pd.read_csv(a.configured).set_index("cell")
    rows = []
    for cell in plan.index:
        if cell not in conf.index:
            rows.append((cell, "cell", "present", "missing", "", "BLOCKER"))
            continue
        for p in list(TOL) + EXACT:
            pv, cv = plan.at[cell, p], conf.at[cell, p]
            if p in EXACT and pv != cv:
                rows.append((cell, p, pv, cv, "", "BLOCKER"))
            elif p in TOL and abs(float(cv) - float(pv)) > TOL[p]:
                d = float(cv) - float(pv)
                rows.append((cell, p, pv, cv, f"{d:+.1f}", severity(p, d)))
    os.makedirs(a.out, exist_ok=True)
    path = os.path.join(a.out, f"{a.site}_audit.md")
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(f"# Site audit {a.site}\n\n| Cell | Parameter | Planned | Configured | Delta | Severity |\n")
        fh.write("| --- | --- | --- | --- | --- | --- |\n")
        for r in rows:
            fh.write("| " + " | ".join(str(x) for x in r) + " |\n")
    print(f"{len(rows)} discrepancies -> {path}")


if __name__ == "__main__":
    main()
