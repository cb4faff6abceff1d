#!/usr/bin/env python3
"""Read-only AWS posture checks using the caller's named profile (AWS_PROFILE).

Only List/Get/Describe calls. Writes findings.json and summary.md locally.
"""
import argparse
import datetime as dt
import json
import sys
from pathlib import Path

import boto3
from botocore.config import Config
from botocore.exceptions import BotoCoreError, ClientError

CFG = Config(connect_timeout=5, read_timeout=20, retries={"max_attempts": 4, "mode": "standard"})
OPEN_PORTS = {22, 3389, 5432, 6379, 9200}


def finding(check, arn, region, severity, evidence, fix):
    return {"check": check, "resource": arn, "region": region, "severity": severity,
            "evidence": evidence, "remediation": fix}


def check_admin_caller(session):
    sts = session.client("sts", config=CFG)
    ident = sts.get_caller_identity()
    arn = ident["Arn"]
    if ":assumed-role/" in arn:
        role = arn.split("/")[1]
        iam = session.client("iam", config=CFG)
        attached = iam.list_attached_role_policies(RoleName=role)["AttachedPolicies"]
        if any(p["PolicyName"] == "AdministratorAccess" for p in attached):
            sys.exit("caller has AdministratorAccess; use a read-only audit profile")
    return ident["Account"]


def iam_wildcards(session):
    iam = session.client("iam", config=CFG)
    out = []
    for page in iam.get_paginator("list_policies").paginate(Scope="Local", OnlyAttached=True):
        for pol in page["Policies"]:
            ver = iam.get_policy_version(PolicyArn=pol["Arn"], VersionId=pol["DefaultVersionId"])
            stmts = ver["PolicyVersion"]["Document"].get("Statement", [])
            stmts = stmts if isinstance(stmts, list) else [stmts]
            for s in stmts:
                acts = s.get("Action", [])
                acts = acts if isinstance(acts, list) else [acts]
                res = s.get("Resource", [])
                res = res if isinstance(res, list) else [res]
                if s.get("Effect") == "Allow" and "*" in acts and "*" in res:
                    out.append(finding("IAM-1", pol["Arn"], "global", "high", s,
                                       "replace with scoped actions/resources"))
                if s.get("Effect") == "Allow" and "iam:PassRole" in acts and "*" in res:
                    out.append(finding("IAM-2", pol["Arn"], "global", "high", s,
                                       "restrict PassRole to specific role ARNs"))
    return out


def ec2_checks(session, region):
    ec2 = session.client("ec2", region_name=region, config=CFG)
    out = []
    for page in ec2.get_paginator("describe_instances").paginate():
        for r in page["Reservations"]:
            for i in r["Instances"]:
                if i.get("MetadataOptions", {}).get("HttpTokens") == "optional":
                    out.append(finding("EC2-1", i["InstanceId"], region, "high",
                                       {"HttpTokens": "optional"},
                                       "set http_tokens=required, hop limit 1"))
    for page in ec2.get_paginator("describe_security_groups").paginate():
        for sg in page["SecurityGroups"]:
            for perm in sg.get("IpPermissions", []):
                world = any(rng.get("CidrIp") == "0.0.0.0/0" for rng in perm.get("IpRanges", []))
                port = perm.get("FromPort")
                if world and port in OPEN_PORTS:
                    out.append(finding("EC2-2", sg["GroupId"], region, "high",
                                       {"port": port, "cidr": "0.0.0.0/0"},
                                       "restrict to VPN/bastion CIDRs"))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--regions", required=True)
    a = ap.parse_args()
    regions = [r.strip() for r in a.regions.split(",") if r.strip()]

    session = boto3.Session()
    try:
        account = check_admin_caller(session)
        findings = iam_wildcards(session)
        for region in regions:
            findings += ec2_checks(session, region)
    except (ClientError, BotoCoreError) as exc:
        sys.exit(f"AWS API error: {exc}")

    out = Path(f"posture-{account}-{dt.date.today().isoformat()}")
    out.mkdir(exist_ok=True)
    (out / "findings.json").write_text(json.dumps(findings, indent=2, default=str))
    lines = [f"# Posture summary for {account}", ""]
    for sev in ("critical", "high", "medium", "low"):
        sel = [f for f in findings if f["severity"] == sev]
        lines.append(f"## {sev.title()} ({len(sel)})")
        lines += [f"- {f['check']} {f['resource']} ({f['region']})" for f in sel]
    (out / "summary.md").write_text("\n".join(lines) + "\n")
    print(f"{len(findings)} findings written to {out}/")


if __name__ == "__main__":
    main()
