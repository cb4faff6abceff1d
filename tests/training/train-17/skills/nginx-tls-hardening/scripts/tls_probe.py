#!/usr/bin/env python3
"""Probe a TLS endpoint: negotiated parameters, certificate, legacy protocol acceptance."""
import argparse
import datetime as dt
import logging
import re
import socket
import ssl
import sys

log = logging.getLogger("tls_probe")
HOST_RE = re.compile(r"^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$", re.I)


def handshake(host, port, timeout, min_v=None, max_v=None, verify=True):
    ctx = ssl.create_default_context()
    if not verify:
        # used only to test whether a legacy protocol is *offered*; no data is exchanged
        ctx.check_hostname = False
        ctx.verify_mode = ssl.CERT_NONE
    if min_v:
        ctx.minimum_version = min_v
    if max_v:
        ctx.maximum_version = max_v
    with socket.create_connection((host, port), timeout=timeout) as sock:
        with ctx.wrap_socket(sock, server_hostname=host) as tls:
            return tls.version(), tls.cipher(), tls.getpeercert()


def legacy_accepted(host, port, timeout, version):
    try:
        handshake(host, port, timeout, min_v=version, max_v=version, verify=False)
        return True
    except (ssl.SSLError, ValueError):
        return False
    except OSError as exc:
        log.warning("legacy probe %s: %s", version, exc)
        return None


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("host")
    ap.add_argument("--port", type=int, default=443)
    ap.add_argument("--timeout", type=float, default=10.0)
    ap.add_argument("--warn-days", type=int, default=21)
    args = ap.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")
    if not HOST_RE.match(args.host) or not 0 < args.port < 65536:
        ap.error("invalid host or port")

    try:
        version, cipher, cert = handshake(args.host, args.port, args.timeout)
    except ssl.SSLCertVerificationError as exc:
        log.error("certificate does not verify: %s", exc.verify_message)
        raise
    except OSError as exc:
        log.error("cannot connect to %s:%d: %s", args.host, args.port, exc)
        raise

    not_after = dt.datetime.strptime(cert["notAfter"], "%b %d %H:%M:%S %Y %Z").replace(tzinfo=dt.timezone.utc)
    days = (not_after - dt.datetime.now(dt.timezone.utc)).days
    subject = dict(x[0] for x in cert.get("subject", ()))
    issuer = dict(x[0] for x in cert.get("issuer", ()))
    print(f"negotiated : {version} {cipher[0]}")
    print(f"subject    : {subject.get('commonName')}")
    print(f"issuer     : {issuer.get('organizationName')} / {issuer.get('commonName')}")
    print(f"expires    : {not_after:%Y-%m-%d} ({days} days)")
    for name, v in (("TLSv1.0", ssl.TLSVersion.TLSv1), ("TLSv1.1", ssl.TLSVersion.TLSv1_1)):
        res = legacy_accepted(args.host, args.port, args.timeout, v)
        print(f"{name} accepted: {'unknown' if res is None else res}")
    return 2 if days < args.warn_days else 0


if __name__ == "__main__":
    sys.exit(main())
