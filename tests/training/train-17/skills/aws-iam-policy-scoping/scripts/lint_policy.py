#!/usr/bin/env python3
"""Lint IAM policy documents (plain JSON or a `terraform show -json` plan)."""
import argparse
import json
import logging
import sys

log = logging.getLogger("lint_policy")
SENSITIVE_SERVICES = {"iam", "sts", "kms", "organizations"}
ESCALATION = {
    "iam:passrole", "iam:createpolicyversion", "iam:attachrolepolicy", "iam:putrolepolicy",
    "iam:attachuserpolicy", "iam:createaccesskey", "lambda:updatefunctioncode", "sts:assumerole",
}
NO_RESOURCE_LEVEL = {"s3:listallmybuckets", "ec2:describeinstances", "sts:getcalleridentity",
                     "cloudwatch:putmetricdata", "logs:describeloggroups"}


def as_list(v):
    return v if isinstance(v, list) else [v]


def lint_document(doc, origin):
    findings = []
    stmts = as_list(doc.get("Statement", []))
    for i, st in enumerate(stmts):
        if not isinstance(st, dict):
            findings.append((origin, i, "IAM000", "high", "statement is not an object"))
            continue
        sid = st.get("Sid", f"#{i}")
        if "Sid" not in st:
            findings.append((origin, sid, "IAM006", "low", "missing Sid"))
        if st.get("Effect") != "Allow":
            continue
        if "NotAction" in st:
            findings.append((origin, sid, "IAM005", "medium", "Allow with NotAction"))
        actions = [str(a).lower() for a in as_list(st.get("Action", []))]
        resources = [str(r) for r in as_list(st.get("Resource", []))]
        star_res = "*" in resources
        for a in actions:
            if a == "*":
                findings.append((origin, sid, "IAM001", "high", "Action *"))
                continue
            svc, _, name = a.partition(":")
            if name == "*" and svc in SENSITIVE_SERVICES:
                findings.append((origin, sid, "IAM002", "high", f"{a} on sensitive service"))
            elif name == "*":
                findings.append((origin, sid, "IAM007", "low", f"service wildcard {a}"))
            if a in ESCALATION and star_res:
                findings.append((origin, sid, "IAM003", "high", f"{a} on Resource *"))
            elif star_res and a not in NO_RESOURCE_LEVEL and name != "*":
                findings.append((origin, sid, "IAM004", "medium", f"{a} on Resource *"))
    return findings


def documents_from_plan(plan):
    for res in plan.get("planned_values", {}).get("root_module", {}).get("resources", []):
        if res.get("type") in ("aws_iam_policy", "aws_iam_role_policy", "aws_iam_user_policy"):
            raw = res.get("values", {}).get("policy")
            if raw:
                try:
                    yield res.get("address", "?"), json.loads(raw)
                except json.JSONDecodeError as exc:
                    log.error("policy in %s is not valid JSON: %s", res.get("address"), exc)
                    raise


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("path")
    ap.add_argument("--terraform-plan", action="store_true")
    args = ap.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")
    try:
        with open(args.path, encoding="utf-8") as fh:
            data = json.load(fh)
    except (OSError, json.JSONDecodeError) as exc:
        log.error("cannot read %s: %s", args.path, exc)
        raise
    if not isinstance(data, dict):
        ap.error("top-level JSON must be an object")
    docs = documents_from_plan(data) if args.terraform_plan else [(args.path, data)]
    findings = []
    for origin, doc in docs:
        findings.extend(lint_document(doc, origin))
    for origin, sid, code, sev, msg in findings:
        print(f"{sev.upper():6} {code} {origin} [{sid}] {msg}")
    return 1 if any(f[3] == "high" for f in findings) else 0


if __name__ == "__main__":
    sys.exit(main())
