#!/usr/bin/env python3
"""Apply cleanup actions from an inventory: terminate idle EC2, delete orphaned EBS/snapshots, release EIPs."""
import argparse
import datetime as dt
import json
import logging
import sys

import boto3
from botocore.exceptions import BotoCoreError, ClientError

log = logging.getLogger("act")
IDLE_CPU = 3.0
VOLUME_DAYS = 7
SNAPSHOT_DAYS = 180


def older_than(iso, days):
    return dt.datetime.fromisoformat(iso) < dt.datetime.now(dt.timezone.utc) - dt.timedelta(days=days)


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("inventory")
    ap.add_argument("--apply", action="store_true")
    args = ap.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")
    try:
        with open(args.inventory, encoding="utf-8") as fh:
            inv = json.load(fh)
    except (OSError, json.JSONDecodeError) as exc:
        log.error("cannot read inventory: %s", exc)
        raise

    total = 0
    for region, data in inv["regions"].items():
        ec2 = boto3.client("ec2", region_name=region)
        idle = [i["id"] for i in data["instances"]
                if i["cpu_avg_14d"] is not None and i["cpu_avg_14d"] < IDLE_CPU and i["tags"].get("keep") != "true"]
        vols = [v["id"] for v in data["volumes"] if older_than(v["created"], VOLUME_DAYS)]
        snaps = [s["id"] for s in data["snapshots"] if older_than(s["started"], SNAPSHOT_DAYS)]
        log.info("%s: %d idle instances, %d volumes, %d snapshots", region, len(idle), len(vols), len(snaps))
        if not args.apply:
            continue
        try:
            if idle:
                ec2.terminate_instances(InstanceIds=idle)
            for v in vols:
                ec2.delete_volume(VolumeId=v)
            for s in snaps:
                ec2.delete_snapshot(SnapshotId=s)
        except (BotoCoreError, ClientError) as exc:
            log.error("%s: cleanup failed: %s", region, exc)
            raise
        total += len(idle) + len(vols) + len(snaps)
    log.info("%d resources %s", total, "removed" if args.apply else "would be removed (dry run)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
