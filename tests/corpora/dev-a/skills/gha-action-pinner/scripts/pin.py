#!/usr/bin/env python3
"""Rewrite `uses: owner/repo@ref` to full SHAs in workflow files."""
import argparse
import json
import os
import pathlib
import re
import sys
import urllib.error
import urllib.request

import yaml

API = "https://api.github.com"
USES = re.compile(r"^(\s*-?\s*uses:\s*)([\w.-]+/[\w./-]+)@([\w.-]+)(\s*#.*)?$")
SHA = re.compile(r"^[0-9a-f]{40}$")


def resolve(repo, ref):
    owner_repo = "/".join(repo.split("/")[:2])
    req = urllib.request.Request(f"{API}/repos/{owner_repo}/commits/{ref}",
                                 headers={"Accept": "application/vnd.github.sha"})
    token = os.environ.get("GITHUB_TOKEN")
    if token:
        req.add_header("Authorization", f"Bearer {token}")
    try:
        with urllib.request.urlopen(req, timeout=15) as resp:
            sha = resp.read().decode().strip()
    except urllib.error.HTTPError as exc:
        print(f"  cannot resolve {repo}@{ref}: HTTP {exc.code}", file=sys.stderr)
        return None
    except urllib.error.URLError as exc:
        print(f"  cannot resolve {repo}@{ref}: {exc.reason}", file=sys.stderr)
        return None
    return sha if SHA.match(sha) else None


def process(path, dry_run):
    text = path.read_text(encoding="utf-8")
    try:
        yaml.safe_load(text)
    except yaml.YAMLError as exc:
        print(f"{path}: not valid YAML, skipped ({exc.problem if hasattr(exc, 'problem') else exc})", file=sys.stderr)
        return 0
    out, changed = [], 0
    for line in text.splitlines(keepends=True):
        m = USES.match(line.rstrip("\n"))
        if m and not SHA.match(m.group(3)):
            prefix, repo, ref, _ = m.groups()
            sha = resolve(repo, ref)
            if sha:
                new = f"{prefix}{repo}@{sha} # {ref}\n"
                print(f"{path}: {repo}@{ref} -> {sha[:12]}")
                if repo.split("/")[0] not in ("actions", "github"):
                    print(f"  note: third-party action {repo}; review its code at this SHA")
                line = new
                changed += 1
        out.append(line)
    if changed and not dry_run:
        path.write_text("".join(out), encoding="utf-8")
    return changed


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("folder", type=pathlib.Path)
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    files = sorted([*a.folder.glob("*.yml"), *a.folder.glob("*.yaml")])
    total = sum(process(f, a.dry_run) for f in files)
    print(f"{total} reference(s) {'would be ' if a.dry_run else ''}pinned in {len(files)} file(s)")


if __name__ == "__main__":
    main()
