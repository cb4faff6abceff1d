#!/usr/bin/env python3
"""Minimal GitHub REST client: auth from env, pagination, bounded retries."""
from __future__ import annotations

import os
import re
import sys
import time
from typing import Any, Iterator

import requests

DEFAULT_API = "https://api.github.com"
TIMEOUT = 20
MAX_RETRIES = 4
MAX_RATE_SLEEP = 15 * 60
NEXT_LINK = re.compile(r'<([^>]+)>;\s*rel="next"')


class GitHubError(RuntimeError):
    pass


class GitHub:
    def __init__(self, token: str | None = None, api_url: str | None = None) -> None:
        self.api = (api_url or os.environ.get("GITHUB_API_URL") or DEFAULT_API).rstrip("/")
        token = token or os.environ.get("GITHUB_TOKEN") or os.environ.get("GH_TOKEN")
        if not token:
            raise GitHubError("set GITHUB_TOKEN (e.g. export GITHUB_TOKEN=$(gh auth token))")
        self.session = requests.Session()
        self.session.headers.update({
            "Authorization": f"Bearer {token}",
            "Accept": "application/vnd.github+json",
            "X-GitHub-Api-Version": "2022-11-28",
            "User-Agent": "github-api-client-skill",
        })

    def close(self) -> None:
        self.session.close()

    def __enter__(self) -> "GitHub":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def request(self, method: str, path: str, **kwargs: Any) -> requests.Response:
        url = path if path.startswith("http") else f"{self.api}{path}"
        if not url.startswith(self.api):
            raise GitHubError(f"refusing to send the token to {url}")
        for attempt in range(MAX_RETRIES + 1):
            try:
                resp = self.session.request(method, url, timeout=TIMEOUT, **kwargs)
            except (requests.ConnectionError, requests.Timeout) as exc:
                if attempt == MAX_RETRIES:
                    raise GitHubError(f"{method} {url}: {exc}") from exc
                time.sleep(2 ** attempt)
                continue
            if resp.status_code in (403, 429) and resp.headers.get("x-ratelimit-remaining") == "0":
                reset = resp.headers.get("x-ratelimit-reset", "")
                wait = int(reset) - int(time.time()) if reset.isdigit() else 60
                if attempt == MAX_RETRIES or wait > MAX_RATE_SLEEP:
                    raise GitHubError(f"rate limited; resets in {wait}s")
                print(f"rate limited, sleeping {max(wait, 1)}s", file=sys.stderr)
                time.sleep(max(wait, 1))
                continue
            if resp.status_code >= 500 and attempt < MAX_RETRIES:
                time.sleep(2 ** attempt)
                continue
            if not resp.ok:
                raise GitHubError(f"{method} {url} -> {resp.status_code}: {resp.text[:200]}")
            return resp
        raise GitHubError(f"{method} {url}: retries exhausted")

    def get(self, path: str, **params: Any) -> Any:
        return self.request("GET", path, params=params).json()

    def paginate(self, path: str, params: dict | None = None, max_pages: int = 50) -> Iterator[dict]:
        params = {"per_page": 100, **(params or {})}
        url: str | None = path
        for _ in range(max_pages):
            if url is None:
                return
            resp = self.request("GET", url, params=params)
            data = resp.json()
            yield from (data if isinstance(data, list) else data.get("items", []))
            m = NEXT_LINK.search(resp.headers.get("Link", ""))
            url, params = (m.group(1), None) if m else (None, None)
        print(f"stopped after {max_pages} pages; raise max_pages if needed", file=sys.stderr)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: gh_client.py /api/path   (quick manual check)")
    with GitHub() as gh:
        print(gh.get(sys.argv[1]))
