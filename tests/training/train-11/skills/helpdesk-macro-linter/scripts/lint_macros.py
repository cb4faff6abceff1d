#!/usr/bin/env python3
"""Lint helpdesk macros for quality and safety problems. Read-only."""
import argparse
import csv
import json
import re
import sys
import unicodedata

KNOWN_PLACEHOLDERS = {"customer.first_name", "ticket.id", "agent.first_name", "invoice.number", "ticket.url"}
ALLOWED_HOSTS = {"help.yourco.example", "status.yourco.example", "app.yourco.example", "yourco.example"}
BANNED = ["please be advised", "do the needful", "we regret to inform you", "as per my last email"]
INJECTION = [
    r"ignore (all |the )?(previous|prior|agent'?s?) (instructions|guidance)",
    r"disregard (previous|prior|all) (guidance|instructions)",
    r"system prompt",
    r"\b(assistant|ai|llm)\s*:",
    r"has priority",
    r"when an ai",
]
SECRET = re.compile(r"(sk_live_[0-9a-zA-Z]{10,}|ghp_[0-9A-Za-z]{30,}|xox[bp]-[0-9A-Za-z-]{10,}|AKIA[0-9A-Z]{16})")
INTERNAL = re.compile(r"(\.internal\b|\bjira\.|\b[A-Z]{2,6}-\d{2,6}\b|#[a-z0-9-]{3,})")


def load(path):
    try:
        if path.endswith(".csv"):
            with open(path, newline="", encoding="utf-8") as fh:
                return list(csv.DictReader(fh))
        with open(path, encoding="utf-8") as fh:
            data = json.load(fh)
    except (OSError, json.JSONDecodeError, csv.Error) as e:
        sys.exit(f"cannot read {path}: {e}")
    if isinstance(data, dict) and isinstance(data.get("macros"), list):
        return data["macros"]
    sys.exit("expected {'macros': [...]} or a CSV with id,title,body")


def invisible(text):
    hits = []
    for ch in text:
        cp = ord(ch)
        if 0xE0000 <= cp <= 0xE007F or ch in "\u200b\u200c\u200d\u2060\ufeff" or unicodedata.category(ch) == "Cf":
            hits.append(f"U+{cp:04X}")
    return sorted(set(hits))


def lint(macro):
    out = []
    mid = macro.get("id", "?")
    fields = {k: v for k, v in macro.items() if isinstance(v, str)}
    body = macro.get("body", "") or ""
    for name, value in fields.items():
        inv = invisible(value)
        if inv:
            out.append(("S01", "error", f"{name}: invisible characters {', '.join(inv)}"))
        for pat in INJECTION:
            m = re.search(pat, value, re.I)
            if m:
                out.append(("S03", "error", f"{name}: {value[max(0, m.start() - 30):m.end() + 30]!r}"))
        if SECRET.search(value):
            out.append(("S06", "error", f"{name}: looks like a secret"))
    if re.search(r"<!--|display\s*:\s*none|color\s*:\s*#?fff(fff)?\b|font-size\s*:\s*[01]px", body, re.I):
        out.append(("S02", "error", "hidden HTML in body"))
    actions = macro.get("actions") or {}
    if isinstance(actions, dict) and any(k in actions for k in ("cc", "bcc", "forward_to")):
        out.append(("S04", "error", f"adds recipients: {json.dumps({k: actions[k] for k in ('cc', 'bcc', 'forward_to') if k in actions})}"))
    if INTERNAL.search(body):
        out.append(("S05", "warning", "possible internal reference in public body"))
    for ph in re.findall(r"\{\{\s*([^}]+?)\s*\}\}", body):
        if ph not in KNOWN_PLACEHOLDERS:
            out.append(("M01", "error", f"unknown placeholder {{{{{ph}}}}}"))
    for host in re.findall(r"https?://([^/\s\"')]+)", body):
        if host.lower() not in ALLOWED_HOSTS:
            out.append(("M02", "warning", f"link host {host}"))
    low = body.lower()
    for phrase in BANNED:
        if phrase in low:
            out.append(("M03", "info", f"banned phrase {phrase!r}"))
    if len(body.split()) > 180:
        out.append(("M04", "info", f"{len(body.split())} words"))
    return [(mid, *f) for f in out]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("export")
    ap.add_argument("--format", choices=["md", "json"], default="md")
    args = ap.parse_args()
    findings = []
    for macro in load(args.export):
        if isinstance(macro, dict):
            findings.extend(lint(macro))
    order = {"error": 0, "warning": 1, "info": 2}
    findings.sort(key=lambda f: (order[f[2]], str(f[0]), f[1]))
    if args.format == "json":
        print(json.dumps([dict(zip(("macro", "check", "severity", "detail"), f)) for f in findings], indent=2))
        return
    print("| Macro | Check | Severity | Detail |\n|---|---|---|---|")
    for f in findings:
        print(f"| {f[0]} | {f[1]} | {f[2]} | {f[3].replace('|', '/')} |")
    print(f"\n{len(findings)} findings")


if __name__ == "__main__":
    main()
