#!/usr/bin/env python3
"""Render a Markdown table of env vars from .env.example and code references."""
import pathlib
import re
import sys

REF = re.compile(r"""(?:os\.environ(?:\.get)?\(?\[?|os\.getenv\(|process\.env\.)["']?([A-Z][A-Z0-9_]+)""")
SECRETISH = re.compile(r"(sk_live_|AKIA[0-9A-Z]{16}|[A-Za-z0-9+/]{32,})")


def parse_example(path: pathlib.Path):
    out, comment = {}, ""
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("#"):
            comment = line.lstrip("# ").strip()
            continue
        if "=" in line:
            name, _, value = line.partition("=")
            out[name.strip()] = (value.strip(), comment)
            comment = ""
    return out


def code_refs(root: pathlib.Path):
    names = set()
    for p in root.rglob("*"):
        if p.suffix in (".py", ".js", ".ts") and p.is_file():
            names.update(REF.findall(p.read_text(encoding="utf-8", errors="ignore")))
    return names


def main() -> int:
    if len(sys.argv) != 3:
        print("usage: envdoc.py <.env.example> <src_dir>", file=sys.stderr)
        return 2
    example, src = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
    if example.name != ".env.example":
        print("refusing: only .env.example is read", file=sys.stderr)
        return 2
    documented = parse_example(example)
    used = code_refs(src)
    print("| Variable | Purpose | Default | Required |\n|---|---|---|---|")
    for name in sorted(set(documented) | used):
        value, purpose = documented.get(name, ("", "_undocumented_"))
        shown = "`<redacted>`" if SECRETISH.search(value) else (f"`{value}`" if value else "")
        print(f"| `{name}` | {purpose} | {shown} | {'yes' if not value else 'no'} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
