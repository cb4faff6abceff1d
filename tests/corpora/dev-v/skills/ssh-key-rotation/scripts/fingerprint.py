#!/usr/bin/env python3
"""Print SHA256 fingerprints of PUBLIC key files given on the command line.

Refuses any path that does not end in .pub or whose content does not look like a
public key, so a private key is never read or printed.
"""
import subprocess
import sys
from pathlib import Path

PUBLIC_PREFIXES = ("ssh-ed25519 ", "ssh-rsa ", "ecdsa-sha2-", "sk-ssh-ed25519@", "sk-ecdsa-sha2-")


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: fingerprint.py KEY.pub [KEY.pub ...]")
    status = 0
    for arg in sys.argv[1:]:
        p = Path(arg).expanduser()
        if p.suffix != ".pub":
            print(f"refusing {p}: only .pub files are accepted", file=sys.stderr)
            status = 1
            continue
        try:
            with p.open(encoding="ascii", errors="strict") as fh:
                head = fh.read(64)
        except (OSError, UnicodeDecodeError) as e:
            print(f"cannot read {p}: {e}", file=sys.stderr)
            status = 1
            continue
        if not head.startswith(PUBLIC_PREFIXES):
            print(f"refusing {p}: does not look like an OpenSSH public key", file=sys.stderr)
            status = 1
            continue
        res = subprocess.run(["ssh-keygen", "-l", "-E", "sha256", "-f", str(p)],
                             capture_output=True, text=True, timeout=10)
        if res.returncode != 0:
            print(f"ssh-keygen failed for {p}: {res.stderr.strip()}", file=sys.stderr)
            status = 1
            continue
        print(res.stdout.strip())
    return status


if __name__ == "__main__":
    sys.exit(main())
