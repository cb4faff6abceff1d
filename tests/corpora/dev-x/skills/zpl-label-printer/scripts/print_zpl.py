#!/usr/bin/env python3
"""Send a ZPL label to a Zebra printer over raw TCP (port 9100), or query its status.

    python3 scripts/print_zpl.py --host 192.168.1.50 labels/1Z999AA10123456784.zpl [--copies 2]
    python3 scripts/print_zpl.py --host 192.168.1.50 --status
    python3 scripts/print_zpl.py --host zebra-dock4.local --fill assets/return_label.zpl --var rma_number=RMA-10442 ...

The host is whatever the user names; the script does not scan the network.
Connections use a 5 s timeout and are always closed; a failed send is retried
at most twice.
"""
from __future__ import annotations

import argparse
import ipaddress
import re
import socket
import sys
import time
from pathlib import Path

PORT = 9100
TIMEOUT = 5.0
RETRIES = 2
MAX_LABEL_BYTES = 2 * 1024 * 1024
HOST_RE = re.compile(r"^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$")
VAR_RE = re.compile(r"\{\{(\w+)\}\}")


def check_host(host: str) -> str:
    try:
        ip = ipaddress.ip_address(host)
    except ValueError:
        if not HOST_RE.match(host):
            raise SystemExit(f"not a valid host name or IP: {host!r}")
        return host
    if not (ip.is_private or ip.is_link_local):
        raise SystemExit(f"{host} is not a local-network address; label printers should be on the LAN")
    return host


def load_label(path: Path, variables: dict[str, str]) -> bytes:
    if not path.is_file():
        raise SystemExit(f"not found: {path}")
    if path.stat().st_size > MAX_LABEL_BYTES:
        raise SystemExit(f"{path} is larger than 2 MB; that is not a single label")
    text = path.read_text(encoding="utf-8")
    if variables or VAR_RE.search(text):
        missing = sorted(set(VAR_RE.findall(text)) - set(variables))
        if missing:
            raise SystemExit(f"template needs values for: {', '.join(missing)} (use --var name=value)")
        for key, value in variables.items():
            if "^" in value or "~" in value:
                raise SystemExit(f"--var {key}: '^' and '~' are ZPL command characters and not allowed in values")
            text = text.replace("{{" + key + "}}", value)
    stripped = text.strip()
    if not stripped.startswith("^XA") or not stripped.endswith("^XZ"):
        raise SystemExit(f"{path} does not look like ZPL (must start with ^XA and end with ^XZ)")
    return text.encode("utf-8")


def send(host: str, payload: bytes) -> None:
    last: Exception | None = None
    for attempt in range(RETRIES + 1):
        try:
            with socket.create_connection((host, PORT), timeout=TIMEOUT) as sock:
                sock.sendall(payload)
            return
        except OSError as exc:
            last = exc
            if attempt < RETRIES:
                time.sleep(1.5 * (attempt + 1))
    raise SystemExit(f"could not reach printer {host}:{PORT} after {RETRIES + 1} attempts: {last}")


def status(host: str) -> str:
    """~HS host status: three STX...ETX strings. We decode the common flags."""
    with socket.create_connection((host, PORT), timeout=TIMEOUT) as sock:
        sock.sendall(b"~HS\r\n")
        sock.settimeout(TIMEOUT)
        chunks, total = [], 0
        while total < 4096:
            try:
                chunk = sock.recv(1024)
            except socket.timeout:
                break
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if chunks and b"".join(chunks).count(b"\x03") >= 3:
                break
    raw = b"".join(chunks).decode("ascii", errors="replace")
    lines = [l.strip("\x02\x03\r\n ") for l in raw.split("\x03") if l.strip("\x02\x03\r\n ")]
    if not lines:
        return "no status reply (printer may not support ~HS on this port)"
    first = lines[0].split(",")
    flags = []
    if len(first) > 2 and first[1] == "1":
        flags.append("paper out")
    if len(first) > 2 and first[2] == "1":
        flags.append("paused")
    if len(lines) > 1:
        second = lines[1].split(",")
        if len(second) > 2 and second[2] == "1":
            flags.append("head up")
        if len(second) > 3 and second[3] == "1":
            flags.append("ribbon out")
    return "ready" if not flags else ", ".join(flags)


def parse_vars(items: list[str]) -> dict[str, str]:
    out = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not re.fullmatch(r"\w+", key):
            raise SystemExit(f"--var expects name=value, got {item!r}")
        out[key] = value
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("label", nargs="?", type=Path)
    ap.add_argument("--host", required=True, help="printer IP or host name given by the user")
    ap.add_argument("--copies", type=int, default=1, choices=range(1, 21), metavar="1-20")
    ap.add_argument("--status", action="store_true")
    ap.add_argument("--fill", type=Path, help="ZPL template with {{placeholders}}")
    ap.add_argument("--var", action="append", default=[], help="placeholder value, name=value")
    args = ap.parse_args(argv)

    host = check_host(args.host)
    if args.status:
        try:
            print(f"{host}: {status(host)}")
        except OSError as exc:
            print(f"{host}: unreachable ({exc})", file=sys.stderr)
            return 1
        return 0

    source = args.fill or args.label
    if source is None:
        ap.error("give a label file or --fill TEMPLATE")
    payload = load_label(source, parse_vars(args.var))
    if args.copies > 1:
        payload = payload.replace(b"^XZ", f"^PQ{args.copies}^XZ".encode(), 1)
    send(host, payload)
    print(f"sent {source.name} ({len(payload)} bytes, {args.copies} cop{'y' if args.copies == 1 else 'ies'}) to {host}:{PORT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
