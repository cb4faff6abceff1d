#!/usr/bin/env python3
"""Offline Bitcoin address validation: base58check and bech32/bech32m (BIP-173/350)."""
import hashlib
import sys

B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
BECH32_CHARS = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
BECH32_CONST, BECH32M_CONST = 1, 0x2BC830A3
B58_VERSIONS = {0x00: ("mainnet", "P2PKH"), 0x05: ("mainnet", "P2SH"),
                0x6F: ("testnet", "P2PKH"), 0xC4: ("testnet", "P2SH")}
HRPS = {"bc": "mainnet", "tb": "testnet", "bcrt": "regtest"}


def b58decode_check(s: str):
    n = 0
    for ch in s:
        if ch not in B58:
            return None
        n = n * 58 + B58.index(ch)
    raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
    raw = b"\0" * (len(s) - len(s.lstrip("1"))) + raw
    if len(raw) != 25:
        return None
    payload, checksum = raw[:-4], raw[-4:]
    if hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4] != checksum:
        return None
    return payload


def polymod(values) -> int:
    gen = [0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3]
    chk = 1
    for v in values:
        top = chk >> 25
        chk = (chk & 0x1FFFFFF) << 5 ^ v
        for i in range(5):
            chk ^= gen[i] if (top >> i) & 1 else 0
    return chk


def hrp_expand(hrp: str):
    return [ord(c) >> 5 for c in hrp] + [0] + [ord(c) & 31 for c in hrp]


def convertbits(data, frombits, tobits):
    acc, bits, out = 0, 0, []
    maxv = (1 << tobits) - 1
    for value in data:
        acc = (acc << frombits) | value
        bits += frombits
        while bits >= tobits:
            bits -= tobits
            out.append((acc >> bits) & maxv)
    if bits >= frombits or ((acc << (tobits - bits)) & maxv):
        return None
    return out


def check_segwit(addr: str):
    if addr.lower() != addr and addr.upper() != addr:
        return "invalid: mixed case"
    addr = addr.lower()
    pos = addr.rfind("1")
    if pos < 1 or pos + 7 > len(addr) or len(addr) > 90:
        return "invalid: bad bech32 structure"
    hrp, data_part = addr[:pos], addr[pos + 1:]
    if hrp not in HRPS or any(c not in BECH32_CHARS for c in data_part):
        return "invalid: unknown prefix or character"
    data = [BECH32_CHARS.index(c) for c in data_part]
    const = polymod(hrp_expand(hrp) + data)
    if const not in (BECH32_CONST, BECH32M_CONST):
        return "invalid: checksum"
    version, prog = data[0], convertbits(data[1:-6], 5, 8)
    if prog is None or not 2 <= len(prog) <= 40:
        return "invalid: witness program"
    if (version == 0) != (const == BECH32_CONST):
        return "invalid: wrong checksum variant for witness version"
    kind = {(0, 20): "P2WPKH", (0, 32): "P2WSH", (1, 32): "P2TR"}.get((version, len(prog)), f"witness v{version}")
    enc = "bech32" if const == BECH32_CONST else "bech32m"
    return f"valid  {enc}  {HRPS[hrp]}  {kind}"


def check(addr: str) -> str:
    addr = addr.strip()
    if not addr or len(addr) > 90:
        return "invalid: empty or too long"
    if addr.lower().startswith(("bc1", "tb1", "bcrt1")):
        return check_segwit(addr)
    payload = b58decode_check(addr)
    if payload is None:
        return "invalid: base58check"
    net, kind = B58_VERSIONS.get(payload[0], ("unknown", "unknown version byte"))
    return f"valid  base58check  {net}  {kind}"


def main() -> int:
    if len(sys.argv) < 2:
        print("usage: check_address.py ADDRESS [ADDRESS...]", file=sys.stderr)
        return 2
    worst = 0
    for a in sys.argv[1:]:
        result = check(a)
        print(f"{a}: {result}")
        worst = max(worst, 0 if result.startswith("valid") else 1)
    return worst


if __name__ == "__main__":
    raise SystemExit(main())
