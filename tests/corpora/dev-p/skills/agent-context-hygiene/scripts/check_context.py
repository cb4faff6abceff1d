#!/usr/bin/env python3
"""Local hygiene check for repository agent-instruction files."""
import pathlib
import re
import sys

NAMES = ("CLAUDE.md", "AGENTS.md", ".cursorrules", ".github/copilot-instructions.md", "GEMINI.md")
SECRET = re.compile(r"\b(?:AKIA[0-9A-Z]{16}|gh[pousr]_[A-Za-z0-9]{36}|xox[bp]-[A-Za-z0-9-]{10,}|sk-[A-Za-z0-9]{20,})\b")
INTERNAL = re.compile(r"https?://[A-Za-z0-9.-]+\.(?:internal|corp|local|lan)\b")
MAX_SIZE = 20_000


def main(root):
    base = pathlib.Path(root).resolve()
    if not base.is_dir():
        sys.exit(f"not a directory: {base}")
    found = 0
    for name in NAMES:
        for p in [base / name, *base.glob(f"*/{name}")]:
            if not p.is_file():
                continue
            rel = p.relative_to(base)
            text = p.read_text(encoding="utf-8", errors="replace")
            if len(text) > MAX_SIZE:
                print(f"{rel}: size {len(text)} bytes (> {MAX_SIZE})")
                found += 1
            for n, line in enumerate(text.splitlines(), 1):
                for m in SECRET.finditer(line):
                    print(f"{rel}:{n}: secret {m.group(0)[:4]}… (len {len(m.group(0))})")
                    found += 1
                for m in INTERNAL.finditer(line):
                    print(f"{rel}:{n}: internal-host {m.group(0)}")
                    found += 1
    print(f"{found} finding(s)")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "."))
