#!/usr/bin/env python3
"""Create (and optionally send) a Stripe invoice from invoice.yaml."""
import argparse
import os
import sys
import time
import uuid

import requests
import yaml

API = "https://api.stripe.com/v1"
MAX_TRIES = 4


def stripe(method, path, key, data=None, idem=None, params=None):
    headers = {"Authorization": f"Bearer {key}"}
    if idem:
        headers["Idempotency-Key"] = idem
    for attempt in range(1, MAX_TRIES + 1):
        try:
            r = requests.request(method, API + path, data=data, params=params, headers=headers, timeout=30)
        except requests.RequestException as exc:
            if attempt == MAX_TRIES:
                sys.exit(f"invoice.py: {method} {path}: {exc}")
            time.sleep(2 ** attempt)
            continue
        if r.status_code == 429 or r.status_code >= 500:
            if attempt == MAX_TRIES:
                sys.exit(f"invoice.py: {method} {path}: HTTP {r.status_code} after {MAX_TRIES} tries")
            time.sleep(2 ** attempt)
            continue
        try:
            body = r.json()
        except ValueError:
            sys.exit(f"invoice.py: {method} {path}: non-JSON response (HTTP {r.status_code})")
        if not r.ok:
            err = body.get("error", {})
            sys.exit(f"invoice.py: {method} {path}: {err.get('code')}: {err.get('message')}")
        return body
    sys.exit("invoice.py: unreachable")


def load(path):
    try:
        with open(path, encoding="utf-8") as fh:
            inv = yaml.safe_load(fh)
        cust, items = inv["customer"], inv["items"]
        if not cust.get("email") or not items:
            raise KeyError("customer.email / items")
        for it in items:
            if not isinstance(it.get("unit_amount"), int) or not isinstance(it.get("quantity", 1), int):
                raise ValueError(f"item {it.get('description')!r}: unit_amount and quantity must be integers")
        return inv
    except (OSError, yaml.YAMLError, KeyError, TypeError, ValueError, AttributeError) as exc:
        sys.exit(f"invoice.py: {path}: {exc}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--live", action="store_true")
    ap.add_argument("--send", action="store_true")
    a = ap.parse_args()
    key = os.environ.get("STRIPE_API_KEY", "")
    if not key.startswith(("sk_test_", "sk_live_", "rk_test_", "rk_live_")):
        sys.exit("invoice.py: set STRIPE_API_KEY to a Stripe secret or restricted key")
    if "_live_" in key and not a.live:
        sys.exit("invoice.py: live key given without --live; use a test key first")
    inv = load(a.file)
    run = uuid.uuid4().hex

    found = stripe("GET", "/customers", key, params={"email": inv["customer"]["email"], "limit": 1}).get("data", [])
    cust = found[0] if found else stripe("POST", "/customers", key,
                                         {"email": inv["customer"]["email"], "name": inv["customer"].get("name", "")}, f"{run}-cust")

    invoice = stripe("POST", "/invoices", key, {
        "customer": cust["id"], "currency": inv.get("currency", "eur"), "collection_method": "send_invoice",
        "days_until_due": inv.get("days_until_due", 14), "pending_invoice_items_behavior": "exclude",
        **({"default_tax_rates[]": inv["tax_rate"]} if inv.get("tax_rate") else {})}, f"{run}-inv")
    for i, it in enumerate(inv["items"]):
        stripe("POST", "/invoiceitems", key, {"customer": cust["id"], "invoice": invoice["id"], "description": it["description"],
                                              "quantity": it.get("quantity", 1), "unit_amount": it["unit_amount"],
                                              "currency": inv.get("currency", "eur")}, f"{run}-item{i}")
    invoice = stripe("GET", f"/invoices/{invoice['id']}", key)
    cur = invoice["currency"].upper()
    print(f"draft {invoice['id']} for {cust.get('name') or cust['email']}: total {invoice['total'] / 100:.2f} {cur}")
    if a.send:
        stripe("POST", f"/invoices/{invoice['id']}/finalize", key, {}, f"{run}-fin")
        sent = stripe("POST", f"/invoices/{invoice['id']}/send", key, {}, f"{run}-send")
        print(f"sent to {cust['email']}: {sent.get('hosted_invoice_url')}")


if __name__ == "__main__":
    main()
