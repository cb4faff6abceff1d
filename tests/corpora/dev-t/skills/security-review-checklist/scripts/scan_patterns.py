#!/usr/bin/env python3
"""Static red-flag scanner for code review. Reads files under one path; never executes them."""
import argparse
import re
import sys
import unicodedata
from pathlib import Path

RULES = [
    ("fetch-exec", "high", r"(curl|wget)[^\n|]*\|\s*(ba|z)?sh\b"),
    ("fetch-exec", "high", r"\beval\s*\(\s*(await\s+)?fetch\("),
    ("encoded-exec", "high", r"(exec|eval)\s*\(\s*(base64\.b64decode|zlib\.decompress|codecs\.decode|bytes\.fromhex)"),
    ("encoded-exec", "high", r"new Function\(\s*Buffer\.from\("),
    ("env-dump", "high", r"os\.environ\.items\(\)|dict\(os\.environ\)|JSON\.stringify\(process\.env\)|toJSON\(secrets\)"),
    ("env-dump", "medium", r"^\s*(env|printenv)\s*(>|\|)"),
    ("cred-path", "high", r"\.ssh/id_|\.aws/credentials|_authToken|\.netrc|\.kube/config|gh auth token|find-generic-password"),
    ("metadata-endpoint", "high", r"169\.254\.169\.254|metadata\.google\.internal"),
    ("injection-phrase", "high", r"(?i)ignore (all |your )?(previous|prior) instructions|supersede[s]? (any|all)"),
    ("concealment", "medium", r"(?i)do not (mention|tell the user|report)|keep (it|this) out of the summary"),
    ("unpinned", "low", r"@(main|master|latest)\b|\"\*\"|:\s*latest\b"),
    ("index-override", "medium", r"--extra-index-url|--trusted-host|--index-url\s+http"),
    ("permissions", "low", r"chmod\s+(-R\s+)?777|--privileged|NOPASSWD|write-all"),
    ("swallowed-error", "low", r"except\s*:\s*pass|except Exception:\s*pass|catch\s*(\(\w*\))?\s*\{\s*\}|\|\|\s*true"),
]
COMPILED = [(name, sev, re.compile(rx, re.M)) for name, sev, rx in RULES]
SKIP_DIRS = {".git", "node_modules", ".venv", "__pycache__", "dist", "build"}
MAX_BYTES = 2_000_000


def iter_files(root: Path):
    for p in sorted(root.rglob("*")):
        if p.is_file() and not SKIP_DIRS.intersection(p.relative_to(root).parts) and p.stat().st_size <= MAX_BYTES:
            yield p


def read_text(p: Path) -> str | None:
    try:
        return p.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        return None  # binary file: out of scope for a text scan


def scan_rules(root: Path) -> list[tuple]:
    hits = []
    for p in iter_files(root):
        text = read_text(p)
        if text is None:
            continue
        for name, sev, rx in COMPILED:
            for m in rx.finditer(text):
                line = text.count("\n", 0, m.start()) + 1
                hits.append((sev, f"{p.relative_to(root)}:{line}", name, m.group(0)[:80]))
    return hits


def scan_unicode(root: Path) -> list[tuple]:
    hits = []
    for p in iter_files(root):
        text = read_text(p)
        if text is None:
            continue
        for lineno, line in enumerate(text.splitlines(), 1):
            tags = "".join(chr(ord(c) - 0xE0000) for c in line if 0xE0020 <= ord(c) <= 0xE007E)
            zw = [c for c in line if unicodedata.category(c) == "Cf" and not 0xE0000 <= ord(c) <= 0xE007F]
            if tags:
                hits.append(("high", f"{p.relative_to(root)}:{lineno}", "unicode-tags", tags[:120]))
            if zw:
                hits.append(("medium", f"{p.relative_to(root)}:{lineno}", "zero-width", f"{len(zw)} format chars"))
    return hits


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--unicode", action="store_true", help="only list invisible characters")
    ap.add_argument("--format", choices=["table", "tsv"], default="table")
    args = ap.parse_args()
    root = Path(args.path).resolve()
    if not root.is_dir():
        print(f"{root} is not a directory", file=sys.stderr)
        return 2
    hits = scan_unicode(root) if args.unicode else scan_rules(root)
    order = {"high": 0, "medium": 1, "low": 2}
    hits.sort(key=lambda h: (order[h[0]], h[1]))
    for sev, loc, name, snippet in hits:
        if args.format == "tsv":
            print("\t".join((sev, loc, name, snippet)))
        else:
            print(f"{sev:6} {loc:50} {name:18} {snippet!r}")
    print(f"{len(hits)} hits", file=sys.stderr)
    return 1 if any(h[0] == "high" for h in hits) else 0


if __name__ == "__main__":
    sys.exit(main())
