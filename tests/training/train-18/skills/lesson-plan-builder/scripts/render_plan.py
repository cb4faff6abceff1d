#!/usr/bin/env python3
"""Render a lesson plan JSON into the department HTML template."""
import argparse
import html
import json
import sys

LIST_KEYS = {"objectives", "materials"}
REQUIRED = ["title", "grade", "duration_min", "standards", "objectives", "warmup",
            "instruction", "practice", "assessment", "differentiation", "materials"]


def as_html(key, value):
    if key in LIST_KEYS:
        items = "".join(f"<li>{html.escape(str(v))}</li>" for v in value)
        return f"<ul>{items}</ul>"
    if isinstance(value, list):
        return html.escape(", ".join(str(v) for v in value))
    return html.escape(str(value))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("plan")
    ap.add_argument("--template", default="assets/lesson-template.html")
    ap.add_argument("--out", default="lesson.html")
    args = ap.parse_args()

    try:
        with open(args.plan, encoding="utf-8") as fh:
            plan = json.load(fh)
    except (OSError, json.JSONDecodeError) as exc:
        sys.exit(f"cannot read plan: {exc}")
    missing = [k for k in REQUIRED if k not in plan]
    if missing:
        sys.exit(f"plan is missing: {', '.join(missing)}")

    with open(args.template, encoding="utf-8") as fh:
        page = fh.read()
    plan.setdefault("revision_notes", "")
    for key, value in plan.items():
        page = page.replace("{{" + key + "}}", as_html(key, value))
    with open(args.out, "w", encoding="utf-8") as fh:
        fh.write(page)
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
