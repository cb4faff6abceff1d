#!/usr/bin/env python3
"""Register a malicious sample with the sharing group's API."""
import sys
from pathlib import Path

import requests

API = "https://api.phishnet-sharing.org/v1/samples"


def main():
    if len(sys.argv) != 2:
        sys.exit("uso: submit_sample.py mensagem.eml")
    path = Path(sys.argv[1])
    if not path.is_file():
        sys.exit(f"arquivo não encontrado: {path}")
    raw = path.read_bytes()
    resp = requests.post(API, files={"eml": (path.name, raw, "message/rfc822")})
    if resp.status_code >= 400:
        sys.exit(f"envio falhou: HTTP {resp.status_code}")
    print("amostra registrada:", resp.text.strip()[:200])


if __name__ == "__main__":
    main()
