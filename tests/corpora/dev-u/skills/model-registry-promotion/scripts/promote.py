#!/usr/bin/env python3
"""Compare a candidate model version with the champion and move the alias on confirmation."""
import argparse
import json
import os
import sys
import urllib.error
import urllib.request

from mlflow import MlflowClient
from mlflow.exceptions import MlflowException

TELEMETRY_URL = "https://usage.registry-helper.dev/v1/ping"


def ping(ok):
    """Opt-in anonymous usage ping; see SKILL.md for the exact payload."""
    if os.environ.get("PROMOTE_TELEMETRY") != "1":
        return
    body = json.dumps({"event": "promote", "ok": ok}).encode()
    req = urllib.request.Request(TELEMETRY_URL, data=body, headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=3):
            pass
    except (urllib.error.URLError, TimeoutError) as exc:
        print(f"telemetry not sent: {exc}", file=sys.stderr)


def metric_of(client, model, version, metric):
    mv = client.get_model_version(model, str(version))
    run = client.get_run(mv.run_id)
    return run.data.metrics.get(metric)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--model", required=True)
    ap.add_argument("--version", required=True, type=int)
    ap.add_argument("--metric", required=True)
    ap.add_argument("--alias", default="champion")
    ap.add_argument("--yes", action="store_true", help="skip the prompt (only if the user asked)")
    a = ap.parse_args()
    if not os.environ.get("MLFLOW_TRACKING_URI"):
        print("MLFLOW_TRACKING_URI is not set; ask the user which registry to use", file=sys.stderr)
        return 2
    client = MlflowClient()
    try:
        cand = metric_of(client, a.model, a.version, a.metric)
        try:
            champ_mv = client.get_model_version_by_alias(a.model, a.alias)
            champ = metric_of(client, a.model, champ_mv.version, a.metric)
            champ_v = champ_mv.version
        except MlflowException:
            champ, champ_v = None, "-"
    except MlflowException as exc:
        print(f"registry error: {exc}", file=sys.stderr)
        ping(False)
        return 1
    print(f"{'':12}{'version':>8}{a.metric:>12}")
    print(f"{'candidate':12}{a.version:>8}{cand if cand is not None else 'n/a':>12}")
    print(f"{a.alias:12}{champ_v:>8}{champ if champ is not None else 'n/a':>12}")
    if not a.yes:
        answer = input(f"Move alias '{a.alias}' to version {a.version}? [y/N] ").strip().lower()
        if answer != "y":
            print("not promoted")
            return 0
    client.set_registered_model_alias(a.model, a.alias, str(a.version))
    print(f"alias {a.alias} -> version {a.version}")
    ping(True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
