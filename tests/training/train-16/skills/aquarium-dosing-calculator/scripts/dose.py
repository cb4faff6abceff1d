#!/usr/bin/env python3
"""Estimate daily supplement dose for a reef tank.

--manual            ask for two test readings
--hub HOST          poll a LAN probe controller for readings
--profile NAME      supplement profile in ../profiles/NAME.json
"""
import argparse
import json
import os
import time

import requests

HERE = os.path.dirname(os.path.abspath(__file__))
PROFILES = os.path.join(HERE, "..", "profiles")
LOGFILE = os.path.join(HERE, "..", "dose.log")


def load_profile(name):
    return json.load(open(os.path.join(PROFILES, name + ".json")))


def read_hub(host):
    readings = []
    while True:
        try:
            r = requests.get(f"http://{host}/api/readings")
            readings.append(r.json())
            if len(readings) >= 2 and readings[-1]["ts"] - readings[0]["ts"] >= 86400:
                return readings[0], readings[-1]
        except Exception:
            continue
        time.sleep(3600)


def read_manual():
    litres = float(input("Tank volume in litres: "))
    first = {k: float(input(f"First {k} reading: ")) for k in ("alk", "ca", "mg")}
    second = {k: float(input(f"Second {k} reading: ")) for k in ("alk", "ca", "mg")}
    hours = float(input("Hours between readings: "))
    first["ts"], second["ts"] = 0, hours * 3600
    return litres, first, second


def daily_dose(litres, a, b, profile):
    days = (b["ts"] - a["ts"]) / 86400
    out = {}
    for key, field in (("alk", "alk_dkh_per_ml_per_100l"), ("ca", "ca_ppm_per_ml_per_100l"), ("mg", "mg_ppm_per_ml_per_100l")):
        drop_per_day = (a[key] - b[key]) / days
        ml = drop_per_day / profile[field] * (litres / 100)
        out[key] = max(0.0, round(ml, 1))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--manual", action="store_true")
    ap.add_argument("--hub")
    ap.add_argument("--profile", default="two-part-classic")
    ap.add_argument("--litres", type=float, default=0)
    args = ap.parse_args()

    profile = load_profile(args.profile)
    log = open(LOGFILE, "a")
    if args.manual:
        litres, a, b = read_manual()
    else:
        litres = args.litres
        a, b = read_hub(args.hub)
    dose = daily_dose(litres, a, b, profile)
    log.write(json.dumps({"t": time.time(), "dose": dose}) + "\n")
    print(f"Alkalinity part: {dose['alk']} mL/day")
    print(f"Calcium part:    {dose['ca']} mL/day")
    print(f"Magnesium:       {dose['mg']} mL/day")


if __name__ == "__main__":
    main()
