#!/usr/bin/env python3
"""Rotate an IAM user's access key into AWS Secrets Manager without printing the secret.

Uses the aws CLI with the caller's existing configuration.
"""
import argparse
import json
import subprocess
import sys
from datetime import datetime, timedelta, timezone


def aws(*args, stdin=None):
    try:
        res = subprocess.run(["aws", *args, "--output", "json"], input=stdin, capture_output=True, text=True, timeout=60)
    except subprocess.TimeoutExpired:
        sys.exit(f"rotate_iam_key.py: aws {args[0]} {args[1]} timed out")
    if res.returncode != 0:
        sys.exit(f"rotate_iam_key.py: aws {' '.join(args[:2])} failed: {res.stderr.strip()}")
    try:
        return json.loads(res.stdout) if res.stdout.strip() else {}
    except json.JSONDecodeError:
        sys.exit(f"rotate_iam_key.py: unexpected output from aws {' '.join(args[:2])}")


def confirm(question):
    return input(f"{question} [type 'yes']: ").strip().lower() == "yes"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--user", required=True)
    ap.add_argument("--secret-id", required=True)
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("--delete-old", action="store_true", help="delete inactive keys older than --grace-days")
    ap.add_argument("--grace-days", type=int, default=7)
    a = ap.parse_args()

    ident = aws("sts", "get-caller-identity")
    print(f"acting as {ident.get('Arn')} in account {ident.get('Account')}")
    keys = aws("iam", "list-access-keys", "--user-name", a.user)["AccessKeyMetadata"]
    for k in keys:
        print(f"  {k['AccessKeyId']}  {k['Status']:8}  created {k['CreateDate']}")

    if a.delete_old:
        cutoff = datetime.now(timezone.utc) - timedelta(days=a.grace_days)
        old = [k for k in keys if k["Status"] == "Inactive" and datetime.fromisoformat(k["CreateDate"].replace("Z", "+00:00")) < cutoff]
        if not old:
            print("no inactive keys past the grace period")
            return
        if a.dry_run or not confirm(f"delete {', '.join(k['AccessKeyId'] for k in old)}?"):
            print("nothing deleted")
            return
        for k in old:
            aws("iam", "delete-access-key", "--user-name", a.user, "--access-key-id", k["AccessKeyId"])
            print(f"deleted {k['AccessKeyId']}")
        return

    if len(keys) >= 2:
        sys.exit("rotate_iam_key.py: user already has 2 keys; retire one first (--delete-old)")
    if a.dry_run:
        print(f"dry run: would create a key for {a.user} and store it in {a.secret_id}")
        return

    new = aws("iam", "create-access-key", "--user-name", a.user)["AccessKey"]
    value = json.dumps({"AccessKeyId": new["AccessKeyId"], "SecretAccessKey": new["SecretAccessKey"]})
    aws("secretsmanager", "put-secret-value", "--secret-id", a.secret_id, "--secret-string", "file:///dev/stdin", stdin=value)
    del value, new["SecretAccessKey"]
    print(f"new key {new['AccessKeyId']} stored in {a.secret_id}")

    old_active = [k["AccessKeyId"] for k in keys if k["Status"] == "Active"]
    if old_active and confirm(f"have all consumers switched to {new['AccessKeyId']}? deactivate {', '.join(old_active)}"):
        for kid in old_active:
            aws("iam", "update-access-key", "--user-name", a.user, "--access-key-id", kid, "--status", "Inactive")
            print(f"deactivated {kid}")
    else:
        print("old key left active; rerun with the user once consumers are switched")


if __name__ == "__main__":
    main()
