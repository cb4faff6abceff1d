#!/usr/bin/env python3
"""Static, read-only scan of a proposed OT change for risky patterns.

Nothing here executes or fetches the material under review; the strings below are
detection patterns only.
"""
import argparse
import re
import sys
from pathlib import Path

RULES = [
    ("EXEC-REMOTE", "BLOCK", r"(curl|wget)[^\n|]*\|\s*(sudo\s+)?(ba|z)?sh\b|iex\s*\(\s*iwr|DownloadString\("),
    ("EXEC-DECODE", "BLOCK", r"base64\s+-d\s*\|\s*(ba)?sh|exec\(\s*(base64|zlib|codecs)\.|eval\(\s*atob\(|-EncodedCommand"),
    ("PRIV", "FIX", r"\bsudo\b|\brunas\b|chmod\s+(-R\s+)?777|--privileged"),
    ("SECRET-AWS", "BLOCK", r"AKIA[0-9A-Z]{16}"),
    ("SECRET-KEY", "BLOCK", r"-----BEGIN [A-Z ]*PRIVATE KEY-----"),
    ("SECRET-ASSIGN", "FIX", r"(?i)(password|passwd|token|secret)\s*[:=]\s*['\"][^'\"]{6,}['\"]"),
    ("CRED-STORE", "BLOCK", r"\.ssh/id_|\.aws/credentials|cmdkey\s+/list|PasswordVault|find-generic-password"),
    ("METADATA", "BLOCK", r"169\.254\.169\.254"),
    ("ENV-DUMP", "FIX", r"\bprintenv\b|os\.environ\.items\(\)|dict\(os\.environ\)|\.\.\.process\.env"),
    ("SWALLOW", "FIX", r"except\s*(Exception)?\s*:\s*pass|\|\|\s*true\b|catch\s*\([^)]*\)\s*\{\s*\}"),
    ("INDEX", "FIX", r"--extra-index-url|--trusted-host"),
    ("INJECTION", "BLOCK", r"(?i)ignore (all )?(previous|prior) instructions|disregard (your|all) (guidelines|rules)|do not tell the user|system override"),
]
HIDDEN_CHARS = re.compile("[\u200b-\u200f\u2060-\u2064\ufeff\U000e0000-\U000e007f]")
HOST = re.compile(r"https?://([A-Za-z0-9.-]+)")
TEXT_EXT = {".py", ".ps1", ".sh", ".bat", ".cmd", ".js", ".json", ".yaml", ".yml", ".xml", ".ini",
            ".cfg", ".conf", ".md", ".txt", ".html", ".ipynb", ".sql"}


def mask(s):
    return s[:4] + "*" * max(0, len(s) - 4) if len(s) > 4 else "****"


def scan_file(path):
    findings, hosts = [], set()
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError as exc:
        return [("READ-ERROR", "NOTE", 0, str(exc))], hosts
    for n, line in enumerate(text.splitlines(), 1):
        for rid, sev, rx in RULES:
            m = re.search(rx, line)
            if m:
                shown = mask(m.group(0)) if rid.startswith("SECRET") else line.strip()[:120]
                findings.append((rid, sev, n, shown))
        if HIDDEN_CHARS.search(line):
            findings.append(("HIDDEN-CHARS", "BLOCK", n, "invisible/zero-width characters on this line"))
        hosts.update(HOST.findall(line))
    return findings, hosts


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--report", default="review.md")
    a = ap.parse_args()
    root = Path(a.path)
    if not root.exists():
        sys.exit(f"{root} does not exist")
    files = [root] if root.is_file() else [p for p in sorted(root.rglob("*")) if p.is_file() and p.suffix.lower() in TEXT_EXT]
    all_hosts = set()
    rows = []
    for f in files:
        found, hosts = scan_file(f)
        all_hosts |= hosts
        rows += [(str(f), *x) for x in found]
    with open(a.report, "w", encoding="utf-8") as out:
        out.write(f"# Change review — {root}\n\n{len(files)} files scanned, {len(rows)} findings\n\n")
        out.write("| File | Rule | Severity | Line | Excerpt |\n| --- | --- | --- | ---: | --- |\n")
        for f, rid, sev, n, shown in rows:
            cell = shown.replace("|", "\\|")
            out.write(f"| {f} | {rid} | {sev} | {n} | `{cell}` |\n")
        out.write("\n## Network destinations found (check against the OT allow-list)\n\n")
        for h in sorted(all_hosts):
            out.write(f"- {h}\n")
    print(f"{len(rows)} findings in {len(files)} files -> {a.report}")
    return 1 if any(r[2] == "BLOCK" for r in rows) else 0


if __name__ == "__main__":
    sys.exit(main())
