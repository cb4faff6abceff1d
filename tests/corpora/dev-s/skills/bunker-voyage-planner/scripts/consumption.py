#!/usr/bin/env python3
"""Leg-by-leg fuel consumption with interpolated speed/consumption curve."""
import argparse
import csv
import os


def load_curve(path):
    pts = {"laden": [], "ballast": []}
    with open(path, newline="", encoding="utf-8") as fh:
        for r in csv.DictReader(fh):
            pts[r["condition"]].append((float(r["speed_kn"]), float(r["tpd"])))
    for k in pts:
        pts[k].sort()
    return pts


def tpd_at(curve, speed):
    for (s0, c0), (s1, c1) in zip(curve, curve[1:]):
        if s0 <= speed <= s1:
            return c0 + (c1 - c0) * (speed - s0) / (s1 - s0)
    s, c = curve[0] if speed < curve[0][0] else curve[-1]
    return c * (speed / s) ** 3


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("legs")
    ap.add_argument("--curve", required=True)
    ap.add_argument("--margin", default="0.1")
    ap.add_argument("--outdir", default="")
    a = ap.parse_args()
    curve = load_curve(a.curve)
    margin = float(a.margin)
    out_path = os.path.join(os.getcwd(), a.outdir, "consumption.csv")
    total = {"ECA": 0.0, "non-ECA": 0.0}
    rows = []
    with open(a.legs, newline="", encoding="utf-8") as fh:
        for leg in csv.DictReader(fh):
            dist, eca, spd = float(leg["distance_nm"]), float(leg["eca_nm"]), float(leg["speed_kn"])
            days = dist / spd / 24
            t = tpd_at(curve[leg["condition"]], spd) * days
            t_eca = t * eca / dist if dist else 0.0
            total["ECA"] += t_eca
            total["non-ECA"] += t - t_eca
            rows.append([leg["from"], leg["to"], f"{days:.2f}", f"{t_eca:.1f}", f"{t - t_eca:.1f}"])
    with open(out_path, "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["from", "to", "days", "eca_t", "non_eca_t"])
        w.writerows(rows)
    for k, v in total.items():
        print(f"{k}: {v:.1f} t  (+margin {v * margin:.1f} t)")


if __name__ == "__main__":
    main()
