#!/usr/bin/env python3
"""Capture KISS frames from a TNC over TCP for the duration of a pass."""
import argparse
import os
import socket
import time

FEND = 0xC0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--host", default="127.0.0.1")
    ap.add_argument("--port", type=int, default=8001)
    ap.add_argument("--pass-id", required=True)
    args = ap.parse_args()
    os.makedirs("passes", exist_ok=True)
    out = open(os.path.join("passes", args.pass_id + ".kiss"), "ab")
    while True:
        try:
            s = socket.create_connection((args.host, args.port))
        except OSError:
            time.sleep(2)
            continue
        while True:
            chunk = s.recv(4096)
            if not chunk:
                break
            out.write(chunk)
            out.flush()


if __name__ == "__main__":
    main()
