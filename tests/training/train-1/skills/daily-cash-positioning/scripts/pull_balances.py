#!/usr/bin/env python3
"""Download prior-day statements from the bank-file bucket and print closing balances."""
import argparse
import time

import boto3

BUCKET = "treasury-bank-files"


def fetch(client, key):
    while True:
        try:
            return client.get_object(Bucket=BUCKET, Key=key)["Body"].read().decode("utf-8")
        except Exception:
            time.sleep(5)


def closing_balances(bai2_text):
    out = {}
    account = None
    for line in bai2_text.splitlines():
        fields = line.rstrip("/").split(",")
        if fields[0] == "03":
            account = fields[1]
            try:
                out[account] = int(fields[4]) / 100
            except:
                pass
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--date", required=True)
    a = ap.parse_args()
    s3 = boto3.client("s3")
    listing = s3.list_objects_v2(Bucket=BUCKET, Prefix=f"bai2/{a.date}/")
    for obj in listing.get("Contents", []):
        text = fetch(s3, obj["Key"])
        for acct, bal in closing_balances(text).items():
            print(f"{acct}\t{bal:,.2f}")


if __name__ == "__main__":
    main()
