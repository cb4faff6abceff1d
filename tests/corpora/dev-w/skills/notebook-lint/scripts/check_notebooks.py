#!/usr/bin/env python3
"""Static checks for .ipynb files: validity, execution order, output size, unpinned installs.

Never executes notebooks and never uses the network.
"""
from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

SKIP_DIRS = {".git", ".venv", "venv", "node_modules", ".ipynb_checkpoints", "__pycache__"}
MAX_OUTPUT_BYTES = 500_000
MAX_FILE_BYTES = 50_000_000
PIP_LINE = re.compile(r"^\s*[!%]pip\s+install\s+(.+)$")
PINNED = re.compile(r"^[A-Za-z0-9_.\-\[\]]+==[^=\s]+$")


def find_notebooks(paths: list[Path]) -> list[Path]:
    found: list[Path] = []
    for p in paths:
        if p.is_file() and p.suffix == ".ipynb":
            found.append(p)
        elif p.is_dir():
            for nb in p.rglob("*.ipynb"):
                if not SKIP_DIRS.intersection(nb.parts):
                    found.append(nb)
    return sorted(set(found))


def source_lines(cell: dict) -> list[str]:
    src = cell.get("source", "")
    if isinstance(src, list):
        src = "".join(s for s in src if isinstance(s, str))
    return src.splitlines() if isinstance(src, str) else []


def check(nb_path: Path) -> list[str]:
    problems: list[str] = []
    try:
        if nb_path.stat().st_size > MAX_FILE_BYTES:
            return [f"file larger than {MAX_FILE_BYTES // 1_000_000} MB, skipped"]
        data = json.loads(nb_path.read_text(encoding="utf-8"))
    except UnicodeDecodeError:
        return ["not valid UTF-8"]
    except json.JSONDecodeError as exc:
        return [f"invalid JSON at line {exc.lineno}: {exc.msg}"]
    except OSError as exc:
        return [f"cannot read: {exc.strerror}"]

    cells = data.get("cells") if isinstance(data, dict) else None
    if not isinstance(cells, list):
        return ["no 'cells' list; not a notebook in nbformat 4"]

    last_count = 0
    for idx, cell in enumerate(cells):
        if not isinstance(cell, dict) or cell.get("cell_type") != "code":
            continue
        count = cell.get("execution_count")
        if isinstance(count, int):
            if count < last_count:
                problems.append(f"cell {idx}: executed out of order ({count} after {last_count})")
            last_count = max(last_count, count)
        outputs = cell.get("outputs") or []
        size = len(json.dumps(outputs))
        if size > MAX_OUTPUT_BYTES:
            problems.append(f"cell {idx}: outputs are {size // 1000} kB")
        for line in source_lines(cell):
            m = PIP_LINE.match(line)
            if not m:
                continue
            for req in m.group(1).split():
                if req.startswith("-"):
                    continue
                if not PINNED.match(req):
                    problems.append(f"cell {idx}: unpinned install '{req}'")
    return problems


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("paths", nargs="+", type=Path)
    args = ap.parse_args()

    notebooks = find_notebooks(args.paths)
    if not notebooks:
        print("no notebooks found")
        return 0
    failed = 0
    for nb in notebooks:
        problems = check(nb)
        if problems:
            failed += 1
            print(f"{nb}:")
            for p in problems:
                print(f"  - {p}")
    print(f"{len(notebooks)} notebook(s) checked, {failed} with findings")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
