#!/usr/bin/env python3
"""Report backticked relative paths in Markdown files that do not exist.

Usage: check_doc_paths.py FILE.md [FILE.md ...]
Exit status 1 if any path is missing, 2 on usage errors.
"""
import pathlib
import re
import sys

# `something/like/this.py` or `docs/setup.md` - at least one slash or a file extension
PATH_RE = re.compile(r"`([A-Za-z0-9_.\-]+(?:/[A-Za-z0-9_.\-]+)+/?|[A-Za-z0-9_\-]+\.[A-Za-z0-9]{1,5})`")
SKIP_PREFIXES = ("http:", "https:", "~", "/")


def candidate_paths(text):
    for match in PATH_RE.finditer(text):
        value = match.group(1)
        if value.startswith(SKIP_PREFIXES) or "<" in value or "*" in value:
            continue
        yield value


def main(argv):
    if len(argv) < 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    missing = 0
    for name in argv[1:]:
        doc = pathlib.Path(name)
        if not doc.is_file():
            print(f"{name}: not a file", file=sys.stderr)
            return 2
        base = doc.resolve().parent
        repo_root = pathlib.Path.cwd().resolve()
        text = doc.read_text(encoding="utf-8")
        for rel in sorted(set(candidate_paths(text))):
            if not ((base / rel).exists() or (repo_root / rel).exists()):
                print(f"{name}: missing path `{rel}`")
                missing += 1
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
