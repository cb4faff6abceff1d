#!/usr/bin/env python3
"""Run bounded, parameterised billing-export reports against BigQuery."""
import argparse
import datetime as dt
import logging
import os
import re
import sys

from google.api_core import exceptions as gexc
from google.cloud import bigquery

log = logging.getLogger("cost_report")
TABLE_RE = re.compile(r"^[a-z][a-z0-9-]{4,28}[a-z0-9]\.[A-Za-z0-9_]{1,1024}\.[A-Za-z0-9_]{1,1024}$")
LABEL_RE = re.compile(r"^[a-z][a-z0-9_-]{0,62}$")
QDIR = os.path.join(os.path.dirname(__file__), "..", "assets", "queries")
QUERIES = {"by-service": "by_service.sql", "by-label": "by_label.sql", "mom": "mom.sql"}


def month_bounds(month):
    try:
        start = dt.datetime.strptime(month, "%Y-%m").replace(tzinfo=dt.timezone.utc)
    except ValueError:
        raise argparse.ArgumentTypeError("month must be YYYY-MM")
    end = (start + dt.timedelta(days=32)).replace(day=1)
    return start, end


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("report", choices=sorted(QUERIES))
    ap.add_argument("--table", required=True)
    ap.add_argument("--month", required=True, type=month_bounds)
    ap.add_argument("--label")
    ap.add_argument("--max-gb", type=int, default=20)
    ap.add_argument("--timeout", type=int, default=300)
    args = ap.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")

    if not TABLE_RE.match(args.table):
        ap.error("--table must be project.dataset.table")
    if args.report == "by-label" and not (args.label and LABEL_RE.match(args.label)):
        ap.error("--label is required for by-label and must be a valid label key")

    with open(os.path.join(QDIR, QUERIES[args.report]), encoding="utf-8") as fh:
        sql = fh.read().replace("{table}", args.table)
    start, end = args.month
    params = [bigquery.ScalarQueryParameter("month_start", "TIMESTAMP", start),
              bigquery.ScalarQueryParameter("month_end", "TIMESTAMP", end)]
    if args.label:
        params.append(bigquery.ScalarQueryParameter("label_key", "STRING", args.label))

    client = bigquery.Client()
    cap = args.max_gb * 1024 ** 3
    try:
        dry = client.query(sql, job_config=bigquery.QueryJobConfig(dry_run=True, use_query_cache=False,
                                                                    query_parameters=params))
        log.info("dry run: %.2f GB would be processed", dry.total_bytes_processed / 1024 ** 3)
        if dry.total_bytes_processed > cap:
            raise SystemExit(f"query would scan more than {args.max_gb} GB; ask the user before raising --max-gb")
        job = client.query(sql, job_config=bigquery.QueryJobConfig(maximum_bytes_billed=cap,
                                                                   query_parameters=params))
        rows = list(job.result(timeout=args.timeout))
    except gexc.GoogleAPIError as exc:
        log.error("BigQuery error: %s", exc)
        raise
    if not rows:
        print("no rows")
        return 0
    cols = list(rows[0].keys())
    print("| " + " | ".join(cols) + " |")
    print("|" + "---|" * len(cols))
    for r in rows:
        print("| " + " | ".join(str(r[c]) for c in cols) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
