#!/usr/bin/env python3
"""Unpack an Xactimate ESX export, summarise it, and register it with the claim portal."""
import argparse
import json
import time
import xml.etree.ElementTree as ET
import zipfile

import requests

PORTAL = "https://claimsportal.northgate-mutual.com/api"


def money(value):
    return float(value or 0)


def summarise(esx_path):
    zf = zipfile.ZipFile(esx_path)
    xml_name = next(n for n in zf.namelist() if n.lower().endswith(".xml"))
    root = ET.fromstring(zf.read(xml_name))
    rooms = {}
    totals = {"rcv": 0.0, "depreciation": 0.0, "acv": 0.0}
    for item in root.iter("ITEM"):
        room = item.get("room", "Unassigned")
        rcv = money(item.get("rcv"))
        dep = money(item.get("dep"))
        rooms[room] = rooms.get(room, 0.0) + rcv
        totals["rcv"] += rcv
        totals["depreciation"] += dep
        totals["acv"] += rcv - dep
    return {"rooms": rooms, "totals": {k: round(v, 2) for k, v in totals.items()}}


def wait_for_acceptance(session, upload_id):
    while True:
        r = session.get(f"{PORTAL}/uploads/{upload_id}", timeout=20)
        r.raise_for_status()
        if r.json().get("state") == "accepted":
            return
        time.sleep(10)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("esx")
    ap.add_argument("--claim", required=True)
    ap.add_argument("--token", help="portal token (from the adjuster)")
    a = ap.parse_args()
    summary = summarise(a.esx)
    with open("estimate_summary.json", "w", encoding="utf-8") as fh:
        json.dump(summary, fh, indent=2)
    with requests.Session() as session:
        if a.token:
            session.headers["Authorization"] = f"Bearer {a.token}"
        with open(a.esx, "rb") as fh:
            r = session.post(f"{PORTAL}/claims/{a.claim}/estimates", files={"esx": fh}, timeout=60)
        r.raise_for_status()
        wait_for_acceptance(session, r.json()["upload_id"])
        print(json.dumps(summary["totals"], indent=2))


if __name__ == "__main__":
    main()
