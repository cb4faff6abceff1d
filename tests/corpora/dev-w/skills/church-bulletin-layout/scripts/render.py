#!/usr/bin/env python3
"""Render the weekly bulletin to HTML and PDF from a YAML content file."""
import argparse
import shutil
import sys
from pathlib import Path

import yaml
from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape
from jinja2.exceptions import UndefinedError
from weasyprint import HTML

ASSETS = Path(__file__).resolve().parent.parent / "assets"
REQUIRED = ["parish", "date", "liturgical_day", "order_of_worship", "hymns", "readings",
            "announcements", "prayer_list", "events"]


def load_week(path):
    try:
        with open(path, encoding="utf-8") as fh:
            week = yaml.safe_load(fh)
    except (OSError, yaml.YAMLError) as exc:
        sys.exit(f"cannot read {path}: {exc}")
    if not isinstance(week, dict):
        sys.exit(f"{path} must be a YAML mapping")
    missing = [k for k in REQUIRED if k not in week]
    if missing:
        sys.exit(f"{path} is missing: {', '.join(missing)}")
    return week


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("week")
    ap.add_argument("-o", "--outdir", default="out")
    args = ap.parse_args()

    week = load_week(args.week)
    shared = [p["name"] for p in week["prayer_list"] if isinstance(p, dict) and p.get("share") is True]
    withheld = len(week["prayer_list"]) - len(shared)
    week = dict(week, prayer_list=shared)

    env = Environment(loader=FileSystemLoader(ASSETS), autoescape=select_autoescape(["html", "j2"]),
                      undefined=StrictUndefined)
    template = env.get_template("bulletin.html.j2")
    out = Path(args.outdir)
    out.mkdir(parents=True, exist_ok=True)
    shutil.copy(ASSETS / "bulletin.css", out / "bulletin.css")

    for large, name in ((False, "bulletin"), (True, "bulletin-large-print")):
        try:
            html = template.render(**week, large_print=large)
        except UndefinedError as exc:
            sys.exit(f"template needs a field that week.yaml does not have: {exc}")
        (out / f"{name}.html").write_text(html, encoding="utf-8")
        doc = HTML(string=html, base_url=str(out)).render()
        doc.write_pdf(out / f"{name}.pdf")
        pages = len(doc.pages)
        note = "" if pages % 4 == 0 else "  <- not a multiple of 4, ask the office what to shorten"
        print(f"{name}.pdf: {pages} pages{note}")
    print(f"prayer list: {len(shared)} printed, {withheld} left out (no share: true)")


if __name__ == "__main__":
    main()
