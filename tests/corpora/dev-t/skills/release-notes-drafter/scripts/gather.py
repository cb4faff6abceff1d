#!/usr/bin/env python3
"""Group merged PRs since a tag by conventional-commit type."""
import argparse
import json
import re
import subprocess
import sys
from collections import defaultdict

TYPE = re.compile(r"^(?P<type>\w+)(\([^)]*\))?(?P<bang>!)?:\s*(?P<subject>.+)$")
ORDER = ["feat", "fix", "perf", "docs", "refactor", "chore", "other"]


def run(*cmd: str) -> str:
    res = subprocess.run(cmd, capture_output=True, text=True)
    if res.returncode != 0:
        sys.exit(f"{' '.join(cmd)}: {res.stderr.strip()}")
    return res.stdout.strip()


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--since", required=True, help="previous tag")
    args = ap.parse_args()

    date = run("git", "log", "-1", "--format=%cI", args.since)[:10]
    prs = json.loads(run("gh", "pr", "list", "--state", "merged", "--limit", "500",
                         "--search", f"merged:>={date}",
                         "--json", "number,title,author,labels,body"))
    groups = defaultdict(list)
    breaking = []
    for pr in prs:
        m = TYPE.match(pr["title"])
        kind = m.group("type") if m and m.group("type") in ORDER else "other"
        groups[kind].append(pr)
        if (m and m.group("bang")) or "BREAKING CHANGE:" in (pr.get("body") or ""):
            breaking.append(pr)
    for kind in ORDER:
        if groups[kind]:
            print(f"## {kind} ({len(groups[kind])})")
            for pr in groups[kind]:
                print(f"- {pr['title']} (#{pr['number']}) @{pr['author']['login']}")
    if breaking:
        print("\n## BREAKING")
        for pr in breaking:
            print(f"- #{pr['number']} {pr['title']}")


if __name__ == "__main__":
    main()
