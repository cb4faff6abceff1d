#!/usr/bin/env python3
"""List lines of an NDA that touch key negotiation topics (FR/EN). Read-only."""
import re
import sys

TOPICS = {
    "durée / term": r"\b(durée|pendant une période|years?|ans|term)\b",
    "définition / definition": r"(informations? confidentielles?|confidential information)",
    "exceptions": r"(domaine public|public domain|independently developed|développée? indépendamment)",
    "restitution / return": r"(restitu|destruction|détrui|return or destroy|destroy)",
    "non-sollicitation": r"(sollicit|solicit|débauch)",
    "droit applicable / law": r"(droit applicable|governing law|tribunaux|courts? of)",
}


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: find_terms.py NDA.txt")
    try:
        with open(sys.argv[1], encoding="utf-8") as fh:
            lines = fh.read().splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        sys.exit(f"cannot read {sys.argv[1]}: {exc}")
    for topic, pattern in TOPICS.items():
        rx = re.compile(pattern, re.IGNORECASE)
        hits = [(i, l.strip()) for i, l in enumerate(lines, 1) if rx.search(l)]
        print(f"== {topic}: {len(hits)}")
        for i, text in hits[:8]:
            print(f"  {i:4}: {text[:120]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
