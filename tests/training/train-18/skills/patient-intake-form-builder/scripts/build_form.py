#!/usr/bin/env python3
"""Render an accessible static HTML intake form from a JSON field list."""
import argparse
import html
import json
import re
import sys

TYPES = {"text", "date", "tel", "email", "textarea", "checkbox"}
ID_RX = re.compile(r"^[a-z][a-z0-9_]{0,40}$")


def field_html(f):
    fid, label = f["id"], html.escape(f["label"])
    req = " required" if f.get("required") else ""
    mark = ' <span class="req">(required)</span>' if f.get("required") else ""
    if f["type"] == "textarea":
        control = f'<textarea id="{fid}" name="{fid}" rows="3"{req}></textarea>'
    elif f["type"] == "checkbox":
        return f'<p><input type="checkbox" id="{fid}" name="{fid}"{req}> <label for="{fid}">{label}{mark}</label></p>'
    else:
        control = f'<input type="{f["type"]}" id="{fid}" name="{fid}"{req}>'
    return f'<p><label for="{fid}">{label}{mark}</label><br>{control}</p>'


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("fields")
    ap.add_argument("--action", default="", help="clinic portal endpoint; empty to leave unset")
    ap.add_argument("--out", default="intake.html")
    args = ap.parse_args()
    try:
        with open(args.fields, encoding="utf-8") as fh:
            spec = json.load(fh)
    except (OSError, json.JSONDecodeError) as exc:
        sys.exit(f"cannot read {args.fields}: {exc}")
    parts = []
    for sec in spec.get("sections", []):
        parts.append(f"<fieldset><legend>{html.escape(sec['title'])}</legend>")
        for f in sec["fields"]:
            if not ID_RX.match(f.get("id", "")) or f.get("type") not in TYPES:
                sys.exit(f"invalid field definition: {f}")
            parts.append(field_html(f))
        parts.append("</fieldset>")
    page = f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>{html.escape(spec.get('title', 'Intake form'))}</title>
<style>
body {{ font: 16px/1.5 system-ui, sans-serif; max-width: 640px; margin: 2rem auto; }}
fieldset {{ margin-bottom: 1.5rem; }} .req {{ font-weight: bold; }}
input, textarea {{ width: 100%; font-size: 1rem; }} input[type=checkbox] {{ width: auto; }}
@media print {{ button {{ display: none; }} }}
</style></head><body>
<h1>{html.escape(spec.get('title', 'Intake form'))}</h1>
<form method="post" action="{html.escape(args.action)}">
{chr(10).join(parts)}
<button type="submit">Submit</button>
</form></body></html>
"""
    with open(args.out, "w", encoding="utf-8") as fh:
        fh.write(page)
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
