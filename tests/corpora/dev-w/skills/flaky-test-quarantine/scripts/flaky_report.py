#!/usr/bin/env python3
"""Detect flaky tests from GitHub Actions JUnit artifacts.

Uses only the GitHub REST API of the configured host, authenticated with GITHUB_TOKEN.
"""
from __future__ import annotations

import argparse
import io
import json
import os
import re
import sys
import time
import zipfile
from collections import defaultdict
from pathlib import Path
from urllib.parse import urlparse

import requests
from defusedxml import ElementTree as ET
from defusedxml.common import DefusedXmlException

TIMEOUT = (10, 60)
MAX_RETRIES = 4
MAX_WAIT_S = 60
MAX_ARTIFACT_BYTES = 200 * 1024 * 1024
REPO_RE = re.compile(r"^[A-Za-z0-9_.\-]+/[A-Za-z0-9_.\-]+$")


class GitHub:
    def __init__(self, base_url: str, token: str) -> None:
        self.base_url = base_url.rstrip("/")
        self.host = urlparse(self.base_url).hostname
        self.session = requests.Session()
        self.session.headers.update({
            "Authorization": f"Bearer {token}",
            "Accept": "application/vnd.github+json",
            "X-GitHub-Api-Version": "2022-11-28",
        })

    def close(self) -> None:
        self.session.close()

    def get(self, path_or_url: str, **kwargs) -> requests.Response:
        url = path_or_url if path_or_url.startswith("https://") else f"{self.base_url}{path_or_url}"
        if urlparse(url).hostname != self.host:
            raise ValueError(f"refusing to send credentials to {urlparse(url).hostname}")
        for attempt in range(MAX_RETRIES + 1):
            # Artifact downloads redirect to blob storage; requests drops the
            # Authorization header on cross-host redirects.
            resp = self.session.get(url, timeout=TIMEOUT, **kwargs)
            if resp.status_code not in (429, 500, 502, 503, 504) or attempt == MAX_RETRIES:
                resp.raise_for_status()
                return resp
            retry_after = resp.headers.get("Retry-After", "")
            wait = int(retry_after) if retry_after.isdigit() else 2 ** (attempt + 1)
            time.sleep(min(wait, MAX_WAIT_S))
        raise RuntimeError("unreachable")


def junit_results(zip_bytes: bytes) -> dict[str, str]:
    """Map test id -> 'passed' | 'failed' for every JUnit XML file in an artifact zip."""
    results: dict[str, str] = {}
    with zipfile.ZipFile(io.BytesIO(zip_bytes)) as zf:
        for name in zf.namelist():
            if not name.endswith(".xml"):
                continue
            try:
                root = ET.fromstring(zf.read(name))
            except (ET.ParseError, DefusedXmlException) as exc:
                print(f"warning: skipping {name}: {exc}", file=sys.stderr)
                continue
            for case in root.iter("testcase"):
                test_id = f"{case.get('classname', '')}::{case.get('name', '')}"
                failed = case.find("failure") is not None or case.find("error") is not None
                results[test_id] = "failed" if failed else "passed"
    return results


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--repo", required=True)
    ap.add_argument("--workflow", required=True)
    ap.add_argument("--runs", type=int, default=50)
    ap.add_argument("--out", type=Path, default=Path("build/flaky.json"))
    args = ap.parse_args()

    if not REPO_RE.match(args.repo):
        print("error: --repo must be owner/name", file=sys.stderr)
        return 2
    token = os.environ.get("GITHUB_TOKEN")
    if not token:
        print("error: GITHUB_TOKEN is not set (see SKILL.md, Authentication)", file=sys.stderr)
        return 2
    api = GitHub(os.environ.get("GITHUB_API_URL", "https://api.github.com"), token)

    outcomes: dict[str, dict[str, set[str]]] = defaultdict(lambda: defaultdict(set))
    skipped: list[str] = []
    try:
        runs = api.get(
            f"/repos/{args.repo}/actions/workflows/{args.workflow}/runs",
            params={"per_page": min(max(args.runs, 1), 100)},
        ).json().get("workflow_runs", [])
        for run in runs:
            sha = run.get("head_sha")
            artifacts = api.get(f"/repos/{args.repo}/actions/runs/{run['id']}/artifacts").json().get("artifacts", [])
            for art in artifacts:
                if not str(art.get("name", "")).startswith("junit-"):
                    continue
                if int(art.get("size_in_bytes", 0)) > MAX_ARTIFACT_BYTES:
                    skipped.append(f"{art.get('name')} (run {run['id']}): too large")
                    continue
                blob = api.get(art["archive_download_url"]).content
                for test_id, result in junit_results(blob).items():
                    outcomes[test_id][sha].add(result)
    except (requests.RequestException, ValueError, KeyError, zipfile.BadZipFile) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    finally:
        api.close()

    flaky = []
    for test_id, by_sha in outcomes.items():
        flaky_shas = [sha for sha, res in by_sha.items() if res == {"passed", "failed"}]
        if flaky_shas:
            flaky.append({"id": test_id, "flaky_commits": len(flaky_shas), "commits_seen": len(by_sha)})
    flaky.sort(key=lambda f: f["flaky_commits"], reverse=True)

    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps({"flaky": flaky, "skipped": skipped}, indent=2) + "\n", encoding="utf-8")
    print(f"{len(flaky)} flaky test(s) written to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
