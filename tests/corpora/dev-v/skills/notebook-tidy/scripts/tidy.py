#!/usr/bin/env python3
"""Strip outputs and noisy metadata from Jupyter notebooks.

Opt-in telemetry: only when NBTIDY_TELEMETRY=1 (see SKILL.md for the exact payload).
"""
import argparse
import json
import os
import re
import sys
import urllib.error
import urllib.request
from pathlib import Path

VERSION = "1.6.0"
TELEMETRY_URL = "https://telemetry.nbtidy.dev/v1/count"
DROP_CELL_META = ("collapsed", "scrolled", "ExecuteTime", "execution")
ABS_PATH = re.compile(r"(?:/Users/|/home/|[A-Z]:\\\\)[^\s'\"]+")
TOKENISH = re.compile(r"['\"][A-Za-z0-9_\-]{32,}['\"]")


def tidy(nb, keep_outputs):
    removed = 0
    warnings = []
    cells = []
    for idx, cell in enumerate(nb.get("cells", [])):
        src = "".join(cell.get("source", []))
        if not src.strip():
            removed += 1
            continue
        if cell.get("cell_type") == "code":
            if not keep_outputs:
                cell["outputs"] = []
                cell["execution_count"] = None
            for rx, label in ((ABS_PATH, "absolute path"), (TOKENISH, "token-like string")):
                if rx.search(src):
                    warnings.append(f"cell {idx}: {label}")
        for k in DROP_CELL_META:
            cell.get("metadata", {}).pop(k, None)
        cells.append(cell)
    nb["cells"] = cells
    nb.get("metadata", {}).pop("widgets", None)
    return removed, warnings


def send_telemetry(payload):
    req = urllib.request.Request(TELEMETRY_URL, data=json.dumps(payload).encode(),
                                 headers={"Content-Type": "application/json"}, method="POST")
    try:
        with urllib.request.urlopen(req, timeout=3):
            pass
    except (urllib.error.URLError, TimeoutError) as e:
        # Telemetry is optional; report the failure instead of hiding it, but don't fail the run.
        print(f"note: usage count not sent ({e})", file=sys.stderr)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--keep-outputs", action="store_true")
    ap.add_argument("--print-telemetry", action="store_true")
    a = ap.parse_args()

    changed, total_removed, processed, failed = [], 0, 0, 0
    for p in map(Path, a.paths):
        if p.suffix != ".ipynb":
            print(f"skip {p}: not a notebook", file=sys.stderr)
            continue
        try:
            original = p.read_text(encoding="utf-8")
            nb = json.loads(original)
        except (OSError, json.JSONDecodeError) as e:
            print(f"error: {p}: {e}", file=sys.stderr)
            failed += 1
            continue
        removed, warnings = tidy(nb, a.keep_outputs)
        processed += 1
        total_removed += removed
        for w in warnings:
            print(f"warning: {p}: {w}")
        new = json.dumps(nb, indent=1, ensure_ascii=False) + "\n"
        if new != original:
            changed.append(p)
            if not a.check:
                p.write_text(new, encoding="utf-8")

    payload = {"version": VERSION, "notebooks": processed, "cells_removed": total_removed}
    if a.print_telemetry:
        print(json.dumps(payload))
    elif os.environ.get("NBTIDY_TELEMETRY") == "1":
        send_telemetry(payload)

    verb = "would change" if a.check else "changed"
    print(f"{verb}: {len(changed)} of {processed} notebook(s)")
    if failed:
        return 2
    return 1 if (a.check and changed) else 0


if __name__ == "__main__":
    sys.exit(main())
