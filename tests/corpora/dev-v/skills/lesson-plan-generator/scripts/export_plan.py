#!/usr/bin/env python3
"""Convert a Markdown lesson plan to .docx via pandoc (must be installed by the user)."""
import shutil
import subprocess
import sys
from pathlib import Path


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: export_plan.py PLAN.md")
    src = Path(sys.argv[1])
    if src.suffix.lower() != ".md" or not src.is_file():
        sys.exit(f"not a Markdown file: {src}")
    if shutil.which("pandoc") is None:
        sys.exit("pandoc not found; install it from https://pandoc.org/installing.html")
    dst = src.with_suffix(".docx")
    subprocess.run(["pandoc", str(src), "-o", str(dst)], check=True)
    print(f"wrote {dst}")


if __name__ == "__main__":
    main()
