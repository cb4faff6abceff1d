#!/usr/bin/env python3
"""review_rules.py - offline review of firewall / VPN rule exports.

Supported inputs (auto-detected):
  * `iptables-save` output (filter table)
  * WireGuard interface config (wg0.conf)       - keys are redacted on read
  * JSON from scripts/Export-FirewallRules.ps1   - Windows Defender Firewall

The script only reads the file given on the command line. It does not apply,
test or modify any rule and does not probe the hosts or ports it finds.
"""
from __future__ import annotations

import argparse
import ipaddress
import json
import re
import shlex
import sys
from dataclasses import dataclass
from pathlib import Path

MAX_BYTES = 5 * 1024 * 1024
ANY = {"", "any", "0.0.0.0/0", "::/0", "*"}
KEY_LINE = re.compile(r"^(\s*(?:PrivateKey|PresharedKey)\s*=\s*)\S+", re.I | re.M)


@dataclass
class Finding:
    rule: str
    severity: str
    where: str
    text: str
    message: str


def redact_wireguard(text: str) -> str:
    """Replace private and preshared key values before the text is used anywhere."""
    return KEY_LINE.sub(r"\1<redacted>", text)


def load_policy(path: Path) -> dict:
    try:
        with path.open(encoding="utf-8") as fh:
            pol = json.load(fh)
        pol["_admin_nets"] = [ipaddress.ip_network(c, strict=False) for c in pol.get("approved_admin_sources", [])]
        pol["_public"] = {int(p) for p in pol.get("public_ports", [])}
        pol["_sensitive"] = {int(k): str(v) for k, v in pol.get("sensitive_ports", {}).items()}
    except (OSError, json.JSONDecodeError, ValueError, TypeError, AttributeError) as exc:
        sys.exit(f"error: invalid policy file {path}: {exc}")
    return pol


def source_is_any(src: str) -> bool:
    return src.strip().lower() in ANY


def source_approved(src: str, pol: dict) -> bool:
    try:
        net = ipaddress.ip_network(src, strict=False)
    except ValueError:
        return False
    return any(net.version == a.version and net.subnet_of(a) for a in pol["_admin_nets"])


def parse_ports(spec: str) -> list[int] | None:
    """'22' / '80,443' / '1000:2000' -> list of ints; None means 'all ports'."""
    if not spec or spec.lower() == "any":
        return None
    ports: list[int] = []
    for part in spec.split(","):
        part = part.strip()
        if not part:
            continue
        if ":" in part or "-" in part:
            lo, hi = re.split(r"[:-]", part, maxsplit=1)
            lo_i, hi_i = int(lo or 0), int(hi or 65535)
            if hi_i - lo_i > 1024:
                return None  # very wide range: treat as all ports
            ports.extend(range(lo_i, hi_i + 1))
        else:
            ports.append(int(part))
    return ports


def classify(where: str, text: str, src: str, ports: list[int] | None, pol: dict) -> list[Finding]:
    out: list[Finding] = []
    any_src = source_is_any(src)
    if ports is None:
        if any_src:
            out.append(Finding("FW-002", "critical", where, text, "allow any port from any source"))
        elif not source_approved(src, pol):
            out.append(Finding("FW-006", "medium", where, text, f"all ports open to {src}, which is not an approved admin source"))
        return out
    for port in sorted(set(ports)):
        if port in pol["_public"]:
            continue
        name = pol["_sensitive"].get(port)
        if any_src:
            sev = "high" if name else "medium"
            label = f"{name} ({port})" if name else f"port {port}"
            out.append(Finding("FW-003", sev, where, text, f"{label} reachable from anywhere"))
        elif name and not source_approved(src, pol):
            out.append(Finding("FW-004", "medium", where, text, f"{name} ({port}) allowed from {src}, outside approved admin sources"))
    return out


