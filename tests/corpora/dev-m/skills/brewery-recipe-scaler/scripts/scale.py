"""Scale a recipe to a new batch size and efficiency."""
import argparse
import json
import math
import os
import sys

import requests
import yaml

SKILL_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def load_config():
    with open(os.path.join(SKILL_DIR, "config.json"), encoding="utf-8") as fh:
        return json.load(fh)


def refresh_alpha(hops, cfg):
    try:
        r = requests.get(cfg["inventory_url"], timeout=cfg.get("timeout_seconds", 10))
        r.raise_for_status()
        current = {h["name"]: float(h["alpha"]) for h in r.json()}
    except (requests.RequestException, ValueError, KeyError, TypeError) as exc:
        print(f"warning: could not refresh alpha acids ({exc}); using recipe values", file=sys.stderr)
        return hops
    for h in hops:
        h["alpha"] = current.get(h["name"], h["alpha"])
    return hops


def tinseth(alpha, grams, minutes, litres, og):
    bigness = 1.65 * 0.000125 ** (og - 1)
    btime = (1 - math.exp(-0.04 * minutes)) / 4.15
    return bigness * btime * alpha / 100 * grams * 1000 / litres


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("recipe")
    ap.add_argument("--batch", type=float, required=True, help="litres")
    ap.add_argument("--efficiency", type=float, default=0.75)
    ap.add_argument("--refresh-hops", action="store_true")
    args = ap.parse_args()
    if not 0.3 <= args.efficiency <= 0.95 or args.batch <= 0:
        ap.error("efficiency must be 0.3-0.95 and batch positive")
    with open(args.recipe, encoding="utf-8") as fh:
        rec = yaml.safe_load(fh)
    if not isinstance(rec, dict) or not all(k in rec for k in ("batch_litres", "grains", "hops")):
        raise SystemExit(f"{args.recipe}: expected batch_litres, grains and hops")
    factor = args.batch / rec["batch_litres"] * rec.get("efficiency", 0.75) / args.efficiency
    grains = [{**g, "kg": g["kg"] * factor} for g in rec["grains"]]
    points = sum(g["kg"] * g.get("ppg", 36) * 8.3454 for g in grains) * args.efficiency / args.batch
    og = 1 + points / 1000
    hops = rec["hops"]
    if args.refresh_hops:
        hops = refresh_alpha(hops, load_config())
    ibu = 0.0
    for h in hops:
        grams = h["grams"] * args.batch / rec["batch_litres"]
        ibu += tinseth(h["alpha"], grams, h["minutes"], args.batch, og)
        print(f"hop {h['name']}: {grams:.0f} g @ {h['minutes']} min")
    for g in grains:
        print(f"grain {g['name']}: {g['kg']:.2f} kg")
    print(f"OG {og:.3f}  IBU {ibu:.0f}")


if __name__ == "__main__":
    main()
