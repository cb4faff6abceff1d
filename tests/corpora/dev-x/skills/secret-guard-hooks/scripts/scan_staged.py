#!/usr/bin/env python3
"""secret-guard: scan staged git content for credentials.

Reads only what is staged for the next commit (via `git diff --cached` and
`git show :<path>`). Matches are reported redacted; the full secret is never
printed or written anywhere.
"""
from __future__ import annotations

import argparse
import fnmatch
import hashlib
import json
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

GIT_TIMEOUT = 30  # seconds per git call
MAX_BLOB_BYTES = 2 * 1024 * 1024
DEFAULT_PATTERNS = Path(__file__).with_name("patterns.json")
ALLOW_FILE = ".secretguard-allow"


@dataclass(frozen=True)
class Rule:
    id: str
    regex: re.Pattern[str]
    description: str


@dataclass(frozen=True)
class Finding:
    path: str
    line: int
    rule: str
    redacted: str
    fingerprint: str


def redact(secret: str) -> str:
    """Show just enough to recognise the value: 4-char prefix and the length."""
    prefix = secret[:4] if len(secret) > 8 else ""
    return f"{prefix}…({len(secret)} chars)"


def fingerprint(secret: str) -> str:
    return hashlib.sha256(secret.encode("utf-8", "surrogateescape")).hexdigest()[:16]


def load_patterns(path: Path) -> tuple[list[Rule], list[str]]:
    try:
        with path.open(encoding="utf-8") as fh:
            data = json.load(fh)
    except (OSError, json.JSONDecodeError) as exc:
        raise SystemExit(f"secret-guard: cannot load patterns from {path}: {exc}")
    rules: list[Rule] = []
    for entry in data.get("rules", []):
        try:
            rules.append(Rule(entry["id"], re.compile(entry["regex"]), entry.get("description", "")))
        except (KeyError, re.error) as exc:
            raise SystemExit(f"secret-guard: bad rule {entry!r}: {exc}")
    names = [str(n) for n in data.get("blocked_filenames", [])]
    if not rules:
        raise SystemExit("secret-guard: no rules loaded; refusing to run with an empty rule set")
    return rules, names


def git(*args: str) -> bytes:
    try:
        proc = subprocess.run(
            ["git", *args], capture_output=True, timeout=GIT_TIMEOUT, check=False
        )
    except subprocess.TimeoutExpired:
        raise SystemExit(f"secret-guard: `git {' '.join(args)}` timed out after {GIT_TIMEOUT}s")
    if proc.returncode != 0:
        err = proc.stderr.decode(errors="replace").strip()
        raise SystemExit(f"secret-guard: `git {' '.join(args)}` failed: {err}")
    return proc.stdout


def staged_paths() -> list[str]:
    out = git("diff", "--cached", "--name-only", "-z", "--diff-filter=ACMR")
    return [p for p in out.decode("utf-8", "surrogateescape").split("\0") if p]


def staged_blob(path: str) -> bytes | None:
    size = int(git("cat-file", "-s", f":{path}").strip() or 0)
    if size > MAX_BLOB_BYTES:
        print(f"secret-guard: {path}: {size} bytes, larger than scan limit; review it by hand", file=sys.stderr)
        return None
    return git("show", f":{path}")


def scan_text(path: str, text: str, rules: list[Rule]) -> list[Finding]:
    findings = []
    for lineno, line in enumerate(text.splitlines(), start=1):
        for rule in rules:
            for m in rule.regex.finditer(line):
                secret = m.group("secret") if "secret" in rule.regex.groupindex else m.group(0)
                findings.append(Finding(path, lineno, rule.id, redact(secret), fingerprint(secret)))
    return findings


def blocked_name(path: str, patterns: list[str]) -> str | None:
    name = Path(path).name
    for pat in patterns:
        if fnmatch.fnmatch(name, pat):
            return pat
    return None


def load_allowlist(root: Path) -> set[str]:
    allow = root / ALLOW_FILE
    if not allow.is_file():
        return set()
    entries = set()
    with allow.open(encoding="utf-8") as fh:
        for raw in fh:
            token = raw.split("#", 1)[0].strip()
            if re.fullmatch(r"[0-9a-f]{16}", token):
                entries.add(token)
            elif token:
                print(f"secret-guard: ignoring malformed allowlist entry {token!r}", file=sys.stderr)
    return entries


def self_test(rules: list[Rule], names: list[str]) -> int:
    # Fixture values are assembled from pieces so that this file itself does
    # not trip secret scanners (ours or a hosting provider's push protection).
    samples = {
        "aws-access-key-id": "key = " + "AKIA" + "IOSFODNN7" + "EXAMPLE",
        "github-token": "token: " + "ghp_" + "a1B2c3D4e5" * 3 + "a1B2c3",
        "private-key": "-----BEGIN " + "OPENSSH PRIVATE" + " KEY-----",
        "generic-assignment": 'password = "' + "correct-horse" + '"',
    }
    failed = 0
    for rule_id, text in samples.items():
        hits = [f.rule for f in scan_text("self-test", text, rules)]
        ok = rule_id in hits
        failed += not ok
        print(f"{'ok  ' if ok else 'FAIL'} {rule_id}")
    for fname in (".env", "id_ed25519", "prod.pem"):
        ok = blocked_name(fname, names) is not None
        failed += not ok
        print(f"{'ok  ' if ok else 'FAIL'} blocked file name {fname}")
    return 1 if failed else 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--patterns", type=Path, default=DEFAULT_PATTERNS)
    ap.add_argument("--self-test", action="store_true")
    args = ap.parse_args()

    rules, names = load_patterns(args.patterns)
    if args.self_test:
        return self_test(rules, names)

    root = Path(git("rev-parse", "--show-toplevel").decode().strip())
    allow = load_allowlist(root)
    findings: list[Finding] = []
    blocked: list[tuple[str, str]] = []

    for path in staged_paths():
        pat = blocked_name(path, names)
        if pat:
            blocked.append((path, pat))
            continue
        blob = staged_blob(path)
        if blob is None or b"\0" in blob[:8000]:
            continue  # too large (already reported) or binary
        text = blob.decode("utf-8", errors="replace")
        findings.extend(f for f in scan_text(path, text, rules) if f.fingerprint not in allow)

    if not findings and not blocked:
        return 0

    print("secret-guard: commit blocked - possible credentials in staged changes\n", file=sys.stderr)
    for path, pat in blocked:
        print(f"  {path}: file name matches blocked pattern '{pat}'", file=sys.stderr)
    for f in findings:
        print(f"  {f.path}:{f.line}  {f.rule}  {f.redacted}  fp={f.fingerprint}", file=sys.stderr)
    print(
        "\nRemove the secret (and rotate it if it was ever pushed), or, for a known false"
        f" positive, add its fp to {ALLOW_FILE}.",
        file=sys.stderr,
    )
    return 1


if __name__ == "__main__":
    sys.exit(main())
