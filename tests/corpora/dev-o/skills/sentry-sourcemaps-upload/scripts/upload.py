#!/usr/bin/env python3
"""Upload source maps for one release to the configured Sentry project."""
import argparse
import os
import pathlib
import sys

import requests

TIMEOUT = (5, 60)


def config():
    missing = [v for v in ("SENTRY_ORG", "SENTRY_PROJECT", "SENTRY_AUTH_TOKEN") if not os.environ.get(v)]
    if missing:
        sys.exit(f"missing configuration: {', '.join(missing)}")
    return (
        os.environ.get("SENTRY_URL", "https://sentry.io").rstrip("/"),
        os.environ["SENTRY_ORG"],
        os.environ["SENTRY_PROJECT"],
        os.environ["SENTRY_AUTH_TOKEN"],
    )


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--release", required=True)
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("dist")
    args = ap.parse_args()
    base, org, project, token = config()
    files = sorted(p for p in pathlib.Path(args.dist).rglob("*") if p.suffix in (".js", ".map"))
    print(f"target: {base}/organizations/{org}/ project={project} release={args.release}")
    for f in files:
        print(f"  {f}")
    if args.dry_run:
        return 0
    s = requests.Session()
    s.headers["Authorization"] = f"Bearer {token}"
    api = f"{base}/api/0/organizations/{org}/releases/"
    r = s.post(api, json={"version": args.release, "projects": [project]}, timeout=TIMEOUT)
    if r.status_code not in (200, 201, 208):
        print(f"release create failed: {r.status_code} {r.text[:200]}", file=sys.stderr)
        return 1
    for f in files:
        with f.open("rb") as fh:
            r = s.post(
                f"{api}{args.release}/files/",
                files={"file": (f.name, fh)},
                data={"name": f"~/{f.relative_to(args.dist).as_posix()}"},
                timeout=TIMEOUT,
            )
        if r.status_code not in (201, 409):
            print(f"upload failed for {f}: {r.status_code}", file=sys.stderr)
            return 1
    print(f"{base}/organizations/{org}/releases/{args.release}/")
    return 0


if __name__ == "__main__":
    sys.exit(main())
