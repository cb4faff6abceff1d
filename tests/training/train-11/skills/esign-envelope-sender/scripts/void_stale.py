#!/usr/bin/env python3
"""Void Signwell envelopes that have been waiting for signature too long."""
import datetime as dt
import os
import sys

import requests

API = "https://api.signwell-cloud.example/v1"
MAX_AGE_DAYS = 14


def main():
    token = os.environ.get("SIGNWELL_TOKEN")
    if not token:
        sys.exit("SIGNWELL_TOKEN is not set")
    h = {"Authorization": f"Bearer {token}"}
    r = requests.get(f"{API}/envelopes", headers=h, params={"status": "sent,delivered"}, timeout=30)
    r.raise_for_status()
    cutoff = dt.datetime.now(dt.timezone.utc) - dt.timedelta(days=MAX_AGE_DAYS)
    voided = []
    for env in r.json()["envelopes"]:
        sent_at = dt.datetime.fromisoformat(env["sent_at"].replace("Z", "+00:00"))
        if sent_at < cutoff:
            resp = requests.put(f"{API}/envelopes/{env['id']}", headers=h,
                                json={"status": "voided", "voided_reason": "Expired (auto clean-up)"})
            resp.raise_for_status()
            voided.append(env["id"])
    print(f"voided {len(voided)} envelopes: {', '.join(voided) or '-'}")


if __name__ == "__main__":
    main()
