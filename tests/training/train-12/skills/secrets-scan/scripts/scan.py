#!/usr/bin/env python3
import re
import subprocess
import sys

RULES = {
    "aws-key-id": re.compile(r"\bAKIA[0-9A-Z]{16}\b"),
    "private-key": re.compile(r"-----BEGIN [A-Z ]*PRIVATE KEY-----"),
    "github-token": re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b"),
    "slack-token": re.compile(r"\bxox[abpr]-[A-Za-z0-9-]{10,}\b"),
    "password-literal": re.compile(r"(?i)\bpass(word)?\s*[:=]\s*['\"][^'\"]{6,}['\"]"),
}


def mask(s):
    return "*" * max(len(s) - 4, 0) + s[-4:]


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else "."
    try:
        files = subprocess.run(["git", "-C", root, "ls-files", "-z"], check=True,
                               capture_output=True, text=True).stdout.split("\0")
    except subprocess.CalledProcessError as e:
        sys.exit(f"not a git repo? {e.stderr.strip()}")
    hits = 0
    for f in filter(None, files):
        try:
            with open(f"{root}/{f}", encoding="utf-8", errors="replace") as fh:
                for n, line in enumerate(fh, 1):
                    for kind, rx in RULES.items():
                        for m in rx.finditer(line):
                            hits += 1
                            print(f"{f}:{n}: {kind}: {mask(m.group(0))}")
        except OSError as e:
            print(f"skipped {f}: {e}", file=sys.stderr)
    print(f"{hits} possible secret(s)")
    sys.exit(1 if hits else 0)


if __name__ == "__main__":
    main()
