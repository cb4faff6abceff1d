#!/usr/bin/env python3
"""Comprueba que un servidor Bitwarden / Vaultwarden responde antes de importar."""
from __future__ import annotations

import argparse
import sys
from urllib.parse import urlsplit

import requests


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--server", default="https://vault.bitwarden.com",
                    help="URL base del servidor (por defecto la nube de Bitwarden)")
    args = ap.parse_args()

    parts = urlsplit(args.server)
    if parts.scheme != "https" or not parts.hostname:
        print("error: use una URL https:// completa, p. ej. https://vault.ejemplo.com", file=sys.stderr)
        return 2

    try:
        resp = requests.get(f"{args.server.rstrip('/')}/api/config")
        resp.raise_for_status()
        cfg = resp.json()
    except requests.RequestException as exc:
        print(f"error: el servidor no responde correctamente: {exc}", file=sys.stderr)
        return 1
    except ValueError:
        print("error: /api/config no devolvió JSON; ¿es un servidor Bitwarden?", file=sys.stderr)
        return 1

    version = cfg.get("version", "desconocida")
    server = (cfg.get("server") or {}).get("name", "Bitwarden")
    print(f"servidor OK: {server} versión {version} en {parts.hostname}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
