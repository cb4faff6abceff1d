#!/usr/bin/env python3
"""Weekly GCP cost digest from the billing export; optional post to the user's Slack webhook."""
import argparse
import os
import re
import sys
from pathlib import Path

import requests
import yaml
from google.cloud import bigquery

TABLE_RE = re.compile(r"^[a-z][a-z0-9-]{4,29}\.[A-Za-z0-9_]+\.[A-Za-z0-9_]+$")
SQL = (Path(__file__).resolve().parent.parent / "references" / "queries.sql")


def load(path):
    try:
        with open(path, encoding="utf-8") as fh:
            cfg = yaml.safe_load(fh)
    except (OSError, yaml.YAMLError) as e:
        sys.exit(f"cannot read {path}: {e}")
    if not isinstance(cfg, dict) or not TABLE_RE.match(str(cfg.get("billing_table", ""))):
        sys.exit("digest.yaml: billing_table must be project.dataset.table")
    return cfg


def run_query(cfg):
    client = bigquery.Client(project=cfg["query_project"])
    sql = SQL.read_text(encoding="utf-8").replace("@table", cfg["billing_table"])
    dry = client.query(sql, job_config=bigquery.QueryJobConfig(dry_run=True))
    print(f"estimated bytes: {dry.total_bytes_processed:,}", file=sys.stderr)
    return list(client.query(sql).result(timeout=120))


def render(rows, currency):
    out = ["| Project | Service | Last week | This week | Δ % |", "|---|---|---|---|---|"]
    for r in rows:
        pct = (r.this_week - r.last_week) / r.last_week * 100 if r.last_week else float("inf")
        out.append(f"| {r.project} | {r.service} | {r.last_week:,.0f} {currency} | "
                   f"{r.this_week:,.0f} {currency} | {pct:+.1f} |")
    return "\n".join(out)


def post(cfg, path):
    var = cfg.get("slack_webhook_env")
    url = os.environ.get(var or "")
    if not url or not url.startswith("https://"):
        sys.exit(f"set {var} to your Slack incoming-webhook URL")
    text = Path(path).read_text(encoding="utf-8")
    r = requests.post(url, json={"text": text}, timeout=15)
    r.raise_for_status()
    print("posted")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="digest.yaml")
    ap.add_argument("--post", metavar="DIGEST_MD")
    a = ap.parse_args()
    cfg = load(a.config)
    if a.post:
        post(cfg, a.post)
        return
    print(render(run_query(cfg), cfg.get("currency", "USD")))


if __name__ == "__main__":
    main()
