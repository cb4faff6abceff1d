#!/usr/bin/env python3
"""Metadata-only credential hygiene check for the current user.

Only os.stat() is used on credential files; none of them is opened. Public keys (*.pub)
are read to get the key type and size.
"""
import argparse
import base64
import json
import stat
import struct
import sys
import time
from pathlib import Path

HOME = Path.home()
FILES = {
    "aws": HOME / ".aws" / "credentials",
    "kube": HOME / ".kube" / "config",
    "netrc": HOME / ".netrc",
    "docker": HOME / ".docker" / "config.json",
    "npm": HOME / ".npmrc",
}


def mode_ok(path, wanted):
    m = stat.S_IMODE(path.stat().st_mode)
    return m & ~wanted == 0, oct(m)


def rsa_bits(pub_b64):
    blob = base64.b64decode(pub_b64)
    parts, i = [], 0
    while i < len(blob) and len(parts) < 3:
        (n,) = struct.unpack(">I", blob[i:i + 4])
        parts.append(blob[i + 4:i + 4 + n])
        i += 4 + n
    return (len(parts[2].lstrip(b"\x00")) * 8) if len(parts) == 3 else None


def ssh_checks():
    out = []
    d = HOME / ".ssh"
    if not d.is_dir():
        return out
    ok, m = mode_ok(d, 0o700)
    out.append(("~/.ssh", m, "ok" if ok else "too open"))
    for pub in sorted(d.glob("id_*.pub")):
        priv = pub.with_suffix("")
        fields = pub.read_text(encoding="utf-8", errors="replace").split()
        ktype = fields[0] if fields else "unknown"
        note = ktype
        if ktype == "ssh-rsa" and len(fields) > 1:
            try:
                bits = rsa_bits(fields[1])
            except (ValueError, struct.error):
                bits = None
            note += f" {bits or '?'} bits" + (" (weak)" if bits and bits < 3072 else "")
        if priv.exists():
            ok, m = mode_ok(priv, 0o600)
            out.append((f"~/.ssh/{priv.name}", m, note + ("" if ok else ", private key too open")))
    return out


def file_checks(skip):
    out = []
    for name, path in FILES.items():
        if name in skip or not path.exists():
            continue
        ok, m = mode_ok(path, 0o600)
        age_days = int((time.time() - path.stat().st_mtime) // 86400)
        note = ("ok" if ok else "too open") + f", modified {age_days} d ago"
        out.append((f"~/{path.relative_to(HOME)}", m, note))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--skip", action="append", default=[], choices=sorted(FILES))
    a = ap.parse_args()
    rows = ssh_checks() + file_checks(set(a.skip))
    if a.json:
        json.dump([dict(zip(("item", "mode", "note"), r)) for r in rows], sys.stdout, indent=2)
        print()
    else:
        for item, m, note in rows:
            print(f"{item:32} {m:>6}  {note}")


if __name__ == "__main__":
    main()
