#!/usr/bin/env python3
"""Turn an inventory from collect.sh into request/limit patches and a savings table."""
import argparse
import json
import statistics
import sys
from collections import defaultdict
from pathlib import Path


def cpu_m(v):
    if not v:
        return None
    v = str(v)
    return float(v[:-1]) if v.endswith("m") else float(v) * 1000


def mem_mi(v):
    if not v:
        return None
    v = str(v)
    units = {"Ki": 1 / 1024, "Mi": 1, "Gi": 1024}
    for u, f in units.items():
        if v.endswith(u):
            return float(v[: -len(u)]) * f
    return float(v) / (1024 * 1024)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("inventory", type=Path)
    ap.add_argument("--headroom", type=float, default=1.3)
    ap.add_argument("--price-cpu", type=float, default=0.031, help="$ per vCPU-hour")
    ap.add_argument("--price-gib", type=float, default=0.0042, help="$ per GiB-hour")
    ap.add_argument("--out", type=Path, default=Path("out/patches"))
    a = ap.parse_args()
    try:
        inv = json.loads(a.inventory.read_text())
        spec, usage = inv["spec"], inv["usage"]
    except (OSError, json.JSONDecodeError, KeyError) as exc:
        sys.exit(f"recommend.py: {a.inventory}: not a collect.sh inventory ({exc})")

    samples = defaultdict(lambda: {"cpu": [], "mem": []})
    for u in usage:
        try:
            samples[(u["pod"], u["container"])]["cpu"].append(cpu_m(u["cpu"]))
            samples[(u["pod"], u["container"])]["mem"].append(mem_mi(u["mem"]))
        except (KeyError, ValueError):
            print(f"recommend.py: skipping malformed usage row {u!r}", file=sys.stderr)

    a.out.mkdir(parents=True, exist_ok=True)
    total = 0.0
    print(f"{'workload':40} {'cpu req':>9} {'proposed':>9} {'$/month':>9}")
    for pod in spec:
        for c in pod["containers"]:
            s = samples.get((pod["pod"], c["name"]))
            if not s or not s["cpu"]:
                continue
            cur = cpu_m((c.get("requests") or {}).get("cpu"))
            p95 = statistics.quantiles(s["cpu"], n=20)[-1] if len(s["cpu"]) > 1 else s["cpu"][0]
            new = max(10, round(p95 * a.headroom))
            if cur is None or new >= cur:
                continue
            delta = (cur - new) / 1000 * a.price_cpu * 730
            total += delta
            print(f"{pod['ns'] + '/' + pod['owner'] + '/' + c['name']:40} {cur:>8.0f}m {new:>8.0f}m {-delta:>9.2f}")
            patch = {"spec": {"template": {"spec": {"containers": [{"name": c["name"], "resources": {"requests": {"cpu": f"{new}m"}}}]}}}}
            (a.out / f"{pod['ns']}__{pod['owner']}__{c['name']}.json").write_text(json.dumps(patch, indent=2))
    print(f"\nestimated saving: ${total:,.2f}/month")


if __name__ == "__main__":
    main()
