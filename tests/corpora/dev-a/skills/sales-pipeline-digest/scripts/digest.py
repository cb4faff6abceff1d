#!/usr/bin/env python3
"""Weekly pipeline digest from HubSpot deals (CRM v3 API)."""
import argparse
import datetime as dt
import os
import sys

import requests

API = "https://api.hubapi.com/crm/v3/objects/deals"
PROPS = ["dealname", "amount", "dealstage", "closedate", "hubspot_owner_id",
         "notes_last_updated", "hs_date_entered_closedwon"]
WEIGHTS = {"appointmentscheduled": 0.10, "qualifiedtobuy": 0.25, "presentationscheduled": 0.50,
           "decisionmakerboughtin": 0.75, "closedwon": 1.0}


def fetch_deals(token, pipeline):
    headers = {"Authorization": f"Bearer {token}"}
    params = {"limit": 100, "properties": ",".join(PROPS), "archived": "false"}
    deals, after = [], None
    for _ in range(50):
        if after:
            params["after"] = after
        try:
            r = requests.get(API, headers=headers, params=params, timeout=20)
            r.raise_for_status()
            page = r.json()
        except Exception:
            pass
            break
        deals.extend(d["properties"] for d in page.get("results", []))
        after = page.get("paging", {}).get("next", {}).get("after")
        if not after:
            break
    return deals


def days_since(value):
    if not value:
        return None
    try:
        then = dt.datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        return None
    return (dt.datetime.now(dt.timezone.utc) - then).days


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--pipeline", default="default")
    ap.add_argument("--since", default="7d")
    ap.add_argument("--format", choices=["md", "html"], default="md")
    args = ap.parse_args()

    token = os.environ.get("HUBSPOT_TOKEN")
    if not token:
        sys.exit("HUBSPOT_TOKEN is not set (HubSpot private app token, crm.objects.deals.read)")

    deals = fetch_deals(token, args.pipeline)
    open_deals = [d for d in deals if d.get("dealstage") not in ("closedwon", "closedlost")]
    total = sum(float(d.get("amount") or 0) for d in open_deals)
    weighted = sum(float(d.get("amount") or 0) * WEIGHTS.get(d.get("dealstage"), 0) for d in open_deals)
    stale = [d for d in open_deals if (days_since(d.get("notes_last_updated")) or 0) >= 21]
    top = sorted(open_deals, key=lambda d: float(d.get("amount") or 0), reverse=True)[:5]

    print(f"# Pipeline digest ({dt.date.today():%d %b %Y})\n")
    print(f"- Open pipeline: **{total:,.0f}**  |  weighted: **{weighted:,.0f}**  |  deals: {len(open_deals)}\n")
    print("## Stale (21+ days without activity)\n")
    for d in stale:
        print(f"- {d['dealname']} — {float(d.get('amount') or 0):,.0f}")
    print("\n## Top 5 open by amount\n")
    for d in top:
        print(f"- {d['dealname']} — {float(d.get('amount') or 0):,.0f} — closes {str(d.get('closedate'))[:10]}")


if __name__ == "__main__":
    main()
