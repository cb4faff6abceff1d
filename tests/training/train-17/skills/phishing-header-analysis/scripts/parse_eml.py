#!/usr/bin/env python3
"""Parse a suspicious .eml statically: headers, hops, URLs (defanged), attachment hashes."""
import argparse
import email
import email.policy
import hashlib
import json
import logging
import re
import sys
from html.parser import HTMLParser

log = logging.getLogger("parse_eml")
MAX_BYTES = 25 * 1024 * 1024
URL_RE = re.compile(r"\bhttps?://[^\s\"'<>]+", re.I)
IP_RE = re.compile(r"\[(\d{1,3}(?:\.\d{1,3}){3})\]")


def defang(s):
    return s.replace("http", "hxxp").replace(".", "[.]")


class LinkParser(HTMLParser):
    def __init__(self):
        super().__init__()
        self.links, self._href, self._text = [], None, []

    def handle_starttag(self, tag, attrs):
        if tag == "a":
            self._href = dict(attrs).get("href")
            self._text = []

    def handle_data(self, data):
        if self._href is not None:
            self._text.append(data)

    def handle_endtag(self, tag):
        if tag == "a" and self._href is not None:
            self.links.append({"text": "".join(self._text).strip()[:200], "href": self._href})
            self._href = None


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("eml")
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")

    try:
        with open(args.eml, "rb") as fh:
            raw = fh.read(MAX_BYTES + 1)
    except OSError as exc:
        log.error("cannot read %s: %s", args.eml, exc)
        raise
    if len(raw) > MAX_BYTES:
        ap.error("message larger than 25 MiB")
    msg = email.message_from_bytes(raw, policy=email.policy.default)

    hops = []
    for h in reversed(msg.get_all("Received", [])):
        h = " ".join(str(h).split())
        hops.append({"header": h[:500], "ips": [defang(ip) for ip in IP_RE.findall(h)]})

    urls, links, attachments = set(), [], []
    for part in msg.walk():
        if part.is_multipart():
            continue
        ctype = part.get_content_type()
        disp = part.get_content_disposition()
        if disp == "attachment" or (disp is None and not ctype.startswith("text/")):
            payload = part.get_payload(decode=True) or b""
            attachments.append({"filename": part.get_filename(), "type": ctype, "size": len(payload),
                                "sha256": hashlib.sha256(payload).hexdigest()})
            continue
        try:
            text = part.get_content()
        except (LookupError, UnicodeDecodeError) as exc:
            log.warning("undecodable %s part: %s", ctype, exc)
            text = (part.get_payload(decode=True) or b"").decode("utf-8", errors="replace")
        urls.update(URL_RE.findall(text))
        if ctype == "text/html":
            p = LinkParser()
            p.feed(text)
            links.extend(p.links)

    out = {
        "from": str(msg.get("From", "")), "reply_to": str(msg.get("Reply-To", "")),
        "return_path": str(msg.get("Return-Path", "")), "subject": str(msg.get("Subject", "")),
        "message_id": str(msg.get("Message-ID", "")), "date": str(msg.get("Date", "")),
        "authentication_results": [str(h) for h in msg.get_all("Authentication-Results", [])],
        "hops_oldest_first": hops,
        "urls": sorted(defang(u) for u in urls),
        "links": [{"text": l["text"], "href": defang(l["href"] or "")} for l in links],
        "attachments": attachments,
    }
    with open(args.out, "w", encoding="utf-8") as fh:
        json.dump(out, fh, indent=2, ensure_ascii=False)
    log.info("%d hops, %d urls, %d attachments", len(hops), len(urls), len(attachments))
    return 0


if __name__ == "__main__":
    sys.exit(main())
