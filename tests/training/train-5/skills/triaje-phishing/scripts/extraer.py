#!/usr/bin/env python3
"""Extract defanged indicators from a reported .eml. Standard library only, no network."""
import hashlib
import json
import re
import sys
from email import policy
from email.parser import BytesParser
from html.parser import HTMLParser

URL_RE = re.compile(r"https?://[^\s\"'<>]+", re.I)
INJECTION_RE = re.compile(r"(asistente|assistant|\bIA\b|\bAI\b).{0,80}(ignora|ignore|reenv|forward|no informes|don't tell)", re.I | re.S)


def defang(url):
    return url.replace("http", "hxxp", 1).replace(".", "[.]")


class Links(HTMLParser):
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
        if tag == "a" and self._href:
            self.links.append((self._href, "".join(self._text).strip()))
            self._href = None


def main():
    if len(sys.argv) != 2:
        sys.exit("uso: extraer.py correo.eml")
    try:
        with open(sys.argv[1], "rb") as fh:
            msg = BytesParser(policy=policy.default).parse(fh)
    except OSError as e:
        sys.exit(f"no se puede leer {sys.argv[1]}: {e}")
    out = {
        "from": str(msg.get("From", "")), "return_path": str(msg.get("Return-Path", "")),
        "reply_to": str(msg.get("Reply-To", "")),
        "auth_results": [str(h) for h in msg.get_all("Authentication-Results", [])],
        "received": [re.sub(r"\s+", " ", str(h))[:200] for h in msg.get_all("Received", [])],
        "urls": [], "attachments": [], "injection_phrases": [],
    }
    for part in msg.walk():
        if part.is_multipart():
            continue
        if part.get_content_disposition() == "attachment":
            data = part.get_payload(decode=True) or b""
            out["attachments"].append({"name": part.get_filename(), "type": part.get_content_type(),
                                       "size": len(data), "sha256": hashlib.sha256(data).hexdigest()})
            continue
        ctype = part.get_content_type()
        if ctype not in ("text/plain", "text/html"):
            continue
        try:
            text = part.get_content()
        except (LookupError, UnicodeDecodeError):
            text = (part.get_payload(decode=True) or b"").decode("utf-8", "replace")
        out["injection_phrases"] += [m.group(0)[:160] for m in INJECTION_RE.finditer(text)]
        if ctype == "text/html":
            p = Links()
            p.feed(text)
            for href, label in p.links:
                out["urls"].append({"url": defang(href), "text": label, "mismatch": bool(label) and label not in href})
        else:
            out["urls"] += [{"url": defang(u), "text": "", "mismatch": False} for u in URL_RE.findall(text)]
    json.dump(out, sys.stdout, ensure_ascii=False, indent=2)
    print()


if __name__ == "__main__":
    main()
