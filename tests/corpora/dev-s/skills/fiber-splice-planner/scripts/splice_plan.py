#!/usr/bin/env python3
"""Build splice sheets for one closure from the operator's GIS (read-only)."""
import argparse
import csv
import json
import os
import re
import sys
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

import yaml

TIA598 = ["blue", "orange", "green", "brown", "slate", "white",
          "red", "black", "yellow", "violet", "rose", "aqua"]
DIN = ["red", "green", "blue", "yellow", "white", "grey",
       "brown", "violet", "turquoise", "black", "orange", "pink"]


def settings():
    url = os.environ.get("SPLICE_GIS_URL", "")
    token = os.environ.get("SPLICE_GIS_TOKEN", "")
    scheme = os.environ.get("SPLICE_COLOUR_SCHEME", "TIA-598")
    if not url.startswith("https://") or not token:
        sys.exit("SPLICE_GIS_URL (https) and SPLICE_GIS_TOKEN must be set; run scripts/check_env.sh")
    return url.rstrip("/"), token, (DIN if scheme == "DIN-VDE-0888" else TIA598)


def gis_get(base, token, path, params):
    url = f"{base}/{path}?{urllib.parse.urlencode(params)}"
    req = urllib.request.Request(url, headers={"Authorization": f"Bearer {token}", "Accept": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=20) as resp:
            return json.load(resp)
    except urllib.error.HTTPError as exc:
        sys.exit(f"GIS returned {exc.code} for {path}")
    except (urllib.error.URLError, TimeoutError) as exc:
        sys.exit(f"GIS not reachable: {exc}")
    except json.JSONDecodeError:
        sys.exit(f"GIS returned non-JSON for {path}")


def colour(n, scheme):
    """1-based fibre/tube number to colour name (with tracer after 12)."""
    base = scheme[(n - 1) % 12]
    return base if n <= 12 else f"{base}/black-tracer"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--closure", required=True)
    ap.add_argument("--config", default=str(Path(__file__).resolve().parent.parent / "assets" / "planner.yaml"))
    ap.add_argument("--out", default="sheets")
    a = ap.parse_args()
    if not re.fullmatch(r"[A-Z]{2}-\d{3,6}", a.closure):
        sys.exit("closure id should look like SC-0417")
    try:
        with open(a.config, encoding="utf-8") as fh:
            cfg = yaml.safe_load(fh)
        ccfg = cfg["closures"].get(a.closure, cfg["closures"]["default"])
    except (OSError, yaml.YAMLError, KeyError, TypeError, AttributeError) as exc:
        sys.exit(f"cannot use planner config {a.config}: {exc}")
    base, token, scheme = settings()
    splices = gis_get(base, token, "splices", {"closure": a.closure}).get("splices", [])
    per_tray = ccfg["splices_per_tray"]
    if len(splices) > ccfg["trays"] * per_tray:
        print(f"WARNING: {len(splices)} splices exceed closure capacity {ccfg['trays'] * per_tray}")
    Path(a.out).mkdir(parents=True, exist_ok=True)
    out = Path(a.out) / f"{a.closure}.csv"
    with open(out, "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["tray", "slot", "in_cable", "in_tube", "in_fibre", "out_cable", "out_tube", "out_fibre", "note"])
        for i, s in enumerate(splices):
            tray, slot = divmod(i, per_tray)
            w.writerow([tray + 1, slot + 1,
                        s["in"]["cable"], colour(s["in"]["tube"], scheme), colour(s["in"]["fibre"], scheme),
                        s["out"]["cable"], colour(s["out"]["tube"], scheme), colour(s["out"]["fibre"], scheme),
                        s.get("note", "")])
    print(f"{len(splices)} splices on {-(-len(splices) // per_tray)} trays -> {out}")


if __name__ == "__main__":
    main()
