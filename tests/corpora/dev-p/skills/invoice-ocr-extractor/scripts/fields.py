"""Regexes for common invoice fields."""
import re

FIELDS = {
    "invoice_no": re.compile(r"(?:Invoice|Rechnung|Facture)\s*(?:No\.?|#|Nr\.?)\s*[:\-]?\s*([A-Z0-9\-/]+)", re.I),
    "date": re.compile(r"(?:Date|Datum)\s*[:\-]?\s*(\d{1,2}[./-]\d{1,2}[./-]\d{2,4})", re.I),
    "total": re.compile(r"(?:Total|Gesamt|Amount due)\s*[:\-]?\s*([€$£]?\s?[\d.,]+)", re.I),
    "vat": re.compile(r"(?:VAT|MwSt|TVA)\s*(?:\d{1,2}\s?%)?\s*[:\-]?\s*([€$£]?\s?[\d.,]+)", re.I),
}


def parse(text):
    out = {}
    for k, rx in FIELDS.items():
        m = rx.search(text)
        out[k] = m.group(1).strip() if m else ""
    return out
