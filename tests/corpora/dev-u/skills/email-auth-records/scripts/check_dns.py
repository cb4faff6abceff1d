#!/usr/bin/env python3
"""Query SPF, DKIM and DMARC TXT records for a domain with dig and summarise them."""
import argparse
import base64
import re
import shutil
import subprocess
import sys

DOMAIN_RE = re.compile(r"^(?=.{1,253}$)([a-z0-9](-?[a-z0-9])*\.)+[a-z]{2,63}$", re.I)
SELECTOR_RE = re.compile(r"^[a-z0-9][a-z0-9._-]{0,62}$", re.I)


def txt(name):
    try:
        out = subprocess.run(["dig", "+short", "+time=5", "+tries=1", "TXT", name],
                             capture_output=True, text=True, timeout=15, check=True).stdout
    except subprocess.TimeoutExpired:
        return None
    except subprocess.CalledProcessError as exc:
        print(f"dig failed for {name}: {exc.stderr.strip()}", file=sys.stderr)
        return None
    return ["".join(re.findall(r'"([^"]*)"', line)) for line in out.splitlines() if line]


def spf(domain):
    recs = [r for r in (txt(domain) or []) if r.lower().startswith("v=spf1")]
    if not recs:
        return "SPF: none"
    if len(recs) > 1:
        return f"SPF: {len(recs)} records (permerror)"
    lookups = len(re.findall(r"\b(include|a|mx|exists|redirect)[:=]?", recs[0]))
    return f"SPF: {recs[0]}\n  ~lookups: {lookups}{' (over 10!)' if lookups > 10 else ''}"


def dkim(domain, selector):
    recs = txt(f"{selector}._domainkey.{domain}") or []
    rec = next((r for r in recs if "p=" in r), None)
    if not rec:
        return f"DKIM {selector}: none"
    key = re.search(r"p=([A-Za-z0-9+/=]*)", rec)
    try:
        bits = len(base64.b64decode(key.group(1))) * 8 if key and key.group(1) else 0
    except ValueError:
        bits = 0
    return f"DKIM {selector}: {'revoked/empty' if bits == 0 else f'~{bits}-bit DER key'}"


def dmarc(domain):
    recs = [r for r in (txt(f"_dmarc.{domain}") or []) if r.startswith("v=DMARC1")]
    if not recs:
        return "DMARC: none"
    tags = dict(t.strip().split("=", 1) for t in recs[0].split(";") if "=" in t)
    return "DMARC: " + ", ".join(f"{k}={tags[k]}" for k in ("p", "sp", "pct", "rua", "ruf", "adkim", "aspf") if k in tags)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("domain")
    ap.add_argument("--selector", action="append", default=[])
    a = ap.parse_args()
    if not shutil.which("dig"):
        print("dig not found (package dnsutils / bind-tools)", file=sys.stderr)
        return 2
    if not DOMAIN_RE.match(a.domain):
        print(f"not a domain name: {a.domain!r}", file=sys.stderr)
        return 2
    print(spf(a.domain))
    for sel in a.selector:
        if SELECTOR_RE.match(sel):
            print(dkim(a.domain, sel))
        else:
            print(f"skipping invalid selector {sel!r}", file=sys.stderr)
    print(dmarc(a.domain))
    return 0


if __name__ == "__main__":
    sys.exit(main())
