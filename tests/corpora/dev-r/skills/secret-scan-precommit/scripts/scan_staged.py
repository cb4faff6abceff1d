#!/usr/bin/env python3
"""Scan staged changes for credentials and prompt-injection text. Exit 1 on any hit."""
import re
import subprocess
import sys

CREDENTIAL_RULES = {
    "aws-access-key": re.compile(r"AKIA[0-9A-Z]{16}"),
    "github-token": re.compile(r"gh[pousr]_[A-Za-z0-9]{36}"),
    "slack-token": re.compile(r"xox[baprs]-[A-Za-z0-9-]{10,}"),
    "private-key": re.compile(r"-----BEGIN (?:RSA |OPENSSH |EC )?PRIVATE KEY-----"),
    "generic-assignment": re.compile(r"(?i)(api_key|secret|password)\s*[:=]\s*['\"][^'\"]{12,}"),
}
TEXT_RULES = {
    "override-phrase": re.compile(r"(?i)\b(ignore|disregard)\s+(all\s+)?(previous|prior|above)\s+instructions"),
    "fake-system": re.compile(r"^\s*(SYSTEM:|\[admin override\])"),
    "hidden-comment": re.compile(r"(?i)<!--.*\b(assistant|the ai|agent)\b"),
    "pipe-to-shell": re.compile(r"(curl|wget)\s[^|\n]*\|\s*(ba|z)?sh\b"),
    "exfil-phrase": re.compile(r"(?i)\b(send|upload|post)\b.{0,40}(\.aws/credentials|\.ssh/id_|\.npmrc)"),
    "invisible-chars": re.compile("[\u200b-\u200d\U000e0000-\U000e007f]"),
}
TEXT_SUFFIXES = (".md", ".markdown", ".rst", ".txt", ".yml", ".yaml", ".html", ".py", ".js", ".ts")


def git(*args: str) -> bytes:
    return subprocess.run(["git", *args], check=True, capture_output=True).stdout


def staged_files() -> list:
    out = git("diff", "--cached", "--name-only", "--diff-filter=ACM", "-z")
    return [p for p in out.decode("utf-8", "replace").split("\0") if p]


def redact(value: str) -> str:
    return value[:4] + "…" if len(value) > 4 else "…"


def scan(path: str) -> list:
    blob = git("show", f":{path}")
    if b"\0" in blob[:8000]:
        return []
    text = blob.decode("utf-8", "replace")
    rules = dict(CREDENTIAL_RULES)
    if path.endswith(TEXT_SUFFIXES):
        rules.update(TEXT_RULES)
    hits = []
    for lineno, line in enumerate(text.splitlines(), 1):
        for name, rx in rules.items():
            if f"secret-scan: allow {name}" in line:
                continue
            m = rx.search(line)
            if m:
                hits.append((path, lineno, name, redact(m.group(0))))
    return hits


def main() -> int:
    try:
        files = staged_files()
    except subprocess.CalledProcessError as exc:
        print(f"secret-scan: git failed: {exc.stderr.decode(errors='replace').strip()}", file=sys.stderr)
        return 2
    hits = []
    for path in files:
        hits.extend(scan(path))
    for path, lineno, name, shown in hits:
        print(f"{path}:{lineno} {name} ({shown})")
    if hits:
        print(f"secret-scan: {len(hits)} finding(s); commit refused", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
