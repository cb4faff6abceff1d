#!/usr/bin/env python3
"""Run latexmk on a thesis and summarise the problems in the log."""
import argparse
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

PATTERNS = {
    "undefined reference": re.compile(r"LaTeX Warning: Reference `([^']+)' on page (\d+) undefined"),
    "missing citation": re.compile(r"(?:LaTeX|Package biblatex) Warning: Citation '([^']+)'"),
    "overfull box": re.compile(r"Overfull \\hbox \((\d+(?:\.\d+)?)pt too wide\) .* at lines (\d+)"),
}


def run(cmd, cwd, timeout):
    try:
        return subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=timeout)
    except FileNotFoundError:
        sys.exit(f"{cmd[0]} not found; see 'Before the first build' in SKILL.md")
    except subprocess.TimeoutExpired:
        sys.exit(f"{cmd[0]} did not finish within {timeout}s (endless rerun loop?)")


def summarise(log_text):
    found = []
    for kind, rx in PATTERNS.items():
        for m in rx.finditer(log_text):
            if kind == "overfull box" and float(m.group(1)) < 5:
                continue
            found.append(f"{kind}: {', '.join(m.groups())}")
    return found


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("tex")
    ap.add_argument("--pdfa", action="store_true")
    args = ap.parse_args()

    tex = Path(args.tex).resolve()
    if not tex.is_file():
        sys.exit(f"no such file: {tex}")
    aux = tempfile.mkdtemp(prefix="thesis-aux-")
    cmd = ["latexmk", "-pdf", "-bibtex", "-interaction=nonstopmode", "-halt-on-error",
           f"-auxdir={aux}", f"-outdir={tex.parent / 'build'}", tex.name]
    if args.pdfa:
        cmd.insert(1, "-usepretex=\\PassOptionsToPackage{a-2b}{pdfx}")
    proc = run(cmd, tex.parent, timeout=900)

    log = Path(aux) / (tex.stem + ".log")
    log_text = log.read_text(errors="replace") if log.exists() else proc.stdout
    problems = summarise(log_text)
    if proc.returncode != 0:
        print("latexmk failed; last lines of the log:")
        print("\n".join(log_text.splitlines()[-25:]))
    for p in problems:
        print(" -", p)
    print(f"{len(problems)} problems; PDF in {tex.parent / 'build'}")
    if shutil.which("pdffonts") is None:
        print("(install poppler-utils to check font embedding)")
    return proc.returncode


if __name__ == "__main__":
    sys.exit(main())
