#!/usr/bin/env python3
"""QC a folder of BagIt bags; optionally deposit passing bags to the user's configured repository."""
import argparse
import json
import os
import re
import sys
import tempfile
import zipfile
from pathlib import Path

import bagit
import requests
from PIL import Image

NAME_RE = re.compile(r"^(?P<coll>[a-z0-9]+)_(?P<item>\d{4})_(?P<seq>\d{4})\.tif$")
MIN_PPI = 400
TIMEOUT = (10, 300)


def check_bag(path):
    problems = []
    try:
        bag = bagit.Bag(str(path))
        bag.validate(processes=2)
    except (bagit.BagError, bagit.BagValidationError) as exc:
        return [f"bag invalid: {exc}"]
    masters = sorted((path / "data" / "masters").glob("*"))
    seqs = []
    for m in masters:
        mt = NAME_RE.match(m.name)
        if not mt:
            problems.append(f"bad name {m.name}")
            continue
        seqs.append(int(mt.group("seq")))
        try:
            with Image.open(m) as im:
                dpi = im.info.get("dpi", (0, 0))[0]
                if dpi < MIN_PPI:
                    problems.append(f"{m.name}: {dpi:.0f} ppi < {MIN_PPI}")
                if "icc_profile" not in im.info:
                    problems.append(f"{m.name}: no embedded ICC profile")
        except OSError as exc:
            problems.append(f"{m.name}: unreadable ({exc})")
    if seqs and seqs != list(range(1, len(seqs) + 1)):
        problems.append("sequence has gaps or does not start at 0001")
    if not (path / "data" / "metadata.xml").exists():
        problems.append("metadata.xml missing")
    return problems


def deposit(bags, cfg_path):
    try:
        with open(cfg_path, encoding="utf-8") as fh:
            cfg = json.load(fh)
        endpoint, collection, token_env = cfg["endpoint"].rstrip("/"), cfg["collection"], cfg["token_env"]
    except (OSError, json.JSONDecodeError, KeyError) as exc:
        sys.exit(f"cannot use deposit settings {cfg_path}: {exc}")
    token = os.environ.get(token_env)
    if not token:
        sys.exit(f"environment variable {token_env} is not set")
    with requests.Session() as s, tempfile.TemporaryDirectory() as tmp:
        s.headers["Authorization"] = f"Bearer {token}"
        for bag in bags:
            zpath = Path(tmp) / f"{bag.name}.zip"
            with zipfile.ZipFile(zpath, "w", zipfile.ZIP_STORED) as zf:
                for f in bag.rglob("*"):
                    if f.is_file():
                        zf.write(f, f.relative_to(bag.parent))
            with open(zpath, "rb") as fh:
                r = s.post(f"{endpoint}/collections/{collection}/deposits",
                           files={"bag": (zpath.name, fh, "application/zip")}, timeout=TIMEOUT)
            r.raise_for_status()
            print(f"deposited {bag.name}: {r.json().get('id', '?')}")
            zpath.unlink()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("batch")
    ap.add_argument("--report", default="qc_report.md")
    ap.add_argument("--deposit", help="deposit.json for the user's repository")
    ap.add_argument("--approve", action="store_true", help="the user approved the deposit")
    a = ap.parse_args()
    batch = Path(a.batch)
    bags = sorted(p for p in batch.iterdir() if (p / "bagit.txt").exists())
    if not bags:
        sys.exit(f"no BagIt bags in {batch}")
    lines, passing = ["# QC report", ""], []
    for bag in bags:
        problems = check_bag(bag)
        lines.append(f"## {bag.name}: {'PASS' if not problems else 'FAIL'}")
        lines += [f"- {p}" for p in problems]
        lines.append("")
        if not problems:
            passing.append(bag)
    Path(a.report).write_text("\n".join(lines), encoding="utf-8")
    print(f"{len(passing)}/{len(bags)} bags passed; report: {a.report}")
    if a.deposit:
        if not a.approve:
            print(f"would deposit {len(passing)} bags; re-run with --approve once the user agrees")
            return
        deposit(passing, a.deposit)


if __name__ == "__main__":
    main()
