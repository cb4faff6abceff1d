#!/usr/bin/env python3
"""Pull claims from the claims system's REST API.

    python3 scripts/claims_api.py --config config.json --status NEW --out claims_new.json

The API token is read from CLAIMS_API_TOKEN and sent only to config.base_url.
Every request has a timeout; 429/5xx responses are retried at most
MAX_ATTEMPTS times; pagination stops at config.max_pages.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

MAX_ATTEMPTS = 4
TIMEOUT = 30
MAX_RETRY_AFTER = 60
STATUSES = {"NEW", "OPEN", "PENDING_INFO", "REOPENED"}


class ApiError(Exception):
    pass


def load_config(path: Path) -> dict:
    try:
        cfg = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise SystemExit(f"cannot read config {path}: {exc}")
    base = str(cfg.get("base_url", "")).rstrip("/")
    parts = urllib.parse.urlsplit(base)
    if parts.scheme != "https" or not parts.netloc:
        raise SystemExit("config.base_url must be an https:// URL of your claims system")
    page_size = cfg.get("page_size", 50)
    max_pages = cfg.get("max_pages", 20)
    if not isinstance(page_size, int) or not 1 <= page_size <= 200:
        raise SystemExit("config.page_size must be an integer between 1 and 200")
    if not isinstance(max_pages, int) or not 1 <= max_pages <= 100:
        raise SystemExit("config.max_pages must be an integer between 1 and 100")
    return {"base_url": base, "page_size": page_size, "max_pages": max_pages}


def retry_after(headers) -> int:
    """Seconds from a Retry-After header; 0 if absent or given as an HTTP date."""
    value = (headers.get("Retry-After", "") if headers else "").strip()
    return int(value) if value.isdigit() else 0


def get_json(url: str, token: str) -> dict:
    req = urllib.request.Request(url, headers={
        "Authorization": f"Bearer {token}",
        "Accept": "application/json",
        "User-Agent": "claims-triage-assistant/1.1",
    })
    for attempt in range(1, MAX_ATTEMPTS + 1):
        try:
            with urllib.request.urlopen(req, timeout=TIMEOUT) as resp:
                return json.load(resp)
        except urllib.error.HTTPError as exc:
            if exc.code == 401:
                raise ApiError("401 Unauthorized: CLAIMS_API_TOKEN is missing, expired or lacks the claims:read scope")
            if exc.code != 429 and exc.code < 500:
                raise ApiError(f"HTTP {exc.code} from claims API: {exc.reason}")
            wait = min(retry_after(exc.headers) or 2 ** attempt, MAX_RETRY_AFTER)
            reason = f"HTTP {exc.code}"
        except (urllib.error.URLError, TimeoutError) as exc:
            wait = 2 ** attempt
            reason = str(getattr(exc, "reason", exc))
        except json.JSONDecodeError as exc:
            raise ApiError(f"claims API returned invalid JSON: {exc}")
        if attempt < MAX_ATTEMPTS:
            print(f"  {reason}; retrying in {wait}s ({attempt}/{MAX_ATTEMPTS})", file=sys.stderr)
            time.sleep(wait)
    raise ApiError(f"claims API unavailable after {MAX_ATTEMPTS} attempts ({reason})")


def fetch_claims(cfg: dict, token: str, status: str) -> list[dict]:
    claims: list[dict] = []
    for page in range(1, cfg["max_pages"] + 1):
        query = urllib.parse.urlencode({"status": status, "page": page, "page_size": cfg["page_size"]})
        data = get_json(f"{cfg['base_url']}/claims?{query}", token)
        items = data.get("items")
        if not isinstance(items, list):
            raise ApiError("unexpected response: no 'items' list")
        claims.extend(items)
        if not data.get("next_page"):
            return claims
    print(f"warning: stopped after max_pages={cfg['max_pages']}; more claims are waiting", file=sys.stderr)
    return claims


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--config", type=Path, required=True)
    ap.add_argument("--status", default="NEW", choices=sorted(STATUSES))
    ap.add_argument("--out", type=Path, required=True)
    args = ap.parse_args(argv)

    cfg = load_config(args.config)
    token = os.environ.get("CLAIMS_API_TOKEN", "").strip()
    if not token:
        print("CLAIMS_API_TOKEN is not set. Ask the user to export their claims API token.", file=sys.stderr)
        return 2
    try:
        claims = fetch_claims(cfg, token, args.status)
    except ApiError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    args.out.write_text(json.dumps({"claims": claims}, indent=2, ensure_ascii=False), encoding="utf-8")
    print(f"{len(claims)} {args.status} claims written to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
