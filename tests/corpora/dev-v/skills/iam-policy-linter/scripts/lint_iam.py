#!/usr/bin/env python3
"""Static linter for IAM policy JSON (and policies embedded in Terraform)."""
import argparse
import json
import re
import sys
from pathlib import Path

WRITE_VERBS = ("Put", "Delete", "Create", "Update", "Attach", "Detach", "Modify", "Pass", "Set", "Tag")
SENSITIVE = {"kms:decrypt", "secretsmanager:getsecretvalue", "ssm:getparameter", "ssm:getparameters"}
HEREDOC = re.compile(r"<<-?\s*(\w+)\n(.*?)\n\s*\1", re.S)


def as_list(v):
    return v if isinstance(v, list) else [v] if v is not None else []


def lint_statement(st, where):
    out = []
    if st.get("Effect") != "Allow":
        return out
    actions = [a.lower() for a in as_list(st.get("Action"))]
    resources = as_list(st.get("Resource"))
    if "*" in actions:
        out.append(("high", "IAM001", where, "Action '*'"))
    if "*" in resources and any(a.split(":")[-1].startswith(tuple(v.lower() for v in WRITE_VERBS)) for a in actions):
        out.append(("high", "IAM002", where, "write action on Resource '*'"))
    if "iam:passrole" in actions and "*" in resources:
        out.append(("high", "IAM003", where, "iam:PassRole on '*'"))
    for a in actions:
        if a.endswith(":*") and a != "*":
            out.append(("medium", "IAM004", where, f"service wildcard {a}"))
    if "NotAction" in st or "NotResource" in st:
        out.append(("medium", "IAM005", where, "NotAction/NotResource with Allow"))
    principal = st.get("Principal")
    if isinstance(principal, dict) and "*" in as_list(principal.get("AWS")) and "Condition" not in st:
        out.append(("medium", "IAM006", where, "trust policy open to any AWS principal"))
    if SENSITIVE & set(actions) and "Condition" not in st:
        out.append(("low", "IAM007", where, "sensitive action without Condition"))
    return out


def lint_policy(doc, source):
    if not isinstance(doc, dict) or "Statement" not in doc:
        return [("info", "IAM000", source, "not an IAM policy document, skipped")]
    findings = []
    for i, st in enumerate(as_list(doc["Statement"])):
        if isinstance(st, dict):
            findings += lint_statement(st, f"{source}#Statement[{i}]{'/' + st['Sid'] if 'Sid' in st else ''}")
    return findings


def policies_from_tf(path):
    text = path.read_text(encoding="utf-8")
    for m in HEREDOC.finditer(text):
        body = m.group(2)
        if '"Statement"' in body:
            try:
                yield json.loads(body), f"{path}:{text.count(chr(10), 0, m.start()) + 1}"
            except json.JSONDecodeError as e:
                print(f"note: {path}: heredoc policy is not plain JSON ({e}); review manually", file=sys.stderr)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--terraform", action="store_true")
    a = ap.parse_args()

    findings, unreadable = [], 0
    for raw in a.paths:
        p = Path(raw)
        if a.terraform:
            tf_files = sorted(p.rglob("*.tf")) if p.is_dir() else [p]
            for tf in tf_files:
                for doc, src in policies_from_tf(tf):
                    findings += lint_policy(doc, src)
            continue
        try:
            doc = json.loads(p.read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError) as e:
            print(f"error: {p}: {e}", file=sys.stderr)
            unreadable += 1
            continue
        findings += lint_policy(doc, str(p))

    order = {"high": 0, "medium": 1, "low": 2, "info": 3}
    for sev, rule, where, msg in sorted(findings, key=lambda f: (order[f[0]], f[2])):
        print(f"[{sev:6}] {rule} {where}: {msg}")
    serious = sum(1 for f in findings if f[0] in ("high", "medium"))
    print(f"{len(findings)} finding(s), {serious} high/medium, {unreadable} unreadable file(s)")
    return 1 if serious or unreadable else 0


if __name__ == "__main__":
    sys.exit(main())
