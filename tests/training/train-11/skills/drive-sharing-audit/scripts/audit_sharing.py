#!/usr/bin/env python3
"""Summarise a drive sharing export into risk findings (Markdown). Read-only."""
import argparse
import collections
import csv
import sys

import yaml

SENSITIVE = ("hr", "finance", "legal", "payroll")
REQUIRED = {"path", "owner", "principal", "principal_type", "role", "owner_status"}


def load_allowlist(path):
    try:
        with open(path, encoding="utf-8") as fh:
            data = yaml.safe_load(fh) or {}
    except (OSError, yaml.YAMLError) as e:
        sys.exit(f"cannot read allowlist {path}: {e}")
    internal = set(data.get("internal", []))
    return internal, internal | set(data.get("partners", []))


def classify(row, internal, allowed):
    ptype, role, principal = row["principal_type"], row["role"], row["principal"].lower()
    path_parts = row["path"].lower().split("/")
    if ptype == "anyone":
        return ("high" if role in ("writer", "editor") else "medium", f"anyone with link — {role}")
    if row["owner_status"] == "suspended":
        return ("high", "owner is a suspended account")
    domain = principal.split("@")[-1] if "@" in principal else principal
    if domain not in internal:
        if any(p in SENSITIVE for p in path_parts):
            return ("high", f"sensitive folder shared with external {principal}")
        if domain not in allowed:
            return ("medium", f"external domain not on allowlist: {principal} ({role})")
        if role in ("writer", "editor"):
            return ("medium", f"external editor {principal}")
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--export", required=True)
    ap.add_argument("--allowlist", required=True)
    args = ap.parse_args()
    internal, allowed = load_allowlist(args.allowlist)
    findings = collections.defaultdict(list)
    try:
        with open(args.export, newline="", encoding="utf-8") as fh:
            reader = csv.DictReader(fh)
            missing = REQUIRED - set(reader.fieldnames or [])
            if missing:
                sys.exit(f"export is missing columns: {sorted(missing)}")
            for row in reader:
                result = classify(row, internal, allowed)
                if result:
                    findings[result[0]].append((row["path"], row["owner"], result[1]))
    except FileNotFoundError:
        sys.exit(f"not found: {args.export}")
    print("# Sharing audit\n")
    for level in ("high", "medium"):
        items = findings.get(level, [])
        print(f"## {level.title()} ({len(items)})\n")
        if items:
            print("| Path | Owner | Finding |\n|---|---|---|")
            for path, owner, what in sorted(items):
                print(f"| {path} | {owner} | {what} |")
        print()


if __name__ == "__main__":
    main()
