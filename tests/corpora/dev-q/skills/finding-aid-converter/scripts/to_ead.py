#!/usr/bin/env python3
"""Convert a box/folder inventory CSV into an EAD3 finding aid."""
import argparse
import csv
import re
import sys
import xml.etree.ElementTree as ET

NS = "http://ead3.archivists.org/schema/"
LEVELS = {"fonds": "fonds", "série": "series", "serie": "series", "sous-série": "subseries",
          "dossier": "file", "pièce": "item", "piece": "item"}
DATE_RE = re.compile(r"^(\d{4})(?:\s*-\s*(\d{4}))?$")


def el(parent, tag, text=None, **attrs):
    e = ET.SubElement(parent, f"{{{NS}}}{tag}", attrs)
    if text:
        e.text = text
    return e


def did(parent, row, line_no):
    d = el(parent, "did")
    el(d, "unitid", row["cote"].strip())
    el(d, "unittitle", row["intitule"].strip())
    m = DATE_RE.match(row["dates"].strip())
    if not m:
        raise ValueError(f"ligne {line_no}: dates {row['dates']!r} non reconnues (AAAA ou AAAA-AAAA)")
    std = m.group(1) if not m.group(2) else f"{m.group(1)}/{m.group(2)}"
    el(d, "unitdate", row["dates"].strip(), standarddate=std)
    if row.get("importance"):
        el(d, "physdesc", row["importance"].strip())


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--fonds", required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    ET.register_namespace("", NS)
    ead = ET.Element(f"{{{NS}}}ead")
    control = el(ead, "control")
    el(control, "recordid", a.fonds.replace(" ", ""))
    archdesc = None
    stack = []
    with open(a.csv, newline="", encoding="utf-8-sig") as fh:
        for n, row in enumerate(csv.DictReader(fh), start=2):
            level = LEVELS.get(row["niveau"].strip().lower())
            if level is None:
                sys.exit(f"ligne {n}: niveau {row['niveau']!r} inconnu")
            try:
                if level == "fonds":
                    archdesc = el(ead, "archdesc", level="fonds")
                    did(archdesc, row, n)
                    dsc = el(archdesc, "dsc")
                    stack = [(0, dsc)]
                    continue
                if archdesc is None:
                    sys.exit("la première ligne doit être le niveau fonds")
                depth = {"series": 1, "subseries": 2, "file": 3, "item": 4}[level]
                while stack and stack[-1][0] >= depth:
                    stack.pop()
                c = el(stack[-1][1], "c", level=level)
                did(c, row, n)
                if row.get("communicabilite", "").strip() not in ("", "libre"):
                    ar = el(c, "accessrestrict")
                    el(ar, "p", f"Communicable après un délai de {row['communicabilite'].strip()}.")
                stack.append((depth, c))
            except ValueError as exc:
                sys.exit(str(exc))
    ET.ElementTree(ead).write(a.out, encoding="utf-8", xml_declaration=True)
    print(f"EAD3 écrit : {a.out}")


if __name__ == "__main__":
    main()
