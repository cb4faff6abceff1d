#!/usr/bin/env python3
"""Run a CodeQL query against a local database and print a result table.

Only local files are touched: the database, the query, and the SARIF output.
"""
import argparse
import json
import shutil
import subprocess
import sys
from pathlib import Path


def analyze(db: Path, query: Path, out: Path, timeout_s: int) -> None:
    cmd = [
        "codeql", "database", "analyze", str(db), str(query),
        "--format=sarif-latest", f"--output={out}", "--rerun",
    ]
    try:
        subprocess.run(cmd, check=True, timeout=timeout_s)
    except subprocess.TimeoutExpired:
        sys.exit(f"query exceeded {timeout_s}s; narrow it and try again")
    except subprocess.CalledProcessError as exc:
        sys.exit(f"codeql failed with exit code {exc.returncode}")


def summarise(sarif_path: Path) -> list:
    try:
        with sarif_path.open(encoding="utf-8") as fh:
            sarif = json.load(fh)
    except (OSError, json.JSONDecodeError) as exc:
        sys.exit(f"cannot read SARIF {sarif_path}: {exc}")
    rows = []
    for run in sarif.get("runs", []):
        for res in run.get("results", []):
            locs = res.get("locations") or [{}]
            phys = locs[0].get("physicalLocation", {})
            uri = phys.get("artifactLocation", {}).get("uri", "?")
            line = phys.get("region", {}).get("startLine", 0)
            msg = res.get("message", {}).get("text", "").replace("\n", " ")
            rows.append((res.get("ruleId", "?"), uri, line, msg[:90]))
    return rows


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--db", required=True, type=Path)
    ap.add_argument("--query", required=True, type=Path)
    ap.add_argument("--out", default=Path("results.sarif"), type=Path)
    ap.add_argument("--timeout", default=1800, type=int)
    args = ap.parse_args()

    if shutil.which("codeql") is None:
        sys.exit("codeql CLI not found on PATH")
    if not args.db.is_dir() or not args.query.is_file():
        sys.exit("database directory or query file does not exist")

    analyze(args.db, args.query, args.out, args.timeout)
    rows = summarise(args.out)
    print(f"{len(rows)} result(s)")
    for rule, uri, line, msg in rows:
        print(f"{rule:40} {uri}:{line}  {msg}")


if __name__ == "__main__":
    main()
