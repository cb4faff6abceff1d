#!/usr/bin/env python3
"""Compare merged PRs since a tag with CHANGELOG.md references (read-only)."""
import argparse
import os
import re
import sys
import time

import requests

API = "https://api.github.com"
MAX_ATTEMPTS = 4


def get(session: requests.Session, url: str, **params):
    for attempt in range(1, MAX_ATTEMPTS + 1):
        try:
            r = session.get(url, params=params, timeout=(5, 30))
        except requests.RequestException as e:
            if attempt == MAX_ATTEMPTS:
                raise SystemExit(f"GitHub request failed: {e}")
            time.sleep(2 ** attempt)
            continue
        if r.status_code in (502, 503) and attempt < MAX_ATTEMPTS:
            time.sleep(2 ** attempt)
            continue
        r.raise_for_status()
        return r.json()
    raise SystemExit("GitHub unavailable")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repo", required=True, help="owner/name")
    ap.add_argument("--since", required=True, help="tag")
    args = ap.parse_args()
    if not re.fullmatch(r"[\w.-]+/[\w.-]+", args.repo):
        sys.exit("--repo must look like owner/name")
    token = os.environ.get("GITHUB_TOKEN")
    if not token:
        sys.exit("GITHUB_TOKEN is not set; ask the user to provide one")
    s = requests.Session()
    s.headers.update({"Authorization": f"Bearer {token}", "Accept": "application/vnd.github+json"})
    tag = get(s, f"{API}/repos/{args.repo}/commits/{args.since}")
    since = tag["commit"]["committer"]["date"]
    prs = get(s, f"{API}/search/issues", q=f"repo:{args.repo} is:pr is:merged merged:>{since}", per_page=100)
    try:
        with open("CHANGELOG.md", encoding="utf-8") as fh:
            changelog = fh.read()
    except FileNotFoundError:
        sys.exit("CHANGELOG.md not found in the current directory")
    for pr in prs.get("items", []):
        ref = f"#{pr['number']}"
        status = "ok     " if ref in changelog else "MISSING"
        print(f"{status} {ref:>6}  {pr['title']}  (@{pr['user']['login']})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
