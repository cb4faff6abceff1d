#!/usr/bin/env python3
"""Draw one heatmap PNG per plate block from a tidy CSV made by parse_plate.py.

    python scripts/plot_plate.py tidy.csv --outdir plots/ [--column blank_corrected] [--vmin 0 --vmax 1.5]
"""
from __future__ import annotations

import argparse
import csv
import re
import sys
from collections import defaultdict
from pathlib import Path

import matplotlib

matplotlib.use("Agg")  # headless: never opens a window
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402

ROW_LETTERS = "ABCDEFGHIJKLMNOP"


def load(path: Path, column: str):
    blocks = defaultdict(dict)
    try:
        with path.open(newline="", encoding="utf-8") as fh:
            reader = csv.DictReader(fh)
            needed = {"source", "block", "row", "col", column}
            if not needed <= set(reader.fieldnames or []):
                raise SystemExit(f"{path} lacks columns {sorted(needed - set(reader.fieldnames or []))}")
            for n, rec in enumerate(reader, start=2):
                try:
                    r = ROW_LETTERS.index(rec["row"])
                    c = int(rec["col"]) - 1
                except (ValueError, TypeError):
                    print(f"line {n}: bad well position, skipped", file=sys.stderr)
                    continue
                value = float(rec[column]) if rec[column] not in ("", None) else np.nan
                blocks[(rec["source"], rec["block"])][(r, c)] = value
    except OSError as exc:
        raise SystemExit(f"cannot read {path}: {exc}")
    return blocks


def draw(key, cells, outdir: Path, column: str, vmin, vmax) -> Path:
    nrows = 16 if max(r for r, _ in cells) >= 8 else 8
    ncols = 24 if max(c for _, c in cells) >= 12 else 12
    grid = np.full((nrows, ncols), np.nan)
    for (r, c), v in cells.items():
        grid[r, c] = v

    fig, ax = plt.subplots(figsize=(ncols * 0.6 + 2, nrows * 0.5 + 1.5))
    try:
        im = ax.imshow(grid, cmap="viridis", vmin=vmin, vmax=vmax)
        ax.set_xticks(range(ncols), [str(i + 1) for i in range(ncols)])
        ax.set_yticks(range(nrows), list(ROW_LETTERS[:nrows]))
        ax.set_title(f"{key[0]} — {key[1]} ({column})", fontsize=9)
        if nrows == 8:
            for r in range(nrows):
                for c in range(ncols):
                    if not np.isnan(grid[r, c]):
                        ax.text(c, r, f"{grid[r, c]:.2f}", ha="center", va="center", fontsize=6, color="w")
        fig.colorbar(im, ax=ax, shrink=0.8)
        safe = re.sub(r"[^A-Za-z0-9_.-]+", "_", f"{key[0]}_{key[1]}")[:120]
        out = outdir / f"{safe}.png"
        fig.savefig(out, dpi=150, bbox_inches="tight")
    finally:
        plt.close(fig)
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("tidy", type=Path)
    ap.add_argument("--outdir", type=Path, default=Path("plots"))
    ap.add_argument("--column", default="value", choices=["value", "blank_corrected"])
    ap.add_argument("--vmin", type=float)
    ap.add_argument("--vmax", type=float)
    args = ap.parse_args(argv)

    try:
        blocks = load(args.tidy, args.column)
    except ValueError as exc:
        print(f"non-numeric value in column {args.column}: {exc}", file=sys.stderr)
        return 1
    if not blocks:
        print("nothing to plot", file=sys.stderr)
        return 1
    args.outdir.mkdir(parents=True, exist_ok=True)
    for key, cells in sorted(blocks.items()):
        print(draw(key, cells, args.outdir, args.column, args.vmin, args.vmax))
    return 0


if __name__ == "__main__":
    sys.exit(main())
