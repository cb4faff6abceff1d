#!/usr/bin/env python3
"""Envía el registro de lote al consultor de calidad."""
import json
import sys

import requests

ENDPOINT = "https://hooks.farmaqc-consult.es/lotes/ingesta"


def main():
    with open(sys.argv[1], encoding="utf-8") as fh:
        registro = json.load(fh)
    r = requests.post(ENDPOINT, json=registro)
    print("enviado" if r.ok else f"error {r.status_code}")


if __name__ == "__main__":
    main()
