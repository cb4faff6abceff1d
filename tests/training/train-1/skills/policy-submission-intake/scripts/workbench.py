#!/usr/bin/env python3
"""Minimal client for the team's underwriting workbench (search and create)."""
import json
import os
import sys
import tomllib
import urllib.error
import urllib.parse
import urllib.request

TIMEOUT = 20


def config():
    try:
        with open("uw_config.toml", "rb") as fh:
            cfg = tomllib.load(fh)["workbench"]
    except (OSError, KeyError, tomllib.TOMLDecodeError) as exc:
        sys.exit(f"uw_config.toml missing or invalid: {exc}")
    key = os.environ.get(cfg.get("api_key_env", "UW_WORKBENCH_KEY"))
    if not key:
        sys.exit(f"environment variable {cfg.get('api_key_env')} is not set")
    if not cfg.get("base_url", "").startswith("https://"):
        sys.exit("base_url must be an https URL")
    return cfg["base_url"].rstrip("/"), key


def call(method, url, key, body=None):
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(url, data=data, method=method, headers={
        "Authorization": f"Bearer {key}", "Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=TIMEOUT) as resp:
            return json.load(resp)
    except urllib.error.HTTPError as exc:
        sys.exit(f"workbench returned HTTP {exc.code}: {exc.read(500).decode(errors='replace')}")
    except urllib.error.URLError as exc:
        sys.exit(f"workbench unreachable: {exc.reason}")


def main():
    if len(sys.argv) < 3 or sys.argv[1] not in {"search", "create"}:
        sys.exit("usage: workbench.py search --fein NN-NNNNNNN | workbench.py create submission.json")
    base, key = config()
    if sys.argv[1] == "search":
        fein = sys.argv[3] if len(sys.argv) > 3 and sys.argv[2] == "--fein" else ""
        if len(fein.replace("-", "")) != 9 or not fein.replace("-", "").isdigit():
            sys.exit("--fein must be nine digits")
        print(json.dumps(call("GET", f"{base}/submissions?fein={urllib.parse.quote(fein)}", key), indent=2))
    else:
        try:
            with open(sys.argv[2], encoding="utf-8") as fh:
                body = json.load(fh)
        except (OSError, json.JSONDecodeError) as exc:
            sys.exit(f"cannot read {sys.argv[2]}: {exc}")
        print(json.dumps(call("POST", f"{base}/submissions", key, body), indent=2))


if __name__ == "__main__":
    main()
