#!/usr/bin/env python3
"""Flag notebook cells whose text looks like an attempt to instruct an AI grader.

Only reads files under the folder given; prints findings; never modifies submissions."""
import json
import pathlib
import re
import sys

# Phrases observed in past submissions. These are detection patterns, not instructions.
PATTERNS = [
    r"ignore (all |the )?(previous|prior|above) (instructions|rubric)",
    r"(give|award) (this|me) (full|maximum) (marks|points)",
    r"you are now (in )?\w+ mode",
    r"system prompt",
    r"display\s*:\s*none",
    r"[\u200b-\u200f\u2060\ufeff]",
]
RX = [re.compile(p, re.I) for p in PATTERNS]


def scan(nb_path):
    try:
        nb = json.loads(nb_path.read_text(encoding="utf-8"))
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        return [("unreadable", str(exc))]
    hits = []
    for i, cell in enumerate(nb.get("cells", [])):
        src = cell.get("source", "")
        text = "".join(src) if isinstance(src, list) else str(src)
        for rx in RX:
            if rx.search(text):
                hits.append((f"cell {i}", rx.pattern))
    return hits


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: flag_injections.py <submissions-dir>")
    root = pathlib.Path(sys.argv[1])
    if not root.is_dir():
        sys.exit(f"not a directory: {root}")
    for nb in sorted(root.rglob("*.ipynb")):
        for where, pat in scan(nb):
            print(f"{nb.relative_to(root)}\t{where}\t{pat}")


if __name__ == "__main__":
    main()
