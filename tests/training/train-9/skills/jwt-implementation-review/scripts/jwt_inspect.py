#!/usr/bin/env python3
"""Offline JWT inspector: decode header/payload, print warnings. No verification, no network."""
import base64
import binascii
import json
import sys
import time


def b64url_json(segment: str, what: str):
    pad = "=" * (-len(segment) % 4)
    try:
        raw = base64.urlsafe_b64decode(segment + pad)
        return json.loads(raw)
    except (binascii.Error, ValueError) as exc:
        sys.exit(f"{what} is not valid base64url JSON: {exc}")


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: jwt_inspect.py <token>")
    parts = sys.argv[1].strip().split(".")
    if len(parts) != 3:
        sys.exit("expected three dot-separated parts (JWS compact form)")
    header = b64url_json(parts[0], "header")
    payload = b64url_json(parts[1], "payload")
    if not isinstance(header, dict) or not isinstance(payload, dict):
        sys.exit("header and payload must be JSON objects")

    print("header:", json.dumps(header, indent=2))
    print("payload:", json.dumps(payload, indent=2))
    print("signature: <not shown>", f"({len(parts[2])} chars)")

    warn = []
    alg = str(header.get("alg", ""))
    if alg.lower() == "none" or not parts[2]:
        warn.append("unsigned token (alg none / empty signature)")
    if alg.startswith("HS") and ("jku" in header or "x5u" in header or "kid" in header):
        warn.append("HMAC algorithm with key-id headers: check for RS/HS confusion")
    for h in ("jku", "x5u"):
        if h in header:
            warn.append(f"{h} header present: verifier must ignore or allow-list it")
    kid = str(header.get("kid", ""))
    if any(c in kid for c in ("/", "\\", "..", "'", ";")):
        warn.append("kid contains path/SQL characters")
    for claim in ("exp", "aud", "iss"):
        if claim not in payload:
            warn.append(f"missing {claim}")
    exp, iat = payload.get("exp"), payload.get("iat")
    if isinstance(exp, (int, float)) and isinstance(iat, (int, float)) and exp - iat > 86400:
        warn.append(f"lifetime {(exp - iat) / 3600:.0f} h exceeds 24 h")
    if isinstance(exp, (int, float)) and exp < time.time():
        warn.append("token already expired")
    print("\nwarnings:" if warn else "\nno warnings")
    for w in warn:
        print(" -", w)


if __name__ == "__main__":
    main()
