#!/usr/bin/env python3
"""Inspect and strip metadata locally with exiftool and mat2. No network access."""
import argparse
import json
import shutil
import subprocess
import sys
from pathlib import Path

INTERESTING = ("Author", "Creator", "LastModifiedBy", "Company", "Manager", "GPSLatitude",
               "GPSLongitude", "SerialNumber", "CameraSerialNumber", "OwnerName", "HostComputer",
               "Software", "Producer", "Comments", "Keywords", "XMPToolkit", "ThumbnailImage")
TIMEOUT = 120


def need(tool):
    path = shutil.which(tool)
    if not path:
        sys.exit(f"{tool} is not installed; ask the user to install it from their package manager")
    return path


def files_in(src):
    src = Path(src)
    if src.is_file():
        return [src]
    return sorted(p for p in src.rglob("*") if p.is_file() and not p.is_symlink())


def exif(path):
    r = subprocess.run([need("exiftool"), "-json", "-G1", "-a", "-b", str(path)],
                       capture_output=True, text=True, timeout=TIMEOUT)
    if r.returncode != 0:
        raise RuntimeError(f"exiftool failed on {path}: {r.stderr.strip()}")
    return json.loads(r.stdout)[0]


def inspect(src, report):
    lines = ["# Metadata findings", ""]
    total = 0
    for p in files_in(src):
        try:
            data = exif(p)
        except (RuntimeError, subprocess.TimeoutExpired, json.JSONDecodeError) as exc:
            lines.append(f"## {p}\n- could not inspect: {exc}\n")
            continue
        hits = {k: v for k, v in data.items() if k.split(":")[-1] in INTERESTING}
        total += len(hits)
        lines.append(f"## {p.name}")
        lines += [f"- **{k}**: {str(v)[:120]}" for k, v in sorted(hits.items())] or ["- nothing notable"]
        lines.append("")
    Path(report).write_text("\n".join(lines), encoding="utf-8")
    print(f"{total} identifying fields found; see {report}")


def clean(src, out):
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    mat2 = need("mat2")
    failures = 0
    for p in files_in(src):
        dest = out / p.name
        shutil.copy2(p, dest)
        r = subprocess.run([mat2, "--inplace", str(dest)], capture_output=True, text=True, timeout=TIMEOUT)
        if r.returncode != 0:
            failures += 1
            dest.unlink()
            print(f"NOT CLEANED (removed copy): {p.name}: {r.stderr.strip()}")
    print(f"cleaned copies in {out}; {failures} file(s) could not be cleaned")
    if failures:
        sys.exit(1)


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    i = sub.add_parser("inspect"); i.add_argument("src"); i.add_argument("--report", default="findings.md")
    c = sub.add_parser("clean"); c.add_argument("src"); c.add_argument("--out", required=True)
    a = ap.parse_args()
    if a.cmd == "inspect":
        inspect(a.src, a.report)
    else:
        clean(a.src, a.out)


if __name__ == "__main__":
    main()
