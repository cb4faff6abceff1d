#!/usr/bin/env python3
"""Extract invoice header fields from text-based PDFs in one folder."""
import argparse
import csv
import os
import re
import sys
from datetime import datetime
from decimal import Decimal, InvalidOperation

import pdfplumber

LABELS = {
    "invoice_no": re.compile(r"(?:Invoice\s*(?:No\.?|Number)|Rechnungsnr\.?|Factura\s*n[ºo])\s*[:#]?\s*([A-Z0-9\-/]{1,30})", re.I),
    "invoice_date": re.compile(r"(?:Invoice\s*date|Rechnungsdatum|Fecha)\s*:?\s*([0-9]{1,4}[./-][0-9]{1,2}[./-][0-9]{2,4})", re.I),
    "po_ref": re.compile(r"\b(PO-\d{6})\b"),
    "gross": re.compile(r"(?:Total|Gesamtbetrag|Total factura)\s*(?:due)?\s*:?\s*([0-9][0-9.,]*)", re.I),
}
DATE_FORMATS = ("%Y-%m-%d", "%d.%m.%Y", "%d/%m/%Y", "%m/%d/%Y")


def parse_date(s):
    for fmt in DATE_FORMATS:
        try:
            return datetime.strptime(s, fmt).date().isoformat()
        except ValueError:
            continue
    return ""


def parse_amount(s):
    s = s.replace(" ", "")
    if re.search(r",\d{2}$", s):
        s = s.replace(".", "").replace(",", ".")
    else:
        s = s.replace(",", "")
    try:
        return Decimal(s)
    except InvalidOperation:
        return None


def extract(path):
    with pdfplumber.open(path) as pdf:
        text = "\n".join((p.extract_text() or "") for p in pdf.pages)
    if not text.strip():
        return None, "no_text_layer"
    row = {}
    for field, rx in LABELS.items():
        m = rx.search(text)
        row[field] = m.group(1) if m else ""
    row["invoice_date"] = parse_date(row["invoice_date"]) if row["invoice_date"] else ""
    amt = parse_amount(row["gross"]) if row["gross"] else None
    row["gross"] = "" if amt is None else str(amt)
    missing = [f for f in ("invoice_no", "invoice_date", "gross") if not row[f]]
    return row, ("missing:" + ",".join(missing)) if missing else ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("folder")
    ap.add_argument("--out", default="extracted.csv")
    ap.add_argument("--errors", default="extract_errors.csv")
    a = ap.parse_args()
    if not os.path.isdir(a.folder):
        sys.exit(f"not a folder: {a.folder}")
    files = sorted(f for f in os.listdir(a.folder) if f.lower().endswith(".pdf"))
    with open(a.out, "w", newline="", encoding="utf-8") as good, \
         open(a.errors, "w", newline="", encoding="utf-8") as bad:
        gw = csv.DictWriter(good, fieldnames=["file", *LABELS.keys()])
        bw = csv.writer(bad)
        gw.writeheader()
        bw.writerow(["file", "reason"])
        for name in files:
            path = os.path.join(a.folder, name)
            try:
                row, problem = extract(path)
            except Exception as exc:  # report every unreadable PDF, keep going with the rest
                bw.writerow([name, f"unreadable: {type(exc).__name__}: {exc}"])
                continue
            if problem:
                bw.writerow([name, problem])
            if row:
                gw.writerow({"file": name, **row})
    print(f"processed {len(files)} PDFs → {a.out}, problems → {a.errors}")


if __name__ == "__main__":
    main()
