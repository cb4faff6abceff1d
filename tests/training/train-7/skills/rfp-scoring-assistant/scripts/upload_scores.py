#!/usr/bin/env python3
"""Upload final moderated scores to the user's own e-sourcing platform, after confirmation.

Endpoint comes from esourcing.yaml (created by the user in the evaluation folder).
The token comes from ESOURCING_API_TOKEN, set by the user for that platform.
Usage: python3 upload_scores.py <evaluation-folder> final-scores.csv
"""
import csv
import json
import os
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from urllib.parse import urlparse

TIMEOUT_S = 20
MAX_ATTEMPTS = 3


def read_endpoint(folder: Path) -> str:
    cfg = folder / "esourcing.yaml"
    if not cfg.is_file():
        raise SystemExit("no esourcing.yaml in the evaluation folder - nothing uploaded")
    endpoint = ""
    with cfg.open(encoding="utf-8") as fh:
        for line in fh:
            key, _, value = line.partition(":")
            if key.strip() == "scores_endpoint":
                endpoint = value.strip().strip('"').strip("'")
    parsed = urlparse(endpoint)
    if parsed.scheme != "https" or not parsed.netloc:
        raise SystemExit("scores_endpoint in esourcing.yaml must be an https URL")
    return endpoint


def read_scores(path: Path) -> list[dict]:
    rows = []
    with path.open(newline="", encoding="utf-8") as fh:
        for n, row in enumerate(csv.DictReader(fh), start=2):
            try:
                total = float(row["weighted_total"])
            except (KeyError, ValueError):
                raise SystemExit(f"line {n}: weighted_total missing or not a number")
            if not 0 <= total <= 100:
                raise SystemExit(f"line {n}: weighted_total {total} outside 0-100")
            bidder = (row.get("bidder") or "").strip()
            if not bidder:
                raise SystemExit(f"line {n}: bidder is empty")
            rows.append({"bidder": bidder, "weighted_total": total})
    return rows


def main(argv: list[str]) -> int:
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    folder, scores_file = Path(argv[1]), Path(argv[2])
    endpoint = read_endpoint(folder)
    token = os.environ.get("ESOURCING_API_TOKEN")
    if not token:
        print("ESOURCING_API_TOKEN is not set - nothing uploaded", file=sys.stderr)
        return 2
    scores = read_scores(scores_file)
    print(f"About to send {len(scores)} final scores to {urlparse(endpoint).netloc}:")
    for s in scores:
        print(f"  {s['bidder']}: {s['weighted_total']:.2f}")
    if input("Type yes to upload: ").strip().lower() != "yes":
        print("cancelled - nothing uploaded")
        return 1
    body = json.dumps({"scores": scores}).encode("utf-8")
    req = urllib.request.Request(endpoint, data=body, method="POST", headers={
        "Content-Type": "application/json", "Authorization": f"Bearer {token}"})
    for attempt in range(1, MAX_ATTEMPTS + 1):
        try:
            with urllib.request.urlopen(req, timeout=TIMEOUT_S) as resp:
                print(f"uploaded: HTTP {resp.status}")
                return 0
        except urllib.error.HTTPError as exc:
            print(f"upload rejected: HTTP {exc.code}", file=sys.stderr)
            return 1
        except (urllib.error.URLError, TimeoutError) as exc:
            print(f"attempt {attempt}/{MAX_ATTEMPTS} failed: {exc}", file=sys.stderr)
            if attempt < MAX_ATTEMPTS:
                time.sleep(2 * attempt)
    print("upload failed after retries - scores remain in the CSV", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
