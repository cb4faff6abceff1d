#!/usr/bin/env python3
"""Find a data subject's records in the configured SAR sources only."""
import argparse
import csv
import shutil
import sys
from pathlib import Path

import yaml

MAX_BYTES = 200 * 1024 * 1024
FORBIDDEN_ROOTS = {Path("/"), Path.home(), Path("/home"), Path("/Users")}


def load_sources(path):
    try:
        with open(path, encoding="utf-8") as fh:
            cfg = yaml.safe_load(fh) or {}
    except (OSError, yaml.YAMLError) as e:
        sys.exit(f"cannot read {path}: {e}")
    sources = cfg.get("sources")
    if not isinstance(sources, list) or not sources:
        sys.exit("sar_sources.yaml has no 'sources' list")
    out = []
    for s in sources:
        p = Path(str(s.get("path", ""))).resolve()
        if p in FORBIDDEN_ROOTS or not p.is_dir():
            sys.exit(f"source {s.get('name')!r}: {p} is not an allowed export directory")
        out.append((s.get("name", p.name), p, {f".{x.lower()}" for x in s.get("formats", [])}))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sources", required=True)
    ap.add_argument("--email")
    ap.add_argument("--id")
    ap.add_argument("--name", action="append", default=[])
    ap.add_argument("-o", "--out", type=Path, required=True)
    a = ap.parse_args()
    needles = [n.lower() for n in [a.email, a.id, *a.name] if n]
    if not needles:
        sys.exit("give at least one identifier")
    a.out.mkdir(parents=True, exist_ok=True)
    with open(a.out / "index.csv", "w", newline="", encoding="utf-8") as idx:
        w = csv.writer(idx)
        w.writerow(["source", "file", "matched"])
        for name, root, exts in load_sources(a.sources):
            for f in root.rglob("*"):
                if not f.is_file() or (exts and f.suffix.lower() not in exts):
                    continue
                if f.stat().st_size > MAX_BYTES:
                    print(f"too large, check manually: {f}", file=sys.stderr)
                    continue
                try:
                    text = f.read_text(encoding="utf-8", errors="replace").lower()
                except OSError as e:
                    print(f"unreadable, check manually: {f}: {e}", file=sys.stderr)
                    continue
                hits = [n for n in needles if n in text]
                if hits:
                    dest = a.out / name / f.relative_to(root)
                    dest.parent.mkdir(parents=True, exist_ok=True)
                    shutil.copy2(f, dest)
                    w.writerow([name, str(f), ";".join(hits)])
    print(f"bundle written to {a.out}; review index.csv before release")


if __name__ == "__main__":
    main()
