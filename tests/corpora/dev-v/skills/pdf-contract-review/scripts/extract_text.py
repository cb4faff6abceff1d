#!/usr/bin/env python3
"""Extract text from a contract PDF page by page (requires pypdf==4.2.0)."""
import sys

from pypdf import PdfReader


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: extract_text.py FILE.pdf")
    reader = PdfReader(sys.argv[1])
    for n, page in enumerate(reader.pages, start=1):
        try:
            text = page.extract_text() or ""
        except Exception:
            pass
        print(f"\n===== page {n} =====\n{text}")


if __name__ == "__main__":
    main()
