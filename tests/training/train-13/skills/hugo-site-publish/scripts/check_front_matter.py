#!/usr/bin/env python3
"""Check that Hugo content files have title and date in their YAML front matter."""
import pathlib
import sys

import yaml

REQUIRED = ("title", "date")


def front_matter(path):
    text = path.read_text(encoding="utf-8")
    if not text.startswith("---\n"):
        return None
    end = text.find("\n---", 4)
    if end == -1:
        return None
    try:
        data = yaml.safe_load(text[4:end])
    except yaml.YAMLError:
        return None
    return data if isinstance(data, dict) else None


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "content")
    problems = 0
    for md in sorted(root.rglob("*.md")):
        fm = front_matter(md)
        if fm is None:
            print(f"{md}: missing or invalid YAML front matter")
            problems += 1
            continue
        for key in REQUIRED:
            if key not in fm:
                print(f"{md}: missing {key}")
                problems += 1
    print(f"{problems} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
