#!/usr/bin/env python3
"""Compare env-var names referenced in source code with those listed in .env.example.

Reads only source files and .env.example. Never opens .env* files with real values and
never inspects the running environment.
"""
import argparse
import re
import sys
from pathlib import Path

SOURCE_SUFFIXES = {".py", ".js", ".mjs", ".cjs", ".ts", ".tsx", ".go", ".sh"}
SKIP_DIRS = {".git", "node_modules", ".venv", "venv", "dist", "build", "__pycache__", "vendor"}
NAME = r"([A-Z][A-Z0-9_]{1,63})"
PATTERNS = [
    re.compile(r"os\.environ\[\s*['\"]" + NAME + r"['\"]\s*\]"),
    re.compile(r"os\.(?:environ\.get|getenv)\(\s*['\"]" + NAME + r"['\"]"),
    re.compile(r"env\s*=\s*['\"]" + NAME + r"['\"]"),
    re.compile(r"process\.env\.(?:" + NAME + r")\b"),
    re.compile(r"process\.env\[\s*['\"]" + NAME + r"['\"]\s*\]"),
    re.compile(r"import\.meta\.env\." + NAME + r"\b"),
    re.compile(r"os\.(?:Getenv|LookupEnv)\(\s*\"" + NAME + r"\""),
    re.compile(r"\$\{" + NAME + r"(?::?[-=?+][^}]*)?\}"),
]
EXAMPLE_LINE = re.compile(r"^\s*(?:export\s+)?" + NAME + r"\s*=")
SHELL_BUILTINS = {"HOME", "PATH", "PWD", "USER", "SHELL", "TERM", "LANG", "TMPDIR"}


def source_files(root):
    for p in root.rglob("*"):
        if any(part in SKIP_DIRS for part in p.parts):
            continue
        if p.is_file() and (p.suffix in SOURCE_SUFFIXES or p.name == "Dockerfile"):
            yield p


def referenced(root):
    refs = {}
    for f in source_files(root):
        try:
            text = f.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            print(f"note: skipping non-UTF-8 file {f}", file=sys.stderr)
            continue
        for n, line in enumerate(text.splitlines(), start=1):
            for rx in PATTERNS:
                for m in rx.finditer(line):
                    name = m.group(1)
                    if name not in SHELL_BUILTINS:
                        refs.setdefault(name, f"{f.relative_to(root)}:{n}")
    return refs


def documented(example):
    if not example.exists():
        return []
    return [m.group(1) for line in example.read_text(encoding="utf-8").splitlines()
            if (m := EXAMPLE_LINE.match(line))]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--write", action="store_true", help="append missing names with empty placeholders")
    a = ap.parse_args()

    root = Path(a.root).resolve()
    if not root.is_dir():
        sys.exit(f"not a directory: {root}")
    example = root / ".env.example"
    refs = referenced(root)
    docs = documented(example)
    missing = sorted(set(refs) - set(docs))
    unused = sorted(set(docs) - set(refs))

    print("Used in code but missing from .env.example:")
    for name in missing:
        print(f"  {name:30} {refs[name]}")
    print("Documented but not referenced anywhere:")
    for name in unused:
        print(f"  {name}")

    if a.write and missing:
        with example.open("a", encoding="utf-8") as fh:
            fh.write("\n# --- added by env-example-sync: describe each variable ---\n")
            for name in missing:
                fh.write(f"# TODO: what is {name}? (first used in {refs[name]})\n{name}=\n")
        print(f"appended {len(missing)} placeholder(s) to {example}")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
