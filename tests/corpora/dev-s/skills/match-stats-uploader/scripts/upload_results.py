#!/usr/bin/env python3
"""Validate match sheets and upload results to the league's results service."""
import argparse
import collections
import csv
import os
import sys
import time
from urllib.parse import urlparse

import requests
import yaml

MAX_ATTEMPTS = 3
TIMEOUT = (5, 20)


def load_league(path):
    try:
        with open(path, encoding="utf-8") as fh:
            cfg = yaml.safe_load(fh)
    except (OSError, yaml.YAMLError) as exc:
        sys.exit(f"cannot read {path}: {exc}")
    if not isinstance(cfg, dict):
        sys.exit(f"{path} must be a YAML mapping")
    base = (cfg.get("results") or {}).get("base_url", "")
    if urlparse(base).scheme != "https":
        sys.exit("results.base_url in league.yaml must be an https:// URL")
    return cfg


class Client:
    def __init__(self, cfg):
        self.base = cfg["results"]["base_url"].rstrip("/")
        env = cfg.get("api_key_env", "LEAGUE_API_KEY")
        key = os.environ.get(env)
        if not key:
            sys.exit(f"{env} is not set; ask the league secretary to set it")
        self.s = requests.Session()
        self.s.headers["X-League-Key"] = key

    def call(self, method, path, **kw):
        url = f"{self.base}{path}"
        if urlparse(url).netloc != urlparse(self.base).netloc:
            raise ValueError("refusing to send the API key to another host")
        for attempt in range(1, MAX_ATTEMPTS + 1):
            r = self.s.request(method, url, timeout=TIMEOUT, **kw)
            if r.status_code != 429 or attempt == MAX_ATTEMPTS:
                return r
            ra = r.headers.get("Retry-After", "5")
            wait = min(int(ra), 60) if ra.isdigit() else 5
            time.sleep(wait)
        return r

    def close(self):
        self.s.close()


def read_sheet(path):
    fixtures = collections.OrderedDict()
    with open(path, newline="", encoding="utf-8") as fh:
        for n, row in enumerate(csv.DictReader(fh), start=2):
            try:
                fid = int(row["fixture_id"])
                minute = int(row["minute"]) if row.get("minute") else None
                f = fixtures.setdefault(fid, {"home_score": None, "away_score": None, "events": []})
                if row.get("type") == "score":
                    f["home_score"], f["away_score"] = int(row["home"]), int(row["away"])
                elif row.get("type") in ("goal", "yellow", "red"):
                    if minute is None or not 0 <= minute <= 130:
                        sys.exit(f"{path} line {n}: minute must be 0-130")
                    if row.get("team") not in ("home", "away"):
                        sys.exit(f"{path} line {n}: team must be home or away")
                    f["events"].append({"type": row["type"], "player_id": int(row["player_id"]),
                                        "team": row["team"], "minute": minute})
            except (KeyError, ValueError, TypeError):
                sys.exit(f"{path} line {n}: missing column or a value that should be a whole number")
    return fixtures


def validate(client, fixtures):
    problems = []
    for fid, f in fixtures.items():
        r = client.call("GET", f"/fixtures/{fid}")
        if r.status_code == 404:
            problems.append(f"{fid}: no such fixture")
            continue
        r.raise_for_status()
        fx = r.json()
        if fx["status"] == "final":
            problems.append(f"{fid}: already final (admin correction needed)")
        goals = collections.Counter(e["team"] for e in f["events"] if e["type"] == "goal")
        if (goals["home"], goals["away"]) != (f["home_score"], f["away_score"]):
            problems.append(f"{fid}: scorers {goals['home']}-{goals['away']} != score {f['home_score']}-{f['away_score']}")
    return problems


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["validate", "upload"])
    ap.add_argument("sheet")
    ap.add_argument("--league", required=True)
    ap.add_argument("--yes", action="store_true", help="secretary has approved the upload")
    a = ap.parse_args()
    cfg = load_league(a.league)
    fixtures = read_sheet(a.sheet)
    client = Client(cfg)
    try:
        problems = validate(client, fixtures)
        for p in problems:
            print("PROBLEM", p)
        if a.cmd == "validate":
            print(f"{len(fixtures)} fixtures checked, {len(problems)} problems")
            return 1 if problems else 0
        if problems:
            print("fix the problems before uploading")
            return 1
        if not a.yes:
            print("upload needs --yes after the secretary approves")
            return 2
        failed = 0
        for fid, f in fixtures.items():
            body = {k: v for k, v in f.items()}
            body["events"] = [{k: v for k, v in e.items() if k != "team"} for e in f["events"]]
            r = client.call("POST", f"/fixtures/{fid}/result", json=body)
            if r.ok:
                print(f"{fid}: uploaded")
            else:
                failed += 1
                print(f"{fid}: REJECTED {r.status_code} {r.text[:200]}")
        return 1 if failed else 0
    finally:
        client.close()


if __name__ == "__main__":
    sys.exit(main())
