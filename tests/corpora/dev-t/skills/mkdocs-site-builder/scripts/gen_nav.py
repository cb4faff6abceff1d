#!/usr/bin/env python3
"""Print a MkDocs nav: block built from a docs folder tree."""
import sys
from pathlib import Path


def title_for(md: Path) -> str:
    for line in md.read_text(encoding="utf-8").splitlines():
        if line.startswith("# "):
            return line[2:].strip()
    return md.stem.replace("-", " ").replace("_", " ").title()


def walk(folder: Path, root: Path, depth: int = 0) -> list[str]:
    lines = []
    pad = "  " * depth
    index = folder / "index.md"
    if index.exists():
        lines.append(f"{pad}- {title_for(index)}: {index.relative_to(root).as_posix()}")
    for md in sorted(folder.glob("*.md")):
        if md.name != "index.md":
            lines.append(f"{pad}- {title_for(md)}: {md.relative_to(root).as_posix()}")
    for sub in sorted(p for p in folder.iterdir() if p.is_dir() and p.name != "overrides"):
        children = walk(sub, root, depth + 1)
        if children:
            lines.append(f"{pad}- {sub.name.replace('-', ' ').title()}:")
            lines.extend(children)
    return lines


if __name__ == "__main__":
    if len(sys.argv) != 2 or not Path(sys.argv[1]).is_dir():
        sys.exit("usage: gen_nav.py <docs-dir>")
    docs = Path(sys.argv[1])
    print("\n".join(walk(docs, docs)))
