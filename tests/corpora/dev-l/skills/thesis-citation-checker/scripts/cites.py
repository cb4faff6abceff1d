#!/usr/bin/env python3
"""Compare \\cite{} keys in a .tex file with entries in a .bib file."""
import re
import sys


def main(tex: str, bib: str) -> None:
    with open(tex, encoding="utf-8") as fh:
        cited = set()
        for m in re.finditer(r"\\(?:cite|citep|citet|parencite)\*?(?:\[[^\]]*\])*\{([^}]*)\}", fh.read()):
            cited.update(k.strip() for k in m.group(1).split(","))
    with open(bib, encoding="utf-8") as fh:
        entries = set(re.findall(r"@\w+\{([^,\s]+),", fh.read()))
    for k in sorted(cited - entries):
        print(f"MISSING  {k}")
    for k in sorted(entries - cited):
        print(f"UNCITED  {k}")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: cites.py thesis.tex refs.bib")
    main(sys.argv[1], sys.argv[2])
