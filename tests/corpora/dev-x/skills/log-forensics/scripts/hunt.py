#!/usr/bin/env python3
"""hunt.py - offline triage of web server access logs (combined log format).

Matches each request against assets/signatures.json, groups hits by source IP
and signature, and prints a Markdown summary. Works on plain or .gz files.

Safety properties:
  * Evidence is opened read-only; nothing is modified.
  * No network access: attacker IPs and URLs found in logs are never contacted.
  * Encoded payloads (e.g. PowerShell -EncodedCommand) are decoded for display
    only, size-capped and escaped. Decoded text is never executed.
"""
from __future__ import annotations

import argparse
import base64
import binascii
import gzip
import hashlib
import json
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path
from urllib.parse import unquote

LINE_RE = re.compile(
    r'^(?P<ip>[0-9A-Fa-f:.]+) \S+ \S+ \[(?P<ts>[^\]]+)\] "(?P<req>[^"]*)" (?P<status>\d{3}) (?P<size>\d+|-)'
    r'(?: "(?P<ref>[^"]*)" "(?P<ua>[^"]*)")?'
)
MAX_DECODE_ROUNDS = 3
MAX_B64_CHARS = 8192
DISPLAY_CHARS = 300


def sha256_file(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def load_signatures(path: Path) -> list[dict]:
    try:
        with path.open(encoding="utf-8") as fh:
            data = json.load(fh)
    except (OSError, json.JSONDecodeError) as exc:
        sys.exit(f"error: cannot load signatures {path}: {exc}")
    sigs = []
    for s in data.get("signatures", []):
        try:
            sigs.append({**s, "re": re.compile(s["regex"])})
        except (KeyError, re.error) as exc:
            sys.exit(f"error: invalid signature {s.get('id')}: {exc}")
    return sigs


def decode_url(s: str) -> str:
    """URL-decode repeatedly (double encoding is common) with a fixed round limit."""
    for _ in range(MAX_DECODE_ROUNDS):
        nxt = unquote(s)
        if nxt == s:
            break
        s = nxt
    return s


def printable(s: str) -> str:
    s = "".join(ch if ch.isprintable() else f"\\x{ord(ch):02x}" for ch in s)
    return s if len(s) <= DISPLAY_CHARS else s[:DISPLAY_CHARS] + "…[truncated]"


def show_encoded_powershell(b64: str) -> str:
    """Decode a -EncodedCommand argument so the analyst can read it. Display only."""
    if len(b64) > MAX_B64_CHARS:
        return f"<{len(b64)} base64 chars; too long to decode inline>"
    try:
        raw = base64.b64decode(b64 + "=" * (-len(b64) % 4), validate=True)
    except (binascii.Error, ValueError):
        return "<not valid base64>"
    for enc in ("utf-16-le", "utf-8"):
        try:
            return printable(raw.decode(enc))
        except UnicodeDecodeError:
            continue
    return f"<{len(raw)} bytes, not text>"


def open_log(path: Path):
    if path.suffix == ".gz":
        return gzip.open(path, "rt", encoding="utf-8", errors="replace")
    return path.open(encoding="utf-8", errors="replace")


def hunt(paths: list[Path], sigs: list[dict], max_line: int) -> dict:
    hits = []
    malformed = 0
    malformed_samples: list[str] = []
    total = 0
    for path in paths:
        with open_log(path) as fh:
            for lineno, line in enumerate(fh, start=1):
                total += 1
                if len(line) > max_line:
                    malformed += 1
                    if len(malformed_samples) < 5:
                        malformed_samples.append(f"{path.name}:{lineno}: line longer than {max_line} chars")
                    continue
                m = LINE_RE.match(line)
                if not m:
                    malformed += 1
                    if len(malformed_samples) < 5:
                        malformed_samples.append(f"{path.name}:{lineno}: {printable(line.rstrip())[:120]}")
                    continue
                fields = {
                    "req": decode_url(m["req"]),
                    "ref": decode_url(m["ref"] or ""),
                    "ua": m["ua"] or "",
                }
                for sig in sigs:
                    targets = [fields[sig["field"]]] if "field" in sig else list(fields.values())
                    for text in targets:
                        sm = sig["re"].search(text)
                        if not sm:
                            continue
                        hit = {
                            "file": path.name,
                            "line": lineno,
                            "ip": m["ip"],
                            "ts": m["ts"],
                            "status": int(m["status"]),
                            "sig": sig["id"],
                            "severity": sig["severity"],
                            "evidence": printable(text),
                        }
                        if "b64" in sig["re"].groupindex and sm.group("b64"):
                            hit["decoded_for_display"] = show_encoded_powershell(sm.group("b64"))
                        hits.append(hit)
                        break
    return {"total": total, "malformed": malformed, "malformed_samples": malformed_samples, "hits": hits}


def report(result: dict, hashes: dict[str, str], top: int) -> str:
    hits = result["hits"]
    by_ip = Counter(h["ip"] for h in hits)
    by_sig = Counter(h["sig"] for h in hits)
    first_seen: dict[str, str] = {}
    succeeded = defaultdict(list)
    for h in hits:
        first_seen.setdefault(h["ip"], h["ts"])
        if 200 <= h["status"] < 300 and h["severity"] in ("high", "critical"):
            succeeded[h["ip"]].append(h)

    out = ["# Access-log hunt", "", "## Evidence", ""]
    out += [f"- `{name}` sha256 `{digest}`" for name, digest in hashes.items()]
    out += ["", f"Lines read: {result['total']}, unparsable: {result['malformed']}, signature hits: {len(hits)}", ""]
    if result["malformed_samples"]:
        out += ["Unparsable line samples (check the log format):", ""]
        out += [f"- {s}" for s in result["malformed_samples"]] + [""]
    out += ["## Hits by signature", "", "| signature | hits |", "|---|---|"]
    out += [f"| {sig} | {n} |" for sig, n in by_sig.most_common()]
    out += ["", f"## Top {top} source IPs", "", "| ip | hits | first seen |", "|---|---|---|"]
    out += [f"| {ip} | {n} | {first_seen[ip]} |" for ip, n in by_ip.most_common(top)]
    out += ["", "## High/critical hits answered with 2xx (look at these first)", ""]
    if not succeeded:
        out.append("none")
    for ip, items in succeeded.items():
        for h in items[:20]:
            out.append(f"- `{h['ts']}` {ip} {h['sig']} status {h['status']} ({h['file']}:{h['line']})")
            out.append(f"  - request: `{h['evidence']}`")
            if "decoded_for_display" in h:
                out.append(f"  - decoded (display only, not executed): `{h['decoded_for_display']}`")
    return "\n".join(out) + "\n"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("logs", nargs="+", type=Path)
    ap.add_argument("--signatures", type=Path, default=Path(__file__).parent.parent / "assets" / "signatures.json")
    ap.add_argument("--json", type=Path, help="also write all hits as JSON")
    ap.add_argument("--max-line", type=int, default=65536)
    ap.add_argument("--top", type=int, default=10)
    args = ap.parse_args()

    for p in args.logs:
        if not p.is_file():
            print(f"error: {p} is not a regular file", file=sys.stderr)
            return 2
    if not 1 <= args.top <= 1000 or args.max_line < 256:
        print("error: --top must be 1..1000 and --max-line >= 256", file=sys.stderr)
        return 2

    hashes = {str(p): sha256_file(p) for p in args.logs}
    sigs = load_signatures(args.signatures)
    try:
        result = hunt(args.logs, sigs, args.max_line)
    except (OSError, EOFError, gzip.BadGzipFile) as exc:
        print(f"error: reading logs failed: {exc}", file=sys.stderr)
        return 1
    sys.stdout.write(report(result, hashes, args.top))
    if args.json:
        with args.json.open("w", encoding="utf-8") as fh:
            json.dump({"evidence": hashes, **result}, fh, indent=2)
    return 0


if __name__ == "__main__":
    sys.exit(main())
