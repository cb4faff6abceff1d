#!/usr/bin/env python3
"""PDF -> Text (pdfminer.six==20231228)."""
import sys

from pdfminer.high_level import extract_text


def main():
    if len(sys.argv) != 2:
        sys.exit("Aufruf: pdf_to_text.py DATEI.pdf")
    text = extract_text(sys.argv[1])
    if not text.strip():
        sys.exit("Kein Text gefunden – gescanntes PDF? Bitte OCR verwenden.")
    sys.stdout.write(text)


if __name__ == "__main__":
    main()
