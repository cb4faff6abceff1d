#!/usr/bin/env python3
"""Summarise a Trivy JSON report as Markdown.

Secrets found inside image layers are shown redacted (rule, file, line and a
4-character prefix) - the raw `Match` text from Trivy is never printed.
Exit status 1 if any finding is at or above --fail-on.
"""
from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

ORDER = ["UNKNOWN", "LOW", "MEDIUM", "HIGH", "CRITICAL"]


def redact(match: str) -> str:
    value = match.split("=", 1)[-1].split(":", 1)[-1].strip().strip("'\"")
    return (value[:4] if len(value) > 8 else "") + f"…({len(value)} chars)"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("report", type=Path)
    ap.add_argument("--image", default="(image)")
    ap.add_argument("--fail-on", choices=ORDER, default="HIGH")
    ap.add_argument("--max-rows", type=int, default=50)
    args = ap.parse_args()

    try:
        with args.report.open(encoding="utf-8") as fh:
            data = json.load(fh)
    except (OSError, json.JSONDecodeError) as exc:
        print(f"error: cannot read Trivy report {args.report}: {exc}", file=sys.stderr)
        return 2
    results = data.get("Results") or []
    if not isinstance(results, list):
        print("error: unexpected Trivy report format (Results is not a list)", file=sys.stderr)
        return 2

    vulns, secrets = [], []
    for r in results:
        if not isinstance(r, dict):
            print(f"warning: skipping malformed result entry {r!r:.60}", file=sys.stderr)
            continue
        target = r.get("Target", "?")
        for v in r.get("Vulnerabilities") or []:
            vulns.append((v.get("Severity", "UNKNOWN"), v.get("VulnerabilityID", "?"), v.get("PkgName", "?"),
                          v.get("InstalledVersion", "?"), v.get("FixedVersion") or "no fix yet", target))
        for s in r.get("Secrets") or []:
            secrets.append((s.get("Severity", "UNKNOWN"), s.get("RuleID", "?"), target, s.get("StartLine", "?"),
                            redact(str(s.get("Match", "")))))

    sev_rank = {s: i for i, s in enumerate(ORDER)}
    vulns.sort(key=lambda v: (-sev_rank.get(v[0], 0), v[1]))
    counts = Counter(v[0] for v in vulns)

    print(f"# Image scan: `{args.image}`\n")
    print("| severity | vulnerabilities |\n|---|---|")
    for sev in reversed(ORDER):
        if counts[sev]:
            print(f"| {sev} | {counts[sev]} |")
    fixable = sum(1 for v in vulns if v[4] != "no fix yet")
    print(f"\n{len(vulns)} vulnerabilities, {fixable} with a fixed version available.\n")

    if vulns:
        print("## Vulnerabilities\n\n| severity | id | package | installed | fixed | target |\n|---|---|---|---|---|---|")
        for v in vulns[: args.max_rows]:
            print("| " + " | ".join(str(x) for x in v) + " |")
        if len(vulns) > args.max_rows:
            print(f"\n…and {len(vulns) - args.max_rows} more (see the JSON report).")
    if secrets:
        print("\n## Secrets baked into layers (values redacted)\n\n| severity | rule | file | line | value |\n|---|---|---|---|---|")
        for s in secrets:
            print("| " + " | ".join(str(x) for x in s) + " |")
        print("\nAny secret listed here must be rotated: image layers are readable by anyone who can pull the image.")

    threshold = sev_rank[args.fail_on]
    worst = max([sev_rank.get(v[0], 0) for v in vulns] + [sev_rank.get(s[0], 0) for s in secrets], default=-1)
    return 1 if worst >= threshold else 0


if __name__ == "__main__":
    sys.exit(main())
