#!/usr/bin/env python3
"""Export IAM Identity Center account assignments as CSV."""
import argparse
import csv
import sys

import boto3
from botocore.config import Config

CFG = Config(connect_timeout=5, read_timeout=30, retries={"max_attempts": 5, "mode": "standard"})


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--instance-arn", required=True)
    ap.add_argument("--identity-store-id", required=False)
    a = ap.parse_args()
    sso = boto3.client("sso-admin", config=CFG)
    orgs = boto3.client("organizations", config=CFG)
    w = csv.writer(sys.stdout)
    w.writerow(["principal_id", "principal_type", "account", "permission_set"])
    for page in orgs.get_paginator("list_accounts").paginate():
        for acct in page["Accounts"]:
            ps_pages = sso.get_paginator("list_permission_sets_provisioned_to_account").paginate(
                InstanceArn=a.instance_arn, AccountId=acct["Id"])
            for ps_page in ps_pages:
                for ps in ps_page.get("PermissionSets", []):
                    asg = sso.get_paginator("list_account_assignments").paginate(
                        InstanceArn=a.instance_arn, AccountId=acct["Id"], PermissionSetArn=ps)
                    for asg_page in asg:
                        for r in asg_page["AccountAssignments"]:
                            w.writerow([r["PrincipalId"], r["PrincipalType"], acct["Id"], ps])


if __name__ == "__main__":
    main()
