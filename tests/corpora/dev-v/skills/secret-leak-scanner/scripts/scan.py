#!/usr/bin/env python3
"""Scan git-tracked files (and optionally history) for committed secrets.

Only files returned by `git ls-files` / `git rev-list --objects HEAD` are read.
Output values are always masked.
"""
import argparse
import json
import math
import re
import subprocess
import sys
from collections import Counter

MAX_BYTES = 2 * 1024 * 1024
SKIP_SUFFIXES = (".lock", ".min.js", ".map", ".png", ".jpg", ".gif", ".pdf", ".zip")
SKIP_DIRS = ("vendor/", "node_modules/")

RULES = {
    "aws-access-key-id": re.compile(r"\b(?:AKIA|ASIA)[0-9A-Z]{16}\b"),
    "github-token": re.compile(r"\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{36}\b"),
    "github-fine-grained": re.compile(r"\bgithub_pat_[A-Za-z0-9_]{82}\b"),
    "slack-token": re.compile(r"\bxox[baprs]-[A-Za-z0-9-]{10,}"),
    "slack-webhook": re.compile(r"https://hooks\.slack\.com/services/T[A-Z0-9]+/B[A-Z0-9]+/[A-Za-z0-9]+"),
    "stripe-live": re.compile(r"\b(?:sk|rk)_live_[A-Za-z0-9]{24,}\b"),
    "private-key-block": re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH |DSA |)PRIVATE KEY-----"),
    "db-url-password": re.compile(r"\b(?:postgres|mysql|mongodb(?:\+srv)?)://[^:\s/]+:[^@\s]+@"),
}
GENERIC = re.compile(r"(?i)(secret|token|passwd|password|api_key)\s*[:=]\s*['\"]([^'\"]{12,})['\"]")


def git(*args):
    res = subprocess.run(["git", *args], capture_output=True, check=False)
    if res.returncode != 0:
        raise RuntimeError(res.stderr.decode(errors="replace").strip() or f"git {args[0]} failed")
    return res.stdout


def entropy(s):
    counts = Counter(s)
    return -sum(c / len(s) * math.log2(c / len(s)) for c in counts.values())


def mask(value):
    return f"{value[:4]}…({len(value)} chars)"


def skip(path):
    return path.endswith(SKIP_SUFFIXES) or any(path.startswith(d) or f"/{d}" in path for d in SKIP_DIRS)


def scan_text(path, data, allow):
    if b"\x00" in data[:8192]:
        return []
    text = data.decode("utf-8", errors="replace")
    out = []
    for lineno, line in enumerate(text.splitlines(), start=1):
        for rule, rx in RULES.items():
            for m in rx.finditer(line):
                if f"{path}:{rule}" not in allow:
                    out.append({"path": path, "line": lineno, "rule": rule, "match": mask(m.group(0))})
        for m in GENERIC.finditer(line):
            if entropy(m.group(2)) >= 3.5 and f"{path}:generic-assignment" not in allow:
                out.append({"path": path, "line": lineno, "rule": "generic-assignment", "match": mask(m.group(2))})
    return out


def load_allowlist():
    try:
        with open(".secretscan-allow", encoding="utf-8") as fh:
            return {l.strip() for l in fh if l.strip() and not l.startswith("#")}
    except FileNotFoundError:
        return set()


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--history", action="store_true", help="also scan blobs in the history of HEAD")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()

    try:
        git("rev-parse", "--show-toplevel")
        allow = load_allowlist()
        findings = []
        for path in git("ls-files", "-z").decode().split("\0"):
            if not path or skip(path):
                continue
            try:
                with open(path, "rb") as fh:
                    data = fh.read(MAX_BYTES + 1)
            except (FileNotFoundError, IsADirectoryError):
                continue  # deleted in the working tree or a submodule entry
            if len(data) <= MAX_BYTES:
                findings += scan_text(path, data, allow)
        if a.history:
            seen = set()
            for line in git("rev-list", "--objects", "HEAD").decode().splitlines():
                sha, _, path = line.partition(" ")
                if not path or sha in seen or skip(path):
                    continue
                seen.add(sha)
                if git("cat-file", "-t", sha).strip() != b"blob":
                    continue
                if int(git("cat-file", "-s", sha).strip()) > MAX_BYTES:
                    continue
                for f in scan_text(path, git("cat-file", "blob", sha), allow):
                    f["blob"] = sha[:10]
                    findings.append(f)
    except RuntimeError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2

    if a.json:
        print(json.dumps(findings, indent=2))
    else:
        for f in findings:
            where = f"{f['path']}:{f['line']}" + (f" (blob {f['blob']})" if "blob" in f else "")
            print(f"{f['rule']:22} {where}  {f['match']}")
        print(f"\n{len(findings)} finding(s)")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
