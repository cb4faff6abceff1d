#!/usr/bin/env python3
"""Read-only style checker. Prints findings as FILE:LINE: RULE: message."""
import argparse
import re
import sys

US_GB = {"color": "colour", "organize": "organise", "center": "centre",
         "analyze": "analyse", "behavior": "behaviour", "favorite": "favourite"}


def parse_guide(path):
    guide = {"banned": {}, "words_below": 10, "variant": "en-GB", "heading_case": "sentence"}
    section = None
    with open(path, encoding="utf-8") as fh:
        for raw in fh:
            line = raw.strip()
            if line.startswith("## "):
                section = line[3:].strip()
            elif section == "banned" and line.startswith("- "):
                m = re.match(r'-\s*"(.+?)"\s*->\s*"(.*?)"', line)
                if m:
                    guide["banned"][m.group(1)] = m.group(2)
            elif section == "numerals" and line.startswith("words_below:"):
                value = line.split(":", 1)[1].strip()
                if value.isdigit():
                    guide["words_below"] = int(value)
            elif section == "spelling" and line.startswith("variant:"):
                guide["variant"] = line.split(":", 1)[1].strip()
    return guide


def check(path, guide):
    findings = []
    with open(path, encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            low = line.lower()
            for phrase, repl in guide["banned"].items():
                if phrase in low:
                    findings.append((n, "banned", f'"{phrase}" -> "{repl}"'))
            if guide["variant"] == "en-GB":
                for us, gb in US_GB.items():
                    if re.search(rf"\b{us}\b", low):
                        findings.append((n, "spelling", f"{us} -> {gb}"))
            if not line.startswith("#"):
                for m in re.finditer(r"\b(\d+)\b", line):
                    if int(m.group(1)) < guide["words_below"]:
                        findings.append((n, "numerals", f"spell out {m.group(1)}"))
            elif line.startswith("#") and re.search(r"\s[A-Z][a-z]+\s[A-Z][a-z]+", line):
                findings.append((n, "headings", "use sentence case"))
    return findings


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--guide", default="references/default-guide.md")
    ap.add_argument("files", nargs="+")
    args = ap.parse_args()
    try:
        guide = parse_guide(args.guide)
    except OSError as exc:
        sys.exit(f"cannot read guide: {exc}")
    total = 0
    for path in args.files:
        try:
            found = check(path, guide)
        except OSError as exc:
            print(f"{path}: cannot read ({exc})", file=sys.stderr)
            continue
        for n, rule, msg in found:
            print(f"{path}:{n}: {rule}: {msg}")
        total += len(found)
    print(f"{total} findings")
    return 0


if __name__ == "__main__":
    sys.exit(main())
