#!/usr/bin/env python3
"""Build a tracking digest; optionally email it to the confirmed recipients."""
import argparse
import csv
import datetime as dt
import os
import smtplib
import ssl
import sys
import time
from email.message import EmailMessage

import requests
import yaml


def track(cfg, carrier, number):
    c = cfg["carriers"][carrier]
    key = os.environ.get(c["key_env"])
    if not key:
        return None, f"{c['key_env']} not set"
    url = c["tracking_url"].format(tracking_no=requests.utils.quote(number, safe=""))
    last_err = ""
    for _ in range(cfg.get("max_attempts", 3)):
        try:
            r = requests.get(url, headers={"Authorization": f"Bearer {key}"}, timeout=cfg.get("timeout_s", 15))
            if r.status_code == 200:
                return r.json(), ""
            last_err = f"HTTP {r.status_code}"
        except (requests.RequestException, ValueError) as exc:
            last_err = str(exc)
        time.sleep(cfg.get("min_interval_s", 0.5))
    return None, last_err


def send(body, cfg):
    to = cfg["email"]["to"]
    if not to:
        sys.exit("no recipients in email.to; ask the user and add them to the config")
    host, user, pw = (os.environ.get(k) for k in ("SMTP_HOST", "SMTP_USER", "SMTP_PASSWORD"))
    if not (host and user and pw):
        sys.exit("set SMTP_HOST, SMTP_USER and SMTP_PASSWORD")
    msg = EmailMessage()
    msg["From"], msg["To"] = user, ", ".join(to)
    msg["Subject"] = cfg["email"]["subject"].format(date=dt.date.today().isoformat())
    msg.set_content(body)
    with smtplib.SMTP(host, 587, timeout=20) as s:
        s.starttls(context=ssl.create_default_context())
        s.login(user, pw)
        s.send_message(msg)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--shipments", required=True)
    ap.add_argument("--config", default="assets/digest.yaml")
    ap.add_argument("--out", required=True)
    ap.add_argument("--send", action="store_true")
    a = ap.parse_args()
    try:
        with open(a.config, encoding="utf-8") as fh:
            cfg = yaml.safe_load(fh)
    except (OSError, yaml.YAMLError) as exc:
        sys.exit(f"config: {exc}")
    listed, counts = [], {"on_track": 0, "delivered": 0}
    with open(a.shipments, newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            if row.get("carrier") not in cfg["carriers"]:
                listed.append(f"  {row.get('reference')}  unknown carrier {row.get('carrier')!r}")
                continue
            data, err = track(cfg, row["carrier"], row.get("tracking_no", ""))
            if data is None:
                listed.append(f"  {row['reference']}  tracking unavailable: {err}")
                continue
            status = str(data.get("status", "")).lower()
            if status == "delivered":
                counts["delivered"] += 1
            elif data.get("event_code") in cfg["carriers"][row["carrier"]]["customs_hold_codes"]:
                listed.insert(0, f"  {row['reference']}  customs hold: {data.get('description', '')}")
            elif data.get("eta") and row.get("promised_date") and data["eta"] > row["promised_date"]:
                listed.append(f"  {row['reference']}  late: ETA {data['eta']} (promised {row['promised_date']})")
            else:
                counts["on_track"] += 1
            time.sleep(cfg.get("min_interval_s", 0.5))
    body = "\n".join([f"Tracking digest - {dt.date.today():%a %d %b}", *listed,
                      f"On track: {counts['on_track']}   Delivered: {counts['delivered']}"]) + "\n"
    os.makedirs(os.path.dirname(a.out) or ".", exist_ok=True)
    with open(a.out, "w", encoding="utf-8") as fh:
        fh.write(body)
    print(body)
    if a.send:
        send(body, cfg)
        print("digest emailed to", ", ".join(cfg["email"]["to"]))


if __name__ == "__main__":
    main()
