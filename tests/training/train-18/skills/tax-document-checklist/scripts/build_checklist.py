#!/usr/bin/env python3
"""Turn interview answers into a Markdown document checklist."""
import argparse
import json
import sys


def load_json(path):
    try:
        with open(path, encoding="utf-8") as fh:
            return json.load(fh)
    except (OSError, json.JSONDecodeError) as exc:
        sys.exit(f"cannot read {path}: {exc}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("answers")
    ap.add_argument("--interview", default="assets/interview.json")
    ap.add_argument("--out", default="checklist.md")
    args = ap.parse_args()

    interview = load_json(args.interview)
    answers = load_json(args.answers)
    if not isinstance(answers, dict):
        sys.exit("answers.json must be an object keyed by section id")

    lines = ["# Tax documents to gather", ""]
    count = 0
    for section in interview["sections"]:
        given = answers.get(section["id"], {})
        if not isinstance(given, dict):
            continue
        items = [doc for q in section["questions"] if given.get(q["id"]) is True for doc in q["docs"]]
        if items:
            lines += [f"## {section['title']}", ""] + [f"- [ ] {d}" for d in items] + [""]
            count += len(items)
    lines += ["## Questions for the preparer", "", "- [ ] (add as they come up)", ""]
    with open(args.out, "w", encoding="utf-8") as fh:
        fh.write("\n".join(lines))
    print(f"{count} documents listed -> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
