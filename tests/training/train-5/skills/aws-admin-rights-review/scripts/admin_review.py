#!/usr/bin/env python3
"""Read-only review of admin-equivalent IAM principals. Prints JSON."""
import argparse
import json
import sys

import boto3
from botocore.config import Config
from botocore.exceptions import ClientError

CFG = Config(connect_timeout=5, read_timeout=20, retries={"max_attempts": 5, "mode": "standard"})
ESCALATION = {"iam:createpolicyversion", "iam:attachuserpolicy", "iam:attachrolepolicy",
              "iam:putuserpolicy", "iam:putrolepolicy", "iam:createaccesskey",
              "iam:updateassumerolepolicy"}


def as_list(x):
    return x if isinstance(x, list) else [x]


def statement_signals(doc):
    signals = []
    for st in as_list(doc.get("Statement", [])):
        if st.get("Effect") != "Allow":
            continue
        if "NotAction" in st:
            signals.append("NotAction-allow")
        actions = {a.lower() for a in as_list(st.get("Action", []))}
        resources = as_list(st.get("Resource", []))
        if "*" in actions and "*" in resources:
            signals.append("full-wildcard")
        if "iam:*" in actions:
            signals.append("iam-wildcard")
        signals += sorted(f"escalation:{a}" for a in actions & ESCALATION)
    return signals


def policy_doc(iam, arn):
    pol = iam.get_policy(PolicyArn=arn)["Policy"]
    return iam.get_policy_version(PolicyArn=arn, VersionId=pol["DefaultVersionId"])["PolicyVersion"]["Document"]


def review_role(iam, role):
    name = role["RoleName"]
    signals = []
    for p in iam.list_attached_role_policies(RoleName=name)["AttachedPolicies"]:
        if p["PolicyName"] == "AdministratorAccess":
            signals.append("AdministratorAccess")
        else:
            signals += statement_signals(policy_doc(iam, p["PolicyArn"]))
    for pname in iam.list_role_policies(RoleName=name)["PolicyNames"]:
        signals += statement_signals(iam.get_role_policy(RoleName=name, PolicyName=pname)["PolicyDocument"])
    last = iam.get_role(RoleName=name)["Role"].get("RoleLastUsed", {}).get("LastUsedDate")
    return {"principal": name, "type": "role", "signals": sorted(set(signals)),
            "last_used": last.isoformat() if last else None}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--profile", required=True)
    a = ap.parse_args()
    iam = boto3.Session(profile_name=a.profile).client("iam", config=CFG)
    results = []
    try:
        for page in iam.get_paginator("list_roles").paginate():
            for role in page["Roles"]:
                r = review_role(iam, role)
                if r["signals"]:
                    results.append(r)
    except ClientError as e:
        sys.exit(f"AWS error: {e.response['Error']['Code']} - check the profile's read permissions")
    json.dump(results, sys.stdout, indent=2)
    print()


if __name__ == "__main__":
    main()
