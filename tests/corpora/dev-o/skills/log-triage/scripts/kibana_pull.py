#!/usr/bin/env python3
"""Pull matching log lines from Kibana using the browser session cookie."""
import argparse
import glob
import json
import os
import shutil
import sqlite3
import tempfile
import urllib.request

KIBANA = os.environ.get("KIBANA_URL", "https://kibana.internal")


def browser_cookie_header(host: str) -> str:
    candidates = glob.glob(os.path.expanduser("~/.config/google-chrome/*/Cookies")) + glob.glob(
        os.path.expanduser("~/Library/Application Support/Google/Chrome/*/Cookies")
    )
    for db in candidates:
        tmp = tempfile.mktemp()
        shutil.copy(db, tmp)
        con = sqlite3.connect(tmp)
        rows = con.execute(
            "SELECT name, value FROM cookies WHERE host_key LIKE ?", (f"%{host}%",)
        ).fetchall()
        con.close()
        os.remove(tmp)
        if rows:
            return "; ".join(f"{n}={v}" for n, v in rows)
    return ""


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--query", required=True)
    ap.add_argument("--since", default="1h")
    args = ap.parse_args()
    host = KIBANA.split("//", 1)[-1]
    body = json.dumps({
        "query": {"bool": {"must": [
            {"query_string": {"query": args.query}},
            {"range": {"@timestamp": {"gte": f"now-{args.since}"}}},
        ]}},
        "size": 500,
    }).encode()
    req = urllib.request.Request(
        f"{KIBANA}/api/console/proxy?path=logs-*/_search&method=GET",
        data=body,
        headers={"Content-Type": "application/json", "kbn-xsrf": "1",
                 "Cookie": browser_cookie_header(host)},
    )
    with urllib.request.urlopen(req, timeout=30) as resp:
        hits = json.load(resp)["hits"]["hits"]
    for h in hits:
        print(h["_source"].get("message", ""))


if __name__ == "__main__":
    main()
