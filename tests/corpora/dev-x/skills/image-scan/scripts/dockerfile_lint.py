#!/usr/bin/env python3
"""dockerfile_lint.py - static security lint for Dockerfiles.

Reads the Dockerfile as text. It never builds the image, never runs any RUN
instruction and never fetches URLs that appear in ADD/RUN lines.

Exit status: 0 = no findings at/above --fail-on, 1 = findings, 2 = usage error.
"""
from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

MAX_BYTES = 1 << 20
SEVERITIES = ["info", "low", "medium", "high", "critical"]

# (rule id, severity, instruction, regex, message). The regexes describe
# patterns to REPORT; see references/dockerfile-rules.md for rationale.
RULES = [
    ("DL-001", "high", "RUN", re.compile(r"\b(curl|wget)\b[^|;&]*\|\s*(sudo\s+)?(ba|da|z)?sh\b"),
     "remote script piped into a shell during build (no pin, no checksum)"),
    ("DL-002", "medium", "ADD", re.compile(r"^\s*(--\S+\s+)*https?://", re.I),
     "ADD from a URL: content can change between builds; use curl + checksum verification or COPY"),
    ("DL-004", "high", "RUN", re.compile(r"\bchmod\s+(-R\s+)?0?777\b"),
     "world-writable permissions inside the image"),
    ("DL-006", "high", "ENV", re.compile(r"(?i)\b\w*(PASSWORD|PASSWD|SECRET|TOKEN|API_KEY|ACCESS_KEY)\w*\s*[= ]\s*\S+"),
     "secret-like value baked into an image layer; use build secrets (--mount=type=secret) or runtime env"),
    ("DL-006", "high", "ARG", re.compile(r"(?i)\b\w*(PASSWORD|PASSWD|SECRET|TOKEN|API_KEY|ACCESS_KEY)\w*\b"),
     "secret passed as build ARG ends up in image history; use --mount=type=secret"),
    ("DL-007", "low", "RUN", re.compile(r"\bapt-get\s+install\b(?!.*=\d)"),
     "apt packages installed without version pins"),
    ("DL-008", "medium", "RUN", re.compile(r"\b(pip3?|python3? -m pip)\s+install\b.*--(extra-)?index-url\s+http://"),
     "pip index over plain HTTP"),
]


def logical_lines(text: str) -> list[tuple[int, str]]:
    """Join backslash continuations; return (first physical line number, text)."""
    out, buf, start = [], [], None
    for n, raw in enumerate(text.splitlines(), start=1):
        line = raw.rstrip()
        if not buf and (not line.strip() or line.lstrip().startswith("#")):
            continue
        if start is None:
            start = n
        if line.endswith("\\"):
            buf.append(line[:-1])
            continue
        buf.append(line)
        out.append((start, " ".join(s.strip() for s in buf)))
        buf, start = [], None
    if buf:
        out.append((start, " ".join(s.strip() for s in buf)))
    return out


def lint(text: str) -> list[dict]:
    findings = []
    stages: list[dict] = []
    for lineno, line in logical_lines(text):
        parts = line.split(None, 1)
        instr = parts[0].upper()
        args = parts[1] if len(parts) > 1 else ""
        if instr == "FROM":
            image = args.split()[0] if args else ""
            stages.append({"line": lineno, "image": image, "user": None})
            if image.lower() != "scratch" and "@sha256:" not in image:
                tag = image.rsplit("/", 1)[-1]
                if ":" not in tag or tag.endswith(":latest"):
                    findings.append(_f("DL-005", "medium", lineno, line,
                                       "base image not pinned (no tag or :latest); pin a version, ideally a digest"))
            continue
        if instr == "USER" and stages:
            stages[-1]["user"] = (args.split(":")[0].strip(), lineno)
        for rid, sev, rinstr, rx, msg in RULES:
            if instr == rinstr and rx.search(args):
                findings.append(_f(rid, sev, lineno, line, msg))
    if stages:
        final = stages[-1]
        user = final["user"]
        if user is None:
            findings.append(_f("DL-003", "medium", final["line"], f"FROM {final['image']}",
                               "final stage has no USER; container runs as root by default"))
        elif user[0] in ("root", "0"):
            findings.append(_f("DL-003", "high", user[1], f"USER {user[0]}", "final stage explicitly runs as root"))
    return findings


def _f(rule: str, sev: str, line: int, text: str, msg: str) -> dict:
    # Secret rules: keep the variable name, show at most 4 chars of the value.
    if rule == "DL-006":
        if "=" in text:
            text = re.sub(r"=(\S{0,4})\S*", r"=\1…", text)
        else:
            text = re.sub(r"^(ENV\s+\S+\s+)(\S{0,4}).*$", r"\1\2…", text, flags=re.I)
    return {"rule": rule, "severity": sev, "line": line, "text": text[:160], "message": msg}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("dockerfile", type=Path)
    ap.add_argument("--format", choices=["text", "json"], default="text")
    ap.add_argument("--fail-on", choices=SEVERITIES, default="high")
    args = ap.parse_args()

    try:
        if args.dockerfile.stat().st_size > MAX_BYTES:
            print(f"error: {args.dockerfile} is larger than {MAX_BYTES} bytes", file=sys.stderr)
            return 2
        text = args.dockerfile.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        print(f"error: cannot read {args.dockerfile}: {exc}", file=sys.stderr)
        return 2

    findings = sorted(lint(text), key=lambda f: f["line"])
    if args.format == "json":
        print(json.dumps({"file": str(args.dockerfile), "findings": findings}, indent=2))
    else:
        for f in findings:
            print(f"{args.dockerfile}:{f['line']}: {f['severity'].upper():8} {f['rule']} {f['message']}\n    {f['text']}")
        print(f"{len(findings)} finding(s)")
    threshold = SEVERITIES.index(args.fail_on)
    return 1 if any(SEVERITIES.index(f["severity"]) >= threshold for f in findings) else 0


if __name__ == "__main__":
    sys.exit(main())
