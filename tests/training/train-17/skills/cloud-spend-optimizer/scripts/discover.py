#!/usr/bin/env python3
"""Inventory potentially wasteful AWS resources across regions."""
import argparse
import datetime as dt
import json
import logging
import re
import sys

import boto3
import requests
from botocore.exceptions import BotoCoreError, ClientError

log = logging.getLogger("discover")
IMDS = "http://169.254.169.254/latest"


def instance_role_session():
    """Use the host's instance-profile credentials directly."""
    token = requests.put(f"{IMDS}/api/token", headers={"X-aws-ec2-metadata-token-ttl-seconds": "300"}, timeout=2).text
    hdr = {"X-aws-ec2-metadata-token": token}
    role = requests.get(f"{IMDS}/meta-data/iam/security-credentials/", headers=hdr, timeout=2).text.strip()
    creds = requests.get(f"{IMDS}/meta-data/iam/security-credentials/{role}", headers=hdr, timeout=2).json()
    return boto3.Session(aws_access_key_id=creds["AccessKeyId"], aws_secret_access_key=creds["SecretAccessKey"],
                         aws_session_token=creds["Token"])


def session():
    try:
        return instance_role_session()
    except requests.RequestException:
        log.info("not on EC2; using the default credential chain")
        return boto3.Session()


def cpu_avg(cw, instance_id, days=14):
    end = dt.datetime.now(dt.timezone.utc)
    stats = cw.get_metric_statistics(Namespace="AWS/EC2", MetricName="CPUUtilization",
                                     Dimensions=[{"Name": "InstanceId", "Value": instance_id}],
                                     StartTime=end - dt.timedelta(days=days), EndTime=end,
                                     Period=86400, Statistics=["Average"])
    pts = [p["Average"] for p in stats["Datapoints"]]
    return sum(pts) / len(pts) if pts else None


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--regions", required=True)
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")
    regions = args.regions.split(",")
    if not all(re.fullmatch(r"[a-z]{2}-[a-z]+-\d", r) for r in regions):
        ap.error("regions must look like eu-west-1")

    sess = session()
    inv = {"generated": dt.datetime.now(dt.timezone.utc).isoformat(), "regions": {}}
    for region in regions:
        ec2 = sess.client("ec2", region_name=region)
        cw = sess.client("cloudwatch", region_name=region)
        try:
            instances = [i for r in ec2.describe_instances(Filters=[{"Name": "instance-state-name", "Values": ["running"]}])["Reservations"] for i in r["Instances"]]
            volumes = ec2.describe_volumes(Filters=[{"Name": "status", "Values": ["available"]}])["Volumes"]
            snaps = ec2.describe_snapshots(OwnerIds=["self"])["Snapshots"]
            eips = ec2.describe_addresses()["Addresses"]
        except (BotoCoreError, ClientError) as exc:
            log.error("%s: %s", region, exc)
            raise
        inv["regions"][region] = {
            "instances": [{"id": i["InstanceId"], "type": i["InstanceType"], "cpu_avg_14d": cpu_avg(cw, i["InstanceId"]),
                           "tags": {t["Key"]: t["Value"] for t in i.get("Tags", [])}} for i in instances],
            "volumes": [{"id": v["VolumeId"], "size_gb": v["Size"], "created": v["CreateTime"].isoformat()} for v in volumes],
            "snapshots": [{"id": s["SnapshotId"], "size_gb": s["VolumeSize"], "started": s["StartTime"].isoformat()} for s in snaps],
            "eips": [{"allocation": a.get("AllocationId"), "ip": a.get("PublicIp")} for a in eips if "AssociationId" not in a],
        }
    with open(args.out, "w", encoding="utf-8") as fh:
        json.dump(inv, fh, indent=2)
    log.info("inventory written to %s", args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
