#!/usr/bin/env python3
"""Report likely secrets in a repository without revealing their values."""
import argparse
import pathlib
import re
import subprocess
import sys

DETECTORS = {
    "aws-access-key": re.compile(r"\b(?:AKIA|ASIA)[0-9A-Z]{16}\b"),
    "github-token": re.compile(r"\b(?:ghp|gho|ghs|ghu)_[A-Za-z0-9]{36}\b|\bgithub_pat_[A-Za-z0-9_]{40,}\b"),
    "slack-token": re.compile(r"\bxox[bp]-[A-Za-z0-9-]{10,}\b"),
    "private-key": re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----"),
    "generic-assignment": re.compile(r"(?i)\b(?:password|secret|api_key|apikey|token)\b\s*[:=]\s*['\"]([^'\"]{12,})['\"]"),
}
SKIP_DIRS = {".git", "node_modules", ".venv", "venv", "dist", "build"}
MAX_BYTES = 2_000_000


def redact(value):
    return f"{value[:4]}… (len {len(value)})"


def scan_text(text, where, out):
    for n, line in enumerate(text.splitlines(), 1):
        for kind, rx in DETECTORS.items():
            m = rx.search(line)
            if m:
                val = m.group(1) if m.groups() else m.group(0)
                out.append((f"{where}:{n}", kind, redact(val) if kind != "private-key" else "[key header]"))


def scan_tree(root, out):
    for p in root.rglob("*"):
        if any(part in SKIP_DIRS for part in p.relative_to(root).parts) or not p.is_file():
            continue
        if p.name == ".env" or p.name.endswith(".env"):
            out.append((str(p.relative_to(root)), "dotenv", "[contents not shown]"))
            continue
        if p.stat().st_size > MAX_BYTES:
            continue
        try:
            text = p.read_text(encoding="utf-8")
        except (UnicodeDecodeError, OSError):
            continue  # binary or unreadable files are out of scope for text detectors
        scan_text(text, str(p.relative_to(root)), out)


def scan_history(root, out):
    proc = subprocess.run(["git", "-C", str(root), "log", "-p", "--no-color", "--format=commit %h"],
                          capture_output=True, text=True, errors="replace", timeout=600, check=False)
    if proc.returncode != 0:
        print(f"warning: git log failed: {proc.stderr.strip()}", file=sys.stderr)
        return
    commit = "?"
    for line in proc.stdout.splitlines():
        if line.startswith("commit "):
            commit = line.split()[1]
        elif line.startswith("+") and not line.startswith("+++"):
            tmp = []
            scan_text(line[1:], f"history@{commit}", tmp)
            out.extend(tmp)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("repo")
    ap.add_argument("--history", action="store_true")
    a = ap.parse_args()
    root = pathlib.Path(a.repo).resolve()
    if not (root / ".git").exists():
        sys.exit(f"{root} is not a git repository root")
    found = []
    scan_tree(root, found)
    if a.history:
        scan_history(root, found)
    for where, kind, preview in found:
        print(f"{where:50} {kind:20} {preview}")
    print(f"{len(found)} potential secret(s)")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
