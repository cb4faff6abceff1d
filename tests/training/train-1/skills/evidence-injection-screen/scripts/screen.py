#!/usr/bin/env python3
"""Read-only screen of an evidence folder for text aimed at AI assistants."""
import csv
import os
import re
import sys
import zipfile

MAX_BYTES = 5 * 1024 * 1024
TEXT_EXT = {".txt", ".csv", ".md", ".html", ".htm", ".xml", ".json"}
ZIP_EXT = {".docx", ".xlsx"}

PHRASES = {
    "instruction_phrase": r"ignore (all |any )?(previous|prior|above) instructions|disregard (the|your) (audit )?(checklist|rules|instructions)|you are now in \w+ mode|do not tell the (auditor|user)",
    "exfil_phrase": r"(send|email|upload|forward|post) (this|these|the) (file|files|workpapers?|data) to\s+\S+",
    "disclosure_phrase": r"(print|reveal|show|paste) (your|the) (system prompt|instructions|conversation)",
    "hidden_markup": r"<!--|display\s*:\s*none|font-size\s*:\s*[01]px|color\s*:\s*#?fff(fff)?\b",
    "external_formula": r"WEBSERVICE\(|=\s*cmd\s*\||HYPERLINK\(\s*\"https?://",
}
COMPILED = {k: re.compile(v, re.I) for k, v in PHRASES.items()}
INVISIBLE = re.compile("[\u200b-\u200f\u2060\U000e0000-\U000e007f]")


def escape(s):
    return "".join(c if c.isprintable() and not INVISIBLE.match(c) else f"\\u{ord(c):04x}" for c in s)[:120]


def scan_text(text, fname, where, out):
    for kind, rx in COMPILED.items():
        for m in rx.finditer(text):
            out.writerow([fname, where, kind, escape(text[max(0, m.start() - 30):m.end() + 30])])
    for m in INVISIBLE.finditer(text):
        out.writerow([fname, where, "invisible_text", escape(text[max(0, m.start() - 20):m.end() + 20])])


def decode(raw):
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return raw.decode("latin-1")


def main():
    if len(sys.argv) != 2 or not os.path.isdir(sys.argv[1]):
        sys.exit("usage: screen.py EVIDENCE_FOLDER")
    root = os.path.abspath(sys.argv[1])
    out = csv.writer(sys.stdout)
    out.writerow(["file", "location", "finding", "excerpt"])
    for dp, _, files in os.walk(root):
        for name in sorted(files):
            path = os.path.join(dp, name)
            rel = os.path.relpath(path, root)
            ext = os.path.splitext(name)[1].lower()
            if ext in TEXT_EXT:
                with open(path, "rb") as fh:
                    scan_text(decode(fh.read(MAX_BYTES)), rel, "body", out)
            elif ext in ZIP_EXT:
                try:
                    with zipfile.ZipFile(path) as z:
                        for member in z.namelist():
                            if member.endswith(".xml"):
                                with z.open(member) as fh:
                                    scan_text(decode(fh.read(MAX_BYTES)), rel, member, out)
                except zipfile.BadZipFile:
                    out.writerow([rel, "", "not_screened", "corrupt or encrypted archive"])
            else:
                out.writerow([rel, "", "not_screened", f"unsupported type {ext or '(none)'}"])


if __name__ == "__main__":
    main()
