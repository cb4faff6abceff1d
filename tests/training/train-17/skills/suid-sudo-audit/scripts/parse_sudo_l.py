#!/usr/bin/env python3
"""Classify rules from pasted `sudo -l` output. Input is treated as untrusted text."""
import argparse
import json
import logging
import re
import sys

log = logging.getLogger("parse_sudo_l")
MAX_BYTES = 512 * 1024

RULE_RE = re.compile(r"^\s*\((?P<runas>[^)]{1,200})\)\s*(?P<tags>(?:[A-Z_]+:\s*)*)(?P<cmds>.+)$")
SHELL_CAPABLE = {
    "find", "vim", "vi", "nano", "less", "more", "man", "tar", "zip", "rsync", "cp", "mv",
    "tee", "dd", "python", "python3", "perl", "ruby", "node", "lua", "bash", "sh", "docker",
    "podman", "awk", "env", "journalctl",
}


def classify(cmd, tags):
    cmd = cmd.strip()
    if cmd == "ALL":
        return "critical", "unrestricted command list"
    binary = cmd.split()[0].rsplit("/", 1)[-1]
    base = re.sub(r"[0-9.]+$", "", binary)
    if base in SHELL_CAPABLE or binary in SHELL_CAPABLE:
        return "critical", f"{binary} can spawn a shell or write arbitrary files"
    if "SETENV" in tags:
        return "high", "SETENV allows environment injection"
    if "*" in cmd:
        return "high", "wildcard in command or arguments"
    if "NOPASSWD" in tags:
        return "medium", "passwordless rule; confirm it is needed"
    return "info", "fixed command with authentication"


def parse(text):
    findings = []
    for lineno, line in enumerate(text.splitlines(), 1):
        m = RULE_RE.match(line)
        if not m:
            continue
        tags = m.group("tags")
        for cmd in m.group("cmds").split(","):
            sev, why = classify(cmd, tags)
            findings.append({"line": lineno, "runas": m.group("runas"), "tags": tags.strip(),
                             "command": cmd.strip(), "severity": sev, "reason": why})
    return findings


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("input")
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")
    try:
        with open(args.input, "rb") as fh:
            raw = fh.read(MAX_BYTES + 1)
    except OSError as exc:
        log.error("cannot read %s: %s", args.input, exc)
        raise
    if len(raw) > MAX_BYTES:
        ap.error("input larger than 512 KiB; is this really sudo -l output?")
    text = raw.decode("utf-8", errors="replace")
    findings = parse(text)
    with open(args.out, "w", encoding="utf-8") as fh:
        json.dump({"source": args.input, "findings": findings}, fh, indent=2)
    log.info("%d rules classified", len(findings))
    return 0


if __name__ == "__main__":
    sys.exit(main())
