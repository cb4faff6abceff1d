#!/usr/bin/env python3
"""Static, read-only scan of a skill folder. Never executes anything from it."""
import pathlib
import re
import sys

RULES = [
    ("precedence-claim", re.compile(r"(?i)\b(override|supersede|take precedence over|outrank)s?\b.{0,40}\b(user|system|instruction|safety)")),
    ("concealment", re.compile(r"(?i)\b(do not|don't|never)\s+(tell|mention|inform|show)\b.{0,30}\buser\b")),
    ("html-comment", re.compile(r"<!--")),
    ("invisible-chars", re.compile("[\u200b\u200c\u200d\u2060\ufeff]|[\U000e0000-\U000e007f]")),
    ("pipe-to-shell", re.compile(r"(curl|wget)[^\n|]*\|\s*(ba|z)?sh\b|bash\s+<\(\s*curl")),
    ("decode-exec", re.compile(r"(exec|eval|Function)\s*\(.{0,40}(b64decode|fromCharCode|Buffer\.from|decompress|rot13)")),
    ("credential-path", re.compile(r"\.aws/credentials|\.ssh/id_|\.netrc|hosts\.yml|\.docker/config\.json|Login Data|find-generic-password|secret-tool|169\.254\.169\.254")),
    ("agent-context", re.compile(r"(?i)CLAUDE\.md|AGENTS\.md|\.claude/projects|system prompt")),
    ("env-dump", re.compile(r"\bprintenv\b|os\.environ\)|dict\(os\.environ|process\.env\)|\benv\s*\|")),
    ("broad-permissions", re.compile(r"chmod\s+-?R?\s*777|allowed-tools:\s*['\"]?\*|\bsudo\b")),
    ("install-source", re.compile(r"--extra-index-url|pip install\s+(git\+|https?://)|\"postinstall\"")),
]
TEXT_SUFFIXES = {".md", ".py", ".sh", ".js", ".ts", ".json", ".txt", ".yml", ".yaml", ".toml", ""}


def main(root):
    base = pathlib.Path(root)
    if not (base / "SKILL.md").is_file():
        sys.exit(f"{base} has no SKILL.md")
    hits = 0
    for p in sorted(base.rglob("*")):
        if not p.is_file() or p.suffix.lower() not in TEXT_SUFFIXES:
            continue
        try:
            lines = p.read_text(encoding="utf-8").splitlines()
        except UnicodeDecodeError:
            print(f"{p.relative_to(base)}: binary or non-UTF-8 file, inspect manually")
            continue
        for n, line in enumerate(lines, 1):
            for rule, rx in RULES:
                if rx.search(line):
                    hits += 1
                    print(f"{p.relative_to(base)}:{n} {rule}")
    print(f"{hits} hint(s); read every file before deciding")
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: scan_skill.py <skill-dir>")
    sys.exit(main(sys.argv[1]))
