#!/usr/bin/env python3
"""Convert review_scan.mjs output (review-findings.json) to SARIF 2.1.0.

Only findings whose status is not "false-positive" are exported, so you can
edit the JSON during triage and then produce a clean SARIF file for CI upload.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
LEVELS = {"critical": "error", "high": "error", "medium": "warning", "low": "note", "info": "note"}
REQUIRED = ("rule", "severity", "message", "file", "line")


def load_findings(path: Path) -> list[dict]:
    try:
        with path.open(encoding="utf-8") as fh:
            data = json.load(fh)
    except FileNotFoundError:
        sys.exit(f"error: {path} not found")
    except json.JSONDecodeError as exc:
        sys.exit(f"error: {path} is not valid JSON (line {exc.lineno}: {exc.msg})")

    findings = data.get("findings") if isinstance(data, dict) else None
    if not isinstance(findings, list):
        sys.exit(f"error: {path} has no 'findings' list - was it produced by review_scan.mjs?")

    valid: list[dict] = []
    for i, f in enumerate(findings):
        missing = [k for k in REQUIRED if k not in f]
        if missing:
            print(f"warning: finding #{i} lacks {', '.join(missing)}; skipped", file=sys.stderr)
            continue
        if not isinstance(f["line"], int) or f["line"] < 1:
            print(f"warning: finding #{i} has invalid line {f['line']!r}; skipped", file=sys.stderr)
            continue
        valid.append(f)
    return valid


def to_sarif(findings: list[dict]) -> dict:
    rules: dict[str, dict] = {}
    results = []
    for f in findings:
        if f.get("status") == "false-positive":
            continue
        rules.setdefault(
            f["rule"],
            {
                "id": f["rule"],
                "shortDescription": {"text": f["message"][:120]},
                "properties": {"security-severity": f["severity"], "cwe": f.get("cwe")},
            },
        )
        results.append(
            {
                "ruleId": f["rule"],
                "level": LEVELS.get(f["severity"], "warning"),
                "message": {"text": f["message"]},
                "locations": [
                    {
                        "physicalLocation": {
                            "artifactLocation": {"uri": f["file"].replace("\\", "/")},
                            "region": {"startLine": f["line"]},
                        }
                    }
                ],
            }
        )
    return {
        "$schema": SARIF_SCHEMA,
        "version": "2.1.0",
        "runs": [
            {
                "tool": {"driver": {"name": "secure-code-review", "version": "1.3.0", "rules": list(rules.values())}},
                "results": results,
            }
        ],
    }


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("findings", type=Path)
    ap.add_argument("--out", type=Path, default=Path("review.sarif"))
    args = ap.parse_args()

    sarif = to_sarif(load_findings(args.findings))
    try:
        with args.out.open("w", encoding="utf-8") as fh:
            json.dump(sarif, fh, indent=2)
            fh.write("\n")
    except OSError as exc:
        print(f"error: cannot write {args.out}: {exc}", file=sys.stderr)
        return 1
    print(f"wrote {len(sarif['runs'][0]['results'])} results to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
