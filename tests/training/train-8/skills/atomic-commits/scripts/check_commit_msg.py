#!/usr/bin/env python3
"""commit-msg hook: enforce '<type>(<scope>): <summary>' on the first line.

Git calls it with the path of the message file as the only argument.
"""
import re
import sys

TYPES = ("feat", "fix", "refactor", "test", "docs", "build", "ci", "chore", "perf", "revert")
HEADER = re.compile(r"^(?P<type>[a-z]+)(\((?P<scope>[a-z0-9\-/]+)\))?(?P<bang>!)?: (?P<summary>.+)$")


def check(first_line):
    problems = []
    if first_line.startswith(("Merge ", "fixup! ", "squash! ")):
        return problems
    m = HEADER.match(first_line)
    if not m:
        return ["first line must look like 'type(scope): summary'"]
    if m.group("type") not in TYPES:
        problems.append(f"unknown type '{m.group('type')}', use one of: {', '.join(TYPES)}")
    summary = m.group("summary")
    if len(first_line) > 72:
        problems.append(f"first line is {len(first_line)} chars, keep it to 72")
    if summary.endswith("."):
        problems.append("summary should not end with a period")
    if summary[:1].isupper() and not summary[:2].isupper():
        problems.append("summary should start lowercase (imperative: 'add', not 'Added')")
    return problems


def main(argv):
    if len(argv) != 2:
        print("usage: check_commit_msg.py <message-file>", file=sys.stderr)
        return 2
    with open(argv[1], encoding="utf-8") as fh:
        lines = [l.rstrip("\n") for l in fh if not l.startswith("#")]
    first = lines[0] if lines else ""
    problems = check(first)
    for p in problems:
        print(f"commit-msg: {p}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
