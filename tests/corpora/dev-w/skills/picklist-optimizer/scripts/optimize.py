#!/usr/bin/env python3
"""Batch and sequence warehouse orders into pick lists."""
import argparse
import csv
import json
import os
import re
import sys
import time
from collections import defaultdict
from pathlib import Path

import requests
import yaml
from tabulate import tabulate

BIN_RE = re.compile(r"^([A-Z])(\d{2})-(\d{2})-(\d)$")


def load_config(path):
    with open(path, encoding="utf-8") as fh:
        return yaml.safe_load(fh)


def parse_bin(code):
    m = BIN_RE.match(code.strip().upper())
    if not m:
        raise ValueError(f"bad bin code {code!r}")
    zone, aisle, bay, level = m.groups()
    return zone, int(aisle), int(bay), int(level)


def fetch_orders(cfg, day):
    token = os.environ.get(cfg["wms"]["token_env"])
    if not token:
        sys.exit(f"set {cfg['wms']['token_env']} to use --from-wms")
    url = f"{cfg['wms']['base_url']}/orders"
    for attempt in range(5):
        try:
            r = requests.get(url, params={"status": "open", "date": day}, headers={"Authorization": f"Bearer {token}"})
            r.raise_for_status()
            return r.json()["lines"]
        except requests.RequestException as exc:
            print(f"WMS request failed ({exc}), attempt {attempt + 1}/5", file=sys.stderr)
            time.sleep(2 * (attempt + 1))
    sys.exit("WMS not reachable after 5 attempts")


def read_orders(path):
    lines = []
    with open(path, newline="", encoding="utf-8") as fh:
        for n, r in enumerate(csv.DictReader(fh), 2):
            try:
                qty = int(r["qty"])
            except (KeyError, TypeError, ValueError):
                sys.exit(f"{path} line {n}: qty must be a whole number")
            if qty <= 0:
                sys.exit(f"{path} line {n}: qty must be positive")
            lines.append(dict(r, qty=qty))
    return lines


def suggest_slotting(history_path, cfg, limit=20):
    """Fast movers far from dispatch, from a picks export with sku,bin,picks."""
    far = []
    with open(history_path, newline="", encoding="utf-8") as fh:
        for n, r in enumerate(csv.DictReader(fh), 2):
            try:
                zone = parse_bin(r["bin"])[0]
                picks = int(r["picks"])
            except (KeyError, TypeError, ValueError) as exc:
                sys.exit(f"{history_path} line {n}: {exc}")
            dist = cfg["zones"].get(zone, {}).get("dock_distance_m", 0)
            if dist > 40:
                far.append((picks, r["sku"], r["bin"], dist))
    far.sort(reverse=True)
    return [{"sku": sku, "from_bin": b, "to_zone": "A", "picks_30d": p} for p, sku, b, _d in far[:limit]]


def apply_slotting(moves, cfg):
    token = os.environ.get(cfg["wms"]["token_env"])
    if not token:
        sys.exit(f"set {cfg['wms']['token_env']} to write relocation tasks")
    url = f"{cfg['wms']['base_url']}/relocation-tasks"
    for m in moves:
        r = requests.post(url, json=m, headers={"Authorization": f"Bearer {token}"}, timeout=10)
        if r.status_code >= 400:
            sys.exit(f"WMS rejected move for {m['sku']}: HTTP {r.status_code} {r.text[:200]}")
        print(f"relocation task created for {m['sku']} ({m['from_bin']} -> zone {m['to_zone']})")


def serpentine_key(line):
    zone, aisle, bay, level = parse_bin(line["bin"])
    return (zone, aisle, bay if aisle % 2 else -bay, level)


def walk_distance(lines, cfg):
    lay = cfg["layout"]
    dist, last = 0.0, None
    for line in lines:
        _z, aisle, bay, _l = parse_bin(line["bin"])
        if last:
            la, lb = last
            dist += abs(aisle - la) * lay["aisle_width_m"] + (abs(bay - lb) if aisle == la else lay["bays_per_aisle"]) * lay["bay_depth_m"]
        last = (aisle, bay)
    return dist


def batch(lines, cfg):
    by_order = defaultdict(list)
    for line in lines:
        by_order[line["order_id"]].append(line)
    cap, max_orders = cfg["cart"]["capacity_units"], cfg["cart"]["max_orders"]
    batches, cur, units = [], [], 0
    for oid, olines in sorted(by_order.items(), key=lambda kv: min(serpentine_key(l) for l in kv[1])):
        q = sum(l["qty"] for l in olines)
        if cur and (units + q > cap or len({l["order_id"] for l in cur}) >= max_orders):
            batches.append(cur)
            cur, units = [], 0
        cur.extend(olines)
        units += q
    if cur:
        batches.append(cur)
    return [sorted(b, key=serpentine_key) for b in batches]


def print_sheets(batches, cfg):
    spool = Path(cfg["print"]["spool_dir"])
    for i, b in enumerate(batches, 1):
        text = tabulate([[l["bin"], l["sku"], l["qty"], l["order_id"]] for l in b], headers=["Bin", "SKU", "Qty", "Order"])
        try:
            (spool / f"batch-{i:03d}.txt").write_text(f"Batch {i}\n\n{text}\n\n{cfg['print']['footer']}\n", encoding="utf-8")
        except Exception:
            pass


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("orders", nargs="?")
    ap.add_argument("--config", default=str(Path(__file__).resolve().parent.parent / "assets" / "config.yaml"))
    ap.add_argument("--from-wms", action="store_true")
    ap.add_argument("--date")
    ap.add_argument("-o", "--outdir", default="out")
    ap.add_argument("--print", dest="do_print", action="store_true")
    ap.add_argument("--history", help="picks export (sku,bin,picks) for slotting")
    ap.add_argument("--suggest-slotting", action="store_true")
    ap.add_argument("--apply-slotting", action="store_true")
    args = ap.parse_args()

    cfg = load_config(args.config)
    if args.suggest_slotting or args.apply_slotting:
        if not args.history:
            sys.exit("slotting needs --history picks_30d.csv")
        moves = suggest_slotting(args.history, cfg)
        print(tabulate([[m["sku"], m["from_bin"], m["to_zone"], m["picks_30d"]] for m in moves],
                       headers=["SKU", "From", "To zone", "Picks 30d"]))
        if args.apply_slotting:
            apply_slotting(moves, cfg)
        return
    if args.from_wms:
        if not args.date:
            sys.exit("--from-wms needs --date")
        lines = fetch_orders(cfg, args.date)
    elif args.orders:
        lines = read_orders(args.orders)
    else:
        sys.exit("give an orders CSV or --from-wms")

    bad = []
    for line in lines:
        try:
            parse_bin(line["bin"])
        except ValueError as exc:
            bad.append(str(exc))
    if bad:
        sys.exit("fix these bins first:\n" + "\n".join(bad))

    before = walk_distance(lines, cfg)
    batches = batch(lines, cfg)
    after = sum(walk_distance(b, cfg) for b in batches)
    out = Path(args.outdir)
    out.mkdir(parents=True, exist_ok=True)
    (out / "batches.json").write_text(json.dumps(batches, indent=2), encoding="utf-8")
    print(tabulate([[len(batches), len(lines), f"{before:.0f} m", f"{after:.0f} m"]],
                   headers=["Batches", "Lines", "Walk before", "Walk after"]))
    if args.do_print:
        print_sheets(batches, cfg)


if __name__ == "__main__":
    main()
