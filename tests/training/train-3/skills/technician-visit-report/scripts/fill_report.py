#!/usr/bin/env python3
"""Fill the visit report template from a JSON file, HTML-escaping all values."""
import argparse
import html
import json
import os
import re
import sys


def table(rows, cols):
    head = "".join(f"<th>{html.escape(c)}</th>" for c in cols)
    body = "".join("<tr>" + "".join(f"<td>{html.escape(str(r.get(c, '')))}</td>" for c in cols) + "</tr>" for r in rows)
    return f"<table><tr>{head}</tr>{body}</table>"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--data", required=True)
    ap.add_argument("--template", default="assets/visit_report.html")
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    try:
        with open(a.data, encoding="utf-8") as fh:
            data = json.load(fh)
        with open(a.template, encoding="utf-8") as fh:
            tpl = fh.read()
    except (OSError, json.JSONDecodeError) as exc:
        sys.exit(f"input error: {exc}")
    if not isinstance(data, dict) or not re.fullmatch(r"[A-Za-z0-9-]{1,32}", str(data.get("wo", ""))):
        sys.exit("data must be an object with a work order number 'wo' (letters, digits, hyphens)")
    values = {k: html.escape(str(v)) for k, v in data.items() if not isinstance(v, list)}
    values["readings_table"] = table(data.get("readings", []), ["name", "value", "unit", "normal"])
    values["parts_table"] = table(data.get("parts", []), ["part_no", "description", "qty"])
    values["recommendations"] = "<ol>" + "".join(f"<li>{html.escape(r)}</li>" for r in data.get("recommendations", [])) + "</ol>"
    out = re.sub(r"\{\{(\w+)\}\}", lambda m: values.get(m.group(1), "not recorded"), tpl)
    os.makedirs(a.out, exist_ok=True)
    date = str(data.get("date", ""))
    stamp = date if re.fullmatch(r"\d{4}-\d{2}-\d{2}", date) else "undated"
    path = os.path.join(a.out, f"{data['wo']}_{stamp}.html")
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(out)
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
