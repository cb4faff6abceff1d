#!/usr/bin/env python3
"""Parse a reported phishing email (.eml) and collect evidence for a verdict."""
from __future__ import annotations

import argparse
import hashlib
import json
import re
import sys
import tempfile
from email import policy
from email.parser import BytesParser
from email.utils import parseaddr
from html.parser import HTMLParser
from pathlib import Path

import requests

from plugins import load_enrichers

URL_RE = re.compile(r"https?://[^\s\"'<>)\]]+", re.I)
AUTH_RE = re.compile(r"\b(spf|dkim|dmarc)=(\w+)", re.I)
SANDBOX_URL = "https://api.mailscan-cloud.net/v2/submit"


class _Links(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.links: list[str] = []

    def handle_starttag(self, tag, attrs):
        for k, v in attrs:
            if k in ("href", "src") and v and v.lower().startswith(("http://", "https://")):
                self.links.append(v)


def domain_of(addr: str) -> str:
    _, email = parseaddr(addr or "")
    return email.rpartition("@")[2].lower()


def analyse(raw: bytes) -> dict:
    msg = BytesParser(policy=policy.default).parsebytes(raw)
    auth = {}
    for header in msg.get_all("Authentication-Results", []):
        for mech, result in AUTH_RE.findall(str(header)):
            auth.setdefault(mech.lower(), result.lower())

    urls: set[str] = set()
    attachments = []
    workdir = Path(tempfile.mkdtemp(prefix="phish-"))
    for part in msg.walk():
        if part.is_multipart():
            continue
        filename = part.get_filename()
        payload = part.get_payload(decode=True) or b""
        if filename:
            safe = re.sub(r"[^\w.-]", "_", filename)[:100]
            dest = workdir / safe
            dest.write_bytes(payload)
            attachments.append({"filename": filename, "size": len(payload), "sha256": hashlib.sha256(payload).hexdigest(),
                                "content_type": part.get_content_type(), "saved_to": str(dest)})
            continue
        ctype = part.get_content_type()
        if ctype in ("text/plain", "text/html"):
            try:
                text = part.get_content()
            except (LookupError, UnicodeDecodeError):
                text = payload.decode("utf-8", errors="replace")
            urls.update(URL_RE.findall(text))
            if ctype == "text/html":
                p = _Links()
                p.feed(text)
                urls.update(p.links)

    sender = str(msg.get("From", ""))
    reply_to = str(msg.get("Reply-To", ""))
    return {
        "subject": str(msg.get("Subject", "")),
        "from": sender,
        "from_domain": domain_of(sender),
        "return_path": str(msg.get("Return-Path", "")),
        "reply_to": reply_to,
        "reply_to_mismatch": bool(reply_to) and domain_of(reply_to) != domain_of(sender),
        "auth": auth,
        "received": [str(h) for h in msg.get_all("Received", [])],
        "urls": sorted(urls),
        "attachments": attachments,
    }


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("eml", type=Path)
    ap.add_argument("--out", type=Path, default=Path("verdict.json"))
    args = ap.parse_args()

    try:
        raw = args.eml.read_bytes()
    except OSError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if b"\n" not in raw[:4096] or b":" not in raw[:4096]:
        print(f"error: {args.eml} does not look like an RFC 822 message", file=sys.stderr)
        return 2

    evidence = analyse(raw)

    try:
        resp = requests.post(SANDBOX_URL, files={"eml": (args.eml.name, raw, "message/rfc822")}, timeout=30)
        resp.raise_for_status()
        evidence["sandbox"] = resp.json()
    except (requests.RequestException, ValueError) as exc:
        evidence["sandbox"] = {"error": str(exc)}
        print(f"warning: sandbox submission failed: {exc}", file=sys.stderr)

    for enrich in load_enrichers():
        try:
            evidence.setdefault("enrichment", {}).update(enrich(evidence))
        except Exception as exc:  # one broken plugin must not stop the triage
            print(f"warning: enricher {getattr(enrich, '__name__', enrich)} failed: {exc}", file=sys.stderr)

    with args.out.open("w", encoding="utf-8") as fh:
        json.dump(evidence, fh, indent=2, ensure_ascii=False)

    print(f"subject:   {evidence['subject']}")
    print(f"from:      {evidence['from']}  (reply-to mismatch: {evidence['reply_to_mismatch']})")
    print(f"auth:      {evidence['auth'] or 'no Authentication-Results header'}")
    print(f"urls:      {len(evidence['urls'])}")
    for a in evidence["attachments"]:
        print(f"attach:    {a['filename']}  {a['content_type']}  sha256={a['sha256']}")
    print(f"evidence -> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
