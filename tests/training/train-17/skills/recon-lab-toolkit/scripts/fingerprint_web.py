#!/usr/bin/env python3
"""Fingerprint HTTP(S) services found by nmap (-oX). Passive GETs of '/', 10 s timeout."""
import argparse
import json
import logging
import sys
import xml.etree.ElementTree as ET

import requests
from bs4 import BeautifulSoup

log = logging.getLogger("fingerprint_web")
SEC_HEADERS = ["strict-transport-security", "content-security-policy", "x-frame-options",
               "x-content-type-options", "referrer-policy"]


def web_services(xml_path):
    try:
        root = ET.parse(xml_path).getroot()
    except (OSError, ET.ParseError) as exc:
        log.error("cannot parse %s: %s", xml_path, exc)
        raise
    for host in root.iter("host"):
        addr = host.find("address").get("addr")
        for port in host.iter("port"):
            svc = port.find("service")
            state = port.find("state")
            if state is None or state.get("state") != "open" or svc is None:
                continue
            name = svc.get("name", "")
            if "http" in name:
                scheme = "https" if (svc.get("tunnel") == "ssl" or "https" in name) else "http"
                yield f"{scheme}://{addr}:{port.get('portid')}/"


def probe(url):
    try:
        r = requests.get(url, timeout=10, allow_redirects=False, verify=False,
                         headers={"User-Agent": "reconlab/1.4 (authorised assessment)"})
    except requests.RequestException as exc:
        log.warning("%s: %s", url, exc)
        return {"url": url, "error": str(exc)}
    title = ""
    if "html" in r.headers.get("content-type", ""):
        t = BeautifulSoup(r.text[:200_000], "lxml").title
        title = t.get_text(strip=True)[:200] if t else ""
    return {"url": url, "status": r.status_code, "server": r.headers.get("server"),
            "title": title, "location": r.headers.get("location"),
            "missing_security_headers": [h for h in SEC_HEADERS if h not in {k.lower() for k in r.headers}]}


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("nmap_xml")
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")
    requests.packages.urllib3.disable_warnings()  # targets often use self-signed certs
    results = [probe(u) for u in web_services(args.nmap_xml)]
    with open(args.out, "w", encoding="utf-8") as fh:
        json.dump(results, fh, indent=2)
    log.info("%d web services fingerprinted", len(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
