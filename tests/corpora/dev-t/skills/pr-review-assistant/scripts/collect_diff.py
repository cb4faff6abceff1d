#!/usr/bin/env python3
"""Collect a pull request's diff and metadata into a JSON file for review."""
import argparse
import json
import subprocess
import sys
from pathlib import Path


def gh(*args: str) -> str:
    result = subprocess.run(["gh", *args], capture_output=True, text=True, check=False)
    if result.returncode != 0:
        sys.exit(f"gh {' '.join(args)} failed: {result.stderr.strip()}")
    return result.stdout


def parse_hunks(diff_text: str) -> list[dict]:
    files, current = [], None
    for line in diff_text.splitlines():
        if line.startswith("diff --git"):
            current = {"path": line.split(" b/", 1)[-1], "hunks": []}
            files.append(current)
        elif line.startswith("@@") and current is not None:
            current["hunks"].append({"header": line, "lines": []})
        elif current is not None and current["hunks"]:
            current["hunks"][-1]["lines"].append(line)
    return files


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--pr", required=True, type=int)
    ap.add_argument("--out", default=".review/pr.json")
    args = ap.parse_args()

    meta = json.loads(gh("pr", "view", str(args.pr), "--json",
                         "number,title,body,author,baseRefName,headRefName,files"))
    diff = gh("pr", "diff", str(args.pr))
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps({"meta": meta, "files": parse_hunks(diff)}, indent=2))
    print(f"wrote {out} ({len(meta.get('files', []))} files)")


if __name__ == "__main__":
    main()
