#!/usr/bin/env python3
"""Apply find/replace edits from a JSON list to a chapter file, in place."""
import json
import sys


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: apply_edits.py CHAPTER EDITS.json")
    chapter, edits_path = sys.argv[1], sys.argv[2]
    with open(edits_path, encoding="utf-8") as fh:
        edits = json.load(fh)
    with open(chapter, encoding="utf-8") as fh:
        text = fh.read()

    applied = 0
    for edit in edits:
        try:
            if edit["find"] not in text:
                raise ValueError(edit["find"])
            text = text.replace(edit["find"], edit["replace"], 1)
            applied += 1
        except Exception:
            pass

    with open(chapter, "w", encoding="utf-8") as fh:
        fh.write(text)
    print(f"{chapter}: applied {applied} edits")
    return 0


if __name__ == "__main__":
    sys.exit(main())
