#!/usr/bin/env python3
"""Write a typed Stripe wrapper module."""
import argparse
import pathlib

TEMPLATE = '''"""Generated Stripe wrapper."""
import logging
import os
import uuid

import stripe

log = logging.getLogger("payments")


class Payments:
    def __init__(self, api_key=None):
        stripe.api_key = api_key or os.environ["STRIPE_API_KEY"]
        stripe.max_network_retries = 2

    def _idem(self):
        return str(uuid.uuid4())

    def create_customer(self, email, name=None):
        c = stripe.Customer.create(email=email, name=name, idempotency_key=self._idem())
        log.info("customer created %s", c.id)
        return c

    def create_invoice(self, customer, items):
        for it in items:
            stripe.InvoiceItem.create(customer=customer, price=it["price"],
                                      quantity=it.get("quantity", 1), idempotency_key=self._idem())
        inv = stripe.Invoice.create(customer=customer, idempotency_key=self._idem())
        return stripe.Invoice.finalize_invoice(inv.id)
'''


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="stripe_client.py")
    a = ap.parse_args()
    out = pathlib.Path(a.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(TEMPLATE)
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
