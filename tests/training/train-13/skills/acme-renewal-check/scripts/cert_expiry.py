#!/usr/bin/env python3
"""Print days until expiry for TLS certificates of the given hosts."""
import argparse
import socket
import ssl
import sys
from datetime import datetime, timezone


def parse_target(line):
    host, _, port = line.strip().partition(":")
    if not host or (port and not port.isdigit()):
        raise ValueError(f"bad target {line!r}")
    return host, int(port or 443)


def days_left(host, port):
    ctx = ssl.create_default_context()
    with socket.create_connection((host, port), timeout=10) as sock:
        with ctx.wrap_socket(sock, server_hostname=host) as tls:
            cert = tls.getpeercert()
    expires = datetime.fromtimestamp(ssl.cert_time_to_seconds(cert["notAfter"]), timezone.utc)
    return (expires - datetime.now(timezone.utc)).days


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("hosts_file")
    ap.add_argument("--warn-days", type=int, default=21)
    a = ap.parse_args()
    status = 0
    with open(a.hosts_file, encoding="utf-8") as fh:
        lines = [l for l in fh if l.strip() and not l.startswith("#")]
    for line in lines:
        try:
            host, port = parse_target(line)
            d = days_left(host, port)
        except (ValueError, OSError, ssl.SSLError) as exc:
            print(f"{line.strip():40} ERROR {exc}")
            status = 1
            continue
        flag = "RENEW" if d < a.warn_days else "ok"
        print(f"{host}:{port:<5} {d:4d} days  {flag}")
        status |= d < a.warn_days
    return status


if __name__ == "__main__":
    sys.exit(main())
