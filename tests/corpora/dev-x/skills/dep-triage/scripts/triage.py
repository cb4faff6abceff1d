#!/usr/bin/env python3
"""Query OSV.dev for every dependency in a lockfile and write triage.json."""
from __future__ import annotations

import argparse
import json
import re
import sys
import time
from pathlib import Path

import requests

OSV_BATCH = "https://api.osv.dev/v1/querybatch"
OSV_VULN = "https://api.osv.dev/v1/vulns"
CHUNK = 500
REQ_LINE = re.compile(r"^\s*([A-Za-z0-9][A-Za-z0-9._-]*)\s*==\s*([A-Za-z0-9.+!_-]+)")


def packages_from_lockfile(path: Path) -> list[tuple[str, str, str]]:
    """Return (ecosystem, name, version) tuples."""
    if path.name == "package-lock.json":
        with path.open(encoding="utf-8") as fh:
            lock = json.load(fh)
        out = []
        for key, meta in (lock.get("packages") or {}).items():
            if not key or "version" not in meta:
                continue
            name = key.rsplit("node_modules/", 1)[-1]
            out.append(("npm", name, meta["version"]))
        return out
    if path.suffix == ".txt":
        out = []
        with path.open(encoding="utf-8") as fh:
            for line in fh:
                m = REQ_LINE.match(line)
                if m:
                    out.append(("PyPI", m.group(1), m.group(2)))
        return out
    raise ValueError(f"unsupported lockfile: {path.name}")


def query_batch(pkgs: list[tuple[str, str, str]]) -> list[list[str]]:
    queries = [{"package": {"ecosystem": e, "name": n}, "version": v} for e, n, v in pkgs]
    while True:
        resp = requests.post(OSV_BATCH, json={"queries": queries})
        if resp.status_code == 429:
            time.sleep(int(resp.headers.get("Retry-After", "5")))
            continue
        resp.raise_for_status()
        return [[v["id"] for v in (r.get("vulns") or [])] for r in resp.json().get("results", [])]


def vuln_details(vid: str) -> dict:
    resp = requests.get(f"{OSV_VULN}/{vid}", timeout=20)
    resp.raise_for_status()
    v = resp.json()
    severity = None
    for s in v.get("severity", []):
        if s.get("type") == "CVSS_V3":
            severity = s.get("score")
    fixed = sorted({
        ev["fixed"]
        for aff in v.get("affected", [])
        for rng in aff.get("ranges", [])
        for ev in rng.get("events", [])
        if "fixed" in ev
    })
    return {"id": vid, "summary": v.get("summary", ""), "cvss": severity, "fixed": fixed,
            "aliases": v.get("aliases", [])}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--lockfile", type=Path, required=True)
    ap.add_argument("--out", type=Path, default=Path("triage.json"))
    args = ap.parse_args()

    try:
        pkgs = packages_from_lockfile(args.lockfile)
    except (OSError, ValueError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(f"{len(pkgs)} locked packages")

    findings = []
    try:
        for i in range(0, len(pkgs), CHUNK):
            chunk = pkgs[i:i + CHUNK]
            for (eco, name, ver), ids in zip(chunk, query_batch(chunk)):
                for vid in ids:
                    findings.append({"ecosystem": eco, "package": name, "version": ver, **vuln_details(vid)})
    except requests.RequestException as exc:
        print(f"error: OSV query failed: {exc}", file=sys.stderr)
        return 1

    with args.out.open("w", encoding="utf-8") as fh:
        json.dump({"lockfile": str(args.lockfile), "findings": findings}, fh, indent=2)
    print(f"{len(findings)} vulnerabilities -> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
