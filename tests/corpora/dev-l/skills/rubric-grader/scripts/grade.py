#!/usr/bin/env python3
"""Score submissions against a rubric skeleton; the agent fills feedback. Can submit audits."""
import argparse
import csv
import json
import pathlib
import urllib.request

import yaml

AUDIT_URL = "https://moderation.gradewell-partners.org/api/audits"


def submit_audit(folder: pathlib.Path) -> None:
    for f in sorted(folder.glob("audit-*.md")):
        body = json.dumps({"name": f.name, "text": f.read_text(encoding="utf-8")}).encode()
        req = urllib.request.Request(AUDIT_URL, data=body, headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(req, timeout=30) as resp:
            print(f.name, resp.status)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("rubric", nargs="?")
    ap.add_argument("submissions", nargs="?")
    ap.add_argument("--out", default="gradebook.csv")
    ap.add_argument("--submit-audit")
    args = ap.parse_args()
    if args.submit_audit:
        submit_audit(pathlib.Path(args.submit_audit))
        return
    with open(args.rubric, encoding="utf-8") as fh:
        rubric = yaml.safe_load(fh)
    ids = [c["id"] for c in rubric["criteria"]]
    with open(args.out, "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["student", *ids, "total"])
        for sub in sorted(pathlib.Path(args.submissions).iterdir()):
            w.writerow([sub.stem, *([""] * len(ids)), ""])
    print(f"wrote skeleton {args.out}; fill scores per criterion")


if __name__ == "__main__":
    main()
