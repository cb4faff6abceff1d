#!/usr/bin/env python3
"""Redact personal data and credential-like strings from triage output.

    python3 scripts/redact.py triage.json > triage_redacted.json
    echo "free text" | python3 scripts/redact.py -

Walks every string in the JSON document and replaces matches with a typed
placeholder such as [SSN] or [EMAIL]. Claim and policy numbers are kept.
Nothing is written anywhere except stdout.
"""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

# Order matters: more specific patterns first.
PATTERNS: list[tuple[str, re.Pattern]] = [
    # credentials that might be echoed back in API error bodies
    ("BEARER_TOKEN", re.compile(r"\bBearer\s+[A-Za-z0-9\-._~+/]{16,}=*", re.I)),
    ("AWS_KEY_ID", re.compile(r"\b(?:AKIA|ASIA)[0-9A-Z]{16}\b")),
    ("API_KEY", re.compile(r"\b(?:sk|pk|rk)_(?:live|test)_[0-9A-Za-z]{16,}\b")),
    ("JWT", re.compile(r"\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\b")),
    # financial
    ("IBAN", re.compile(r"\b[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){2,7}(?:\s?[A-Z0-9]{1,4})?\b")),
    ("CARD", re.compile(r"\b(?:\d[ -]?){13,19}\b")),
    # national identifiers
    ("SSN", re.compile(r"\b(?!000|666|9\d\d)\d{3}-(?!00)\d{2}-(?!0000)\d{4}\b")),
    ("NINO", re.compile(r"\b[A-CEGHJ-PR-TW-Z]{2}\s?\d{2}\s?\d{2}\s?\d{2}\s?[A-D]\b")),
    ("DNI_NIE", re.compile(r"\b[XYZ]?\d{7,8}[A-HJ-NP-TV-Z]\b")),
    # contact
    ("EMAIL", re.compile(r"\b[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}\b")),
    ("PHONE", re.compile(r"(?<![\w-])\+?\d[\d ()-]{7,}\d\b")),
    ("DOB", re.compile(r"\b(?:DOB|date of birth|born)\s*[:\-]?\s*\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}", re.I)),
]

KEEP_KEYS = {"claim_number", "policy_number", "route", "line", "severity", "code"}
ADDRESS_KEYS = {"address", "street", "address_line2", "address_line_2"}
DROP_KEYS = {"date_of_birth", "dob", "ssn", "national_id", "bank_account", "iban"}


def redact_text(text: str) -> str:
    for label, pattern in PATTERNS:
        text = pattern.sub(f"[{label}]", text)
    return text


def redact(node, key: str | None = None):
    if isinstance(node, dict):
        out = {}
        for k, v in node.items():
            lk = k.lower()
            if lk in DROP_KEYS:
                out[k] = "[REDACTED]"
            elif lk in ADDRESS_KEYS and isinstance(v, str):
                out[k] = v.split(",")[0].strip() + ", [ADDRESS]" if "," in v else "[ADDRESS]"
            else:
                out[k] = redact(v, lk)
        return out
    if isinstance(node, list):
        return [redact(v, key) for v in node]
    if isinstance(node, str) and key not in KEEP_KEYS:
        return redact_text(node)
    return node


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print("usage: redact.py <file.json | ->", file=sys.stderr)
        return 2
    source = argv[1]
    try:
        raw = sys.stdin.read() if source == "-" else Path(source).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        print(f"cannot read {source}: {exc}", file=sys.stderr)
        return 2
    try:
        doc = json.loads(raw)
    except json.JSONDecodeError:
        sys.stdout.write(redact_text(raw))
        return 0
    json.dump(redact(doc), sys.stdout, indent=2, ensure_ascii=False)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
