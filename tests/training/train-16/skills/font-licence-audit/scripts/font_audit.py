#!/usr/bin/env python3
"""List fonts inside one project folder with their embedding bits and licence name records.

font_audit.py PROJECT_DIR
Reads the sfnt table directory directly (TrueType/OpenType and WOFF 1.0); no dependencies.
"""
import os
import struct
import sys
import zlib

SKIP_DIRS = {"node_modules", ".git", ".venv", "__pycache__"}
NAME_IDS = {1: "family", 2: "style", 5: "version", 13: "licence", 14: "licence_url"}
FSTYPE = {0: "installable", 2: "restricted - no embedding", 4: "preview & print", 8: "editable"}


def tables_sfnt(data):
    num = struct.unpack(">H", data[4:6])[0]
    out = {}
    for i in range(num):
        tag, _cs, off, length = struct.unpack(">4sIII", data[12 + 16 * i: 28 + 16 * i])
        out[tag.decode("latin-1")] = data[off: off + length]
    return out


def tables_woff(data):
    num = struct.unpack(">H", data[12:14])[0]
    out = {}
    for i in range(num):
        tag, off, comp, orig, _cs = struct.unpack(">4sIIII", data[44 + 20 * i: 64 + 20 * i])
        raw = data[off: off + comp]
        out[tag.decode("latin-1")] = zlib.decompress(raw) if comp < orig else raw
    return out


def names(table):
    _fmt, count, str_off = struct.unpack(">HHH", table[:6])
    found = {}
    for i in range(count):
        pid, eid, _lang, nid, length, off = struct.unpack(">HHHHHH", table[6 + 12 * i: 18 + 12 * i])
        if nid not in NAME_IDS or NAME_IDS[nid] in found:
            continue
        raw = table[str_off + off: str_off + off + length]
        text = raw.decode("utf-16-be", errors="replace") if pid in (0, 3) else raw.decode("mac_roman", errors="replace")
        found[NAME_IDS[nid]] = " ".join(text.split())[:160]
    return found


def describe(path):
    with open(path, "rb") as fh:
        data = fh.read()
    sig = data[:4]
    if sig == b"wOFF":
        t = tables_woff(data)
    elif sig in (b"\x00\x01\x00\x00", b"OTTO", b"true"):
        t = tables_sfnt(data)
    else:
        raise ValueError("not a TrueType/OpenType/WOFF file")
    info = names(t["name"]) if "name" in t else {}
    fs = struct.unpack(">H", t["OS/2"][8:10])[0] if "OS/2" in t and len(t["OS/2"]) >= 10 else None
    if fs is None:
        info["fsType"] = "no OS/2 table"
    else:
        low = fs & 0x000F
        info["fsType"] = f"{fs} ({FSTYPE.get(low, 'unusual combination')})"
    return info


def main():
    if len(sys.argv) != 2 or not os.path.isdir(sys.argv[1]):
        sys.exit("usage: font_audit.py PROJECT_DIR")
    root = os.path.abspath(sys.argv[1])
    count = 0
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if d not in SKIP_DIRS]
        for name in sorted(filenames):
            low = name.lower()
            rel = os.path.relpath(os.path.join(dirpath, name), root)
            if low.endswith(".woff2"):
                print(f"{rel}: WOFF2 - listed only, check its source file or licence")
                count += 1
            elif low.endswith((".ttf", ".otf", ".woff")):
                count += 1
                try:
                    info = describe(os.path.join(dirpath, name))
                except (OSError, ValueError, KeyError, struct.error, zlib.error) as exc:
                    print(f"{rel}: could not read ({exc})")
                    continue
                print(f"{rel}: " + "; ".join(f"{k}={v}" for k, v in info.items()))
    print(f"{count} font file(s) under {root}")


if __name__ == "__main__":
    main()
