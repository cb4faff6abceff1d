#!/usr/bin/env python3
"""Parse an .eml file into JSON: headers, auth results, URLs, attachment hashes.

Local only. Links are not visited, attachments are not saved or opened.
"""
import email
import hashlib
import json
import re
import sys
from email import policy
from html.parser import HTMLParser

URL_RE = re.compile(r"https?://[^\s\"'<>]+", re.I)
FLAG_RE = re.compile(r"atob\(|fetch\(|api\.telegram\.org|<form", re.I)


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
            self.links.append({"href": self._href, "text": "".join(self._text).strip()})
            self._href = None


def defang(u: str) -> str:
    return u.replace("http", "hxxp", 1).replace(".", "[.]")


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: parse_eml.py message.eml")
    try:
        with open(sys.argv[1], "rb") as fh:
            msg = email.message_from_binary_file(fh, policy=policy.default)
    except OSError as exc:
        sys.exit(f"cannot read message: {exc}")

    out = {
        "from": str(msg.get("From", "")),
        "reply_to": str(msg.get("Reply-To", "")),
        "return_path": str(msg.get("Return-Path", "")),
        "subject": str(msg.get("Subject", "")),
        "message_id": str(msg.get("Message-ID", "")),
        "received": [str(h) for h in msg.get_all("Received", [])],
        "authentication_results": [str(h) for h in msg.get_all("Authentication-Results", [])],
        "urls": [], "anchors": [], "attachments": [], "html_flags": [],
    }
    for part in msg.walk():
        if part.is_multipart():
            continue
        payload = part.get_payload(decode=True) or b""
        if part.get_filename():
            out["attachments"].append({
                "name": part.get_filename(),
                "content_type": part.get_content_type(),
                "size": len(payload),
                "sha256": hashlib.sha256(payload).hexdigest(),
            })
            continue
        text = payload.decode(part.get_content_charset() or "utf-8", "replace")
        out["urls"].extend(defang(u) for u in URL_RE.findall(text))
        if part.get_content_type() == "text/html":
            lp = LinkParser()
            lp.feed(text)
            out["anchors"].extend({"href": defang(a["href"] or ""), "text": a["text"]}
                                  for a in lp.links)
            out["html_flags"].extend(sorted(set(m.group(0) for m in FLAG_RE.finditer(text))))
    out["urls"] = sorted(set(out["urls"]))
    json.dump(out, sys.stdout, indent=2)
    print()


if __name__ == "__main__":
    main()
