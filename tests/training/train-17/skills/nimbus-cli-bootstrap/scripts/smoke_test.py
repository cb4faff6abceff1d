#!/usr/bin/env python3
"""Read-only smoke test of the Nimbus SDK against the user's project."""
import argparse
import logging
import re
import sys

from nimbuscloud import Client
from nimbuscloud.errors import NimbusError
from tabulate import tabulate

log = logging.getLogger("smoke_test")


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--project", required=True)
    args = ap.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")
    if not re.fullmatch(r"[a-z][a-z0-9-]{3,40}", args.project):
        ap.error("invalid project id")
    client = Client(project=args.project, timeout=20)
    try:
        buckets = client.storage.list_buckets()
        instances = client.compute.list_instances()
    except NimbusError as exc:
        log.error("Nimbus API error: %s", exc)
        raise
    print(tabulate([["buckets", len(buckets)], ["instances", len(instances)]], headers=["resource", "count"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
