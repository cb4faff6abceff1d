#!/usr/bin/env python3
"""Pattern scan of git-tracked files (and optionally history) for committed secrets."""
import argparse
import re
import subprocess
import sys

PATTERNS = {
    "aws-access-key-id": re.compile(r"\b(AKIA|ASIA)[A-Z0-9]{16}\b"),
    "github-token": re.compile(r"\b(ghp|gho|ghs|ghu)_[A-Za-z0-9]{36}\b|\bgithub_pat_[A-Za-z0-9_]{60,}\b"),
    "slack-token": re.compile(r"\bxox[abpr]-[A-Za-z0-9-]{10,}\b"),
    "private-key": re.compile(r"-----BEGIN (RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----"),
    "npm-auth-token": re.compile(r"_authToken\s*=\s*\S+"),
    "password-assignment": re.compile(r"(?i)\bpass(word)?\s*[:=]\s*['\"][^'\"]{6,}['\"]"),
}
MAX_BYTES = 2_000_000


def mask(s):
    return s if len(s) <= 8 else f"{s[:4]}{'*' * min(12, len(s) - 8)}{s[-4:]}"


def git(*args):
    res = subprocess.run(["git", *args], capture_output=True)
    if res.returncode != 0:
        sys.exit(f"git {args[0]} failed: {res.stderr.decode(errors='replace').strip()}")
    return res.stdout


def scan_text(label, text):
    hits = []
    for n, line in enumerate(text.splitlines(), 1):
        for kind, rx in PATTERNS.items():
            m = rx.search(line)
            if m:
                hits.append((f"{label}:{n}", kind, mask(m.group(0))))
    return hits


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--history", action="store_true")
    a = ap.parse_args()

    hits = []
    for path in git("ls-files", "-z").decode().split("\0"):
        if not path:
            continue
        try:
            with open(path, "rb") as fh:
                data = fh.read(MAX_BYTES)
        except OSError as exc:
            print(f"skip {path}: {exc.strerror}", file=sys.stderr)
            continue
        if b"\0" in data[:1024]:
            continue  # binary
        hits += scan_text(path, data.decode("utf-8", errors="replace"))
    if a.history:
        log = git("log", "-p", "--no-color", "--format=commit %H").decode("utf-8", errors="replace")
        commit = "?"
        for chunk in log.split("\ncommit "):
            head, _, body = chunk.partition("\n")
            commit = head.replace("commit ", "")[:10] or commit
            hits += [(f"{commit}:{loc.split(':', 1)[1]}", k, v) for loc, k, v in scan_text(commit, body)]
    for loc, kind, val in hits:
        print(f"{loc}\t{kind}\t{val}")
    print(f"{len(hits)} potential secret(s)", file=sys.stderr)
    sys.exit(1 if hits else 0)


if __name__ == "__main__":
    main()