def review_iptables(text: str, pol: dict) -> tuple[list[Finding], list[str]]:
    findings, skipped = [], []
    table = None
    for n, line in enumerate(text.splitlines(), start=1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("*"):
            table = line[1:]
            continue
        if table != "filter":
            continue
        if line.startswith(":"):
            parts = line[1:].split()
            if len(parts) >= 2 and parts[0] in ("INPUT", "FORWARD") and parts[1] == "ACCEPT":
                findings.append(Finding("FW-001", "high", f"line {n}", line, f"default policy of {parts[0]} is ACCEPT"))
            continue
        if not line.startswith("-A "):
            continue
        try:
            tok = shlex.split(line)
        except ValueError:
            skipped.append(f"line {n}: cannot tokenise")
            continue
        opts: dict[str, str] = {}
        i = 0
        while i < len(tok):
            if tok[i].startswith("-") and i + 1 < len(tok) and not tok[i + 1].startswith("-"):
                opts[tok[i]] = tok[i + 1]
                i += 2
            else:
                opts.setdefault(tok[i], "")
                i += 1
        if opts.get("-A") != "INPUT" or opts.get("-j") != "ACCEPT":
            continue
        if opts.get("-i") == "lo" or "--ctstate" in opts or "--state" in opts:
            continue
        spec = opts.get("--dport") or opts.get("--dports") or ""
        try:
            ports = parse_ports(spec)
        except ValueError:
            skipped.append(f"line {n}: unparsable port spec {spec!r}")
            continue
        findings += classify(f"line {n}", line, opts.get("-s", ""), ports, pol)
    return findings, skipped


def review_wireguard(text: str, pol: dict) -> tuple[list[Finding], list[str]]:
    findings, skipped = [], []
    section, peer_no, is_server = None, 0, False
    peer: dict[str, str] = {}

    def close_peer() -> None:
        if section != "Peer":
            return
        where = f"peer #{peer_no} {peer.get('#', '')}".strip()
        allowed = [a.strip() for a in peer.get("allowedips", "").split(",") if a.strip()]
        if is_server and any(source_is_any(a) for a in allowed):
            findings.append(Finding("FW-010", "high", where, f"AllowedIPs = {peer['allowedips']}",
                                    "server routes ALL traffic to this peer (0.0.0.0/0); a compromised peer sees everything"))
        if "presharedkey" not in peer:
            findings.append(Finding("FW-012", "low", where, "PresharedKey missing",
                                    "no PresharedKey; add one for post-quantum hardening of the handshake"))

    for n, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if line.startswith("#"):
            if section == "Peer" and "#" not in peer:
                peer["#"] = line.lstrip("# ")
            continue
        if not line:
            continue
        if line.startswith("[") and line.endswith("]"):
            close_peer()
            section = line[1:-1]
            if section == "Peer":
                peer_no += 1
                peer = {}
            continue
        if "=" not in line:
            skipped.append(f"line {n}: not key = value")
            continue
        key, value = (s.strip() for s in line.split("=", 1))
        if section == "Interface":
            if key.lower() == "listenport":
                is_server = True
            if key.lower() in ("postup", "preup"):
                findings.append(Finding("FW-011", "info", f"line {n}", line,
                                        "interface hook changes firewall/NAT at runtime; include these rules in the review"))
        elif section == "Peer":
            peer[key.lower()] = value
    close_peer()
    return findings, skipped


def review_windows(rules: list, pol: dict) -> tuple[list[Finding], list[str]]:
    findings, skipped = [], []
    for i, r in enumerate(rules):
        if not isinstance(r, dict):
            skipped.append(f"entry {i}: not an object")
            continue
        if str(r.get("Enabled")) != "True" or r.get("Direction") != "Inbound" or r.get("Action") != "Allow":
            continue
        where = r.get("DisplayName") or r.get("Name") or f"entry {i}"
        remotes = r.get("RemoteAddress") or ["Any"]
        remotes = remotes if isinstance(remotes, list) else [remotes]
        local = r.get("LocalPort") or "Any"
        local = ",".join(local) if isinstance(local, list) else str(local)
        try:
            ports = parse_ports(local)
        except ValueError:
            skipped.append(f"{where}: unparsable LocalPort {local!r}")
            continue
        text = f"{r.get('Protocol', 'Any')} {local} from {', '.join(map(str, remotes))} ({r.get('Profile', '?')})"
        for src in remotes:
            findings += classify(where, text, "any" if str(src).lower() in ("any", "internet") else str(src), ports, pol)
    return findings, skipped


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("export", type=Path)
    ap.add_argument("--policy", type=Path, default=Path(__file__).parent.parent / "assets" / "policy.example.json")
    args = ap.parse_args()

    try:
        if args.export.stat().st_size > MAX_BYTES:
            print(f"error: {args.export} is larger than {MAX_BYTES} bytes", file=sys.stderr)
            return 2
        text = args.export.read_text(encoding="utf-8-sig", errors="replace")
    except OSError as exc:
        print(f"error: cannot read {args.export}: {exc}", file=sys.stderr)
        return 2
    text = redact_wireguard(text)
    pol = load_policy(args.policy)

    stripped = text.lstrip()
    if stripped.startswith("[") and not stripped.startswith("[Interface]") and not stripped.startswith("[Peer]"):
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            print(f"error: {args.export} looks like JSON but does not parse: {exc}", file=sys.stderr)
            return 2
        kind, (findings, skipped) = "windows-firewall", review_windows(data if isinstance(data, list) else [data], pol)
    elif re.search(r"^\[Interface\]", text, re.M):
        kind, (findings, skipped) = "wireguard", review_wireguard(text, pol)
    elif re.search(r"^\*filter", text, re.M):
        kind, (findings, skipped) = "iptables-save", review_iptables(text, pol)
    else:
        print("error: unrecognised format (expected iptables-save, WireGuard .conf or Export-FirewallRules.ps1 JSON)",
              file=sys.stderr)
        return 2

    order = {"critical": 0, "high": 1, "medium": 2, "low": 3, "info": 4}
    findings.sort(key=lambda f: order[f.severity])
    print(f"# Firewall review: `{args.export.name}` ({kind})\n")
    if findings:
        print("| severity | rule | where | finding | rule text |\n|---|---|---|---|---|")
        for f in findings:
            print(f"| {f.severity} | {f.rule} | {f.where} | {f.message} | `{f.text.replace('|', '¦')}` |")
    else:
        print("No findings against the policy.")
    if skipped:
        print("\n## Lines not understood (review by hand)\n")
        for s in skipped:
            print(f"- {s}")
    return 1 if any(f.severity in ("critical", "high") for f in findings) else 0


if __name__ == "__main__":
    sys.exit(main())
