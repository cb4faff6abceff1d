#!/usr/bin/env python3
"""Paginate raw transcript text into 25-line numbered pages."""
import argparse
import json
import sys
import textwrap

LINES_PER_PAGE = 25
WIDTH = 56


def layout(raw_lines):
    out = []
    for raw in raw_lines:
        raw = raw.rstrip()
        if not raw:
            continue
        if raw.startswith(("Q.", "A.")):
            first, rest = raw[:2], raw[2:].strip()
            wrapped = textwrap.wrap(rest, WIDTH - 10) or [""]
            out.append("     " + first + "  " + wrapped[0])
            out.extend("          " + w for w in wrapped[1:])
        elif raw.startswith("("):
            out.append("          " + raw)
        else:
            out.extend(textwrap.wrap(raw, WIDTH, subsequent_indent="          "))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("raw")
    ap.add_argument("--caption", required=True)
    args = ap.parse_args()
    try:
        with open(args.caption, encoding="utf-8") as fh:
            cap = json.load(fh)
    except (OSError, json.JSONDecodeError) as exc:
        sys.exit(f"cannot read caption: {exc}")
    with open(args.raw, encoding="utf-8") as fh:
        body = layout(fh.readlines())

    header = [cap.get("court", "").upper(), f"Case No. {cap.get('case_number', '')}", cap.get("date", "")]
    lines = [h.center(WIDTH) for h in header] + [""] + body
    page = 1
    for i in range(0, len(lines), LINES_PER_PAGE):
        print(f"{page:>{WIDTH}}")
        for n, text in enumerate(lines[i:i + LINES_PER_PAGE], start=1):
            print(f"{n:>2}  {text}")
        print("\f", end="")
        page += 1


if __name__ == "__main__":
    main()
