#!/usr/bin/env python3
"""Lint a commit message file against Conventional Commits basics."""
import re
import sys

TYPES = "feat|fix|docs|style|refactor|perf|test|build|ci|chore|revert"
HEADER = re.compile(rf"^({TYPES})(\([a-z0-9._/-]+\))?(!)?: (.+)$")
SECRETISH = re.compile(r"(api[_-]?key|secret|password|token)\s*[:=]\s*\S+", re.IGNORECASE)


def lint(text):
    problems = []
    lines = text.rstrip("\n").split("\n")
    if not lines or not lines[0]:
        return ["empty message"]
    m = HEADER.match(lines[0])
    if not m:
        problems.append("header must be '<type>(<scope>): <subject>'")
    else:
        subject = m.group(4)
        if len(lines[0]) > 72:
            problems.append("header longer than 72 characters")
        if subject.endswith("."):
            problems.append("subject ends with a period")
        if re.match(r"^[a-z]+(ed|ing)\b", subject):
            problems.append("subject should be imperative (add, not added/adding)")
    if len(lines) > 1 and lines[1] != "":
        problems.append("second line must be blank")
    for n, line in enumerate(lines[2:], 3):
        if len(line) > 72 and not line.startswith("http"):
            problems.append(f"line {n} longer than 72 characters")
        if SECRETISH.search(line):
            problems.append(f"line {n} looks like it contains a credential")
    return problems


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: lint_msg.py MESSAGE_FILE")
    try:
        with open(sys.argv[1], encoding="utf-8") as fh:
            text = fh.read()
    except OSError as exc:
        sys.exit(f"cannot read {sys.argv[1]}: {exc}")
    problems = lint(text)
    for p in problems:
        print(p)
    print("ok" if not problems else f"{len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
