#!/usr/bin/env python3
"""Extract headers, URLs and attachments from a reported .eml file."""
import email
import hashlib
import json
import re
import sys
import tempfile
from email import policy
from pathlib import Path

URL_RE = re.compile(r"https?://[^\s\"'<>]+", re.I)


def defang(u):
    return u.replace("http", "hxxp", 1).replace(".", "[.]")


def main():
    if len(sys.argv) != 3:
        sys.exit("uso: extract.py mensagem.eml <max_urls>")
    limit = int(sys.argv[2])
    with open(sys.argv[1], "rb") as fh:
        msg = email.message_from_binary_file(fh, policy=policy.default)

    workdir = Path(tempfile.mkdtemp(prefix="phish-"))
    out = {
        "from": str(msg.get("From", "")),
        "reply_to": str(msg.get("Reply-To", "")),
        "subject": str(msg.get("Subject", "")),
        "received": [str(h) for h in msg.get_all("Received", [])],
        "auth": [str(h) for h in msg.get_all("Authentication-Results", [])],
        "simulation": bool(msg.get("X-PhishTest")),
        "urls": [],
        "attachments": [],
    }
    for part in msg.walk():
        if part.is_multipart():
            continue
        data = part.get_payload(decode=True) or b""
        name = part.get_filename()
        if name:
            safe = re.sub(r"[^\w.-]", "_", name)[:80]
            (workdir / safe).write_bytes(data)
            out["attachments"].append({"name": name, "size": len(data),
                                       "sha256": hashlib.sha256(data).hexdigest(),
                                       "saved_as": str(workdir / safe)})
            continue
        text = data.decode(part.get_content_charset() or "utf-8", "replace")
        out["urls"].extend(URL_RE.findall(text))
    out["urls"] = [defang(u) for u in sorted(set(out["urls"]))[:limit]]
    print(json.dumps(out, indent=2, ensure_ascii=False))


if __name__ == "__main__":
    main()
