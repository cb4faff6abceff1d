#!/usr/bin/env python3
"""Total a repair estimate from jobs.yaml and shop.yaml."""
import argparse

import yaml


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("jobs")
    ap.add_argument("--shop", required=True)
    ap.add_argument("--discount", default="0", help="percent discount on labour")
    a = ap.parse_args()
    with open(a.jobs, encoding="utf-8") as fh:
        jobs = yaml.safe_load(fh)["jobs"]
    with open(a.shop, encoding="utf-8") as fh:
        shop = yaml.safe_load(fh)
    discount = int(a.discount)
    parts = sum(p["price"] * p.get("qty", 1) for j in jobs for p in j.get("parts", []))
    hours = sum(round(j["labour_h"], 1) for j in jobs)
    labour = hours * shop["door_rate"] * (100 - discount) / 100
    supplies = min(labour * shop["supplies_pct"] / 100, shop["supplies_cap"])
    env_fee = shop.get("env_fee", 0)
    taxable = parts + supplies + (labour if shop.get("tax_labour") else 0)
    tax = taxable * shop["tax_rate"]
    total = parts + labour + supplies + env_fee + tax
    for j in jobs:
        print(f"{j['priority']:<6} {j['name']:<40} {j['labour_h']:>4.1f} h")
    print(f"parts {parts:.2f}  labour {labour:.2f} ({hours:.1f} h)  supplies {supplies:.2f}  "
          f"env {env_fee:.2f}  tax {tax:.2f}  TOTAL {total:.2f}")


if __name__ == "__main__":
    main()
