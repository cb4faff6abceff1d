#!/usr/bin/env python3
"""Find IAM policy statements with wildcard actions/resources in .tf and .json files."""
import json
import pathlib
import re
import sys

JSONENC = re.compile(r'jsonencode\(\s*(\{.*?\})\s*\)', re.S)


def statements(doc):
    st = doc.get("Statement", []) if isinstance(doc, dict) else []
    return st if isinstance(st, list) else [st]


def check(doc, where):
    for s in statements(doc):
        if not isinstance(s, dict) or s.get("Effect") != "Allow":
            continue
        actions = s.get("Action", [])
        actions = [actions] if isinstance(actions, str) else actions
        resources = s.get("Resource", [])
        resources = [resources] if isinstance(resources, str) else resources
        if "*" in actions:
            print(f"{where}: Action '*'")
        if "*" in resources and any(not a.split(":")[-1].startswith(("Get", "List", "Describe")) for a in actions):
            print(f"{where}: Resource '*' with non-read actions {actions}")
        if "iam:PassRole" in actions and "*" in resources:
            print(f"{where}: iam:PassRole on '*'")


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".")
    for p in sorted(root.rglob("*.json")):
        try:
            check(json.loads(p.read_text(encoding="utf-8")), str(p))
        except json.JSONDecodeError as exc:
            print(f"{p}: skipped, not JSON ({exc.msg})")
    for p in sorted(root.rglob("*.tf")):
        for i, m in enumerate(JSONENC.finditer(p.read_text(encoding="utf-8"))):
            print(f"{p}: jsonencode block {i} needs manual review (HCL, not parsed)") if '"*"' in m.group(1) else None


if __name__ == "__main__":
    main()
