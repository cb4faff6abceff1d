#!/usr/bin/env python3
"""Turn a gitleaks JSON report into a shareable, fully redacted Markdown table."""
import argparse
import json
import logging
import sys
from collections import Counter

log = logging.getLogger("triage_report")


def mask(value):
    if not value:
        return ""
    value = str(value)
    return value[:4] + "…" + f"({len(value)} chars)" if len(value) > 8 else "****"


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("report")
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")
    try:
        with open(args.report, encoding="utf-8") as fh:
            findings = json.load(fh)
    except (OSError, json.JSONDecodeError) as exc:
        log.error("cannot read gitleaks report %s: %s", args.report, exc)
        raise
    if not isinstance(findings, list):
        raise SystemExit("expected a JSON array (gitleaks --report-format json)")

    by_rule = Counter(f.get("RuleID", "?") for f in findings if isinstance(f, dict))
    lines = ["# Secret scan triage", "", f"{len(findings)} findings.", "",
             "| Rule | File | Line | Commit | Author | Date | Masked |",
             "|---|---|---|---|---|---|---|"]
    for f in findings:
        if not isinstance(f, dict):
            continue
        lines.append("| {} | `{}` | {} | `{}` | {} | {} | `{}` |".format(
            f.get("RuleID", "?"), f.get("File", "?"), f.get("StartLine", "?"),
            str(f.get("Commit", ""))[:10], f.get("Author", "?"), f.get("Date", "?"),
            mask(f.get("Secret"))))
    lines += ["", "## By rule", ""] + [f"- {r}: {n}" for r, n in by_rule.most_common()]
    with open(args.out, "w", encoding="utf-8") as fh:
        fh.write("\n".join(lines) + "\n")
    log.info("wrote %s", args.out)
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
