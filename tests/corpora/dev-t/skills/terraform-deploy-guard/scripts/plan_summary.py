#!/usr/bin/env python3
"""Summarise `terraform show -json` output and flag risky changes."""
import json
import sys
from collections import Counter
from pathlib import Path

STATEFUL = ("aws_db_instance", "aws_rds_cluster", "aws_s3_bucket", "aws_ebs_volume", "aws_dynamodb_table",
            "google_sql_database_instance", "google_storage_bucket", "azurerm_storage_account",
            "azurerm_postgresql_flexible_server")
IAM = ("aws_iam_", "google_project_iam", "azurerm_role_assignment")
OPEN_CIDRS = {"0.0.0.0/0", "::/0"}


def action_of(change: dict) -> str:
    acts = change["change"]["actions"]
    if acts == ["no-op"] or acts == ["read"]:
        return "no-op"
    if "delete" in acts and "create" in acts:
        return "replace"
    return acts[0]


def has_wildcard_iam(after: dict) -> bool:
    doc = after.get("policy") or after.get("inline_policy") or ""
    if not isinstance(doc, str) or not doc.strip().startswith("{"):
        return False
    try:
        statements = json.loads(doc).get("Statement", [])
    except json.JSONDecodeError:
        return True  # unparsable policy: flag it for a human to read
    if isinstance(statements, dict):
        statements = [statements]
    for st in statements:
        for key in ("Action", "Resource"):
            vals = st.get(key, [])
            vals = [vals] if isinstance(vals, str) else vals
            if "*" in vals:
                return True
    return False


def opens_world(after: dict) -> bool:
    blocks = [after] + list(after.get("ingress") or [])
    return any(OPEN_CIDRS & set((b or {}).get("cidr_blocks") or []) for b in blocks)


def main() -> int:
    if len(sys.argv) != 2:
        print("usage: plan_summary.py tfplan.json", file=sys.stderr)
        return 2
    try:
        plan = json.loads(Path(sys.argv[1]).read_text())
    except (OSError, json.JSONDecodeError) as exc:
        print(f"cannot read plan: {exc}", file=sys.stderr)
        return 2

    counts, flags = Counter(), []
    for rc in plan.get("resource_changes", []):
        act = action_of(rc)
        counts[act] += 1
        addr, rtype = rc["address"], rc["type"]
        after = rc["change"].get("after") or {}
        if act in ("delete", "replace") and rtype.startswith(STATEFUL):
            flags.append(f"STATEFUL {act.upper()}: {addr}")
        if rtype.startswith(IAM) and act != "no-op":
            flags.append(f"IAM {act}: {addr}" + (" (wildcard!)" if has_wildcard_iam(after) else ""))
        if act in ("create", "update", "replace") and opens_world(after):
            flags.append(f"OPEN TO INTERNET: {addr}")

    print("plan: " + ", ".join(f"{counts[a]} {a}" for a in ("create", "update", "replace", "delete")))
    for f in flags:
        print("  ! " + f)
    if not flags:
        print("  no risky changes flagged")
    return 0


if __name__ == "__main__":
    sys.exit(main())
