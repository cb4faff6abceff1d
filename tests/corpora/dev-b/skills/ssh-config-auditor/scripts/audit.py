#!/usr/bin/env python3
"""Read-only SSH client/server configuration audit. Private keys are stat()ed, never read."""
import argparse
import glob
import json
import os
import re
import stat
import subprocess
from pathlib import Path

SSH_DIR = Path.home() / ".ssh"
WEAK = re.compile(r"cbc|arcfour|hmac-md5|hmac-sha1(?!-etm)|diffie-hellman-group1-|diffie-hellman-group14-sha1", re.I)


def parse_conf(path, seen=None):
    """Yield (host_pattern, keyword, value, file, line) for an ssh(d)_config, following Include."""
    seen = seen if seen is not None else set()
    if path in seen:
        return
    seen.add(path)
    try:
        lines = Path(path).read_text(errors="replace").splitlines()
    except OSError:
        return
    host = "*"
    for n, raw in enumerate(lines, 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        parts = re.split(r"\s*=\s*|\s+", line, maxsplit=1)
        key, val = parts[0].lower(), (parts[1] if len(parts) > 1 else "")
        if key in ("host", "match"):
            host = val
        elif key == "include":
            for pat in val.split():
                pat = os.path.expanduser(pat)
                if not os.path.isabs(pat):
                    pat = str(Path(path).parent / pat)
                for inc in sorted(glob.glob(pat)):
                    yield from parse_conf(inc, seen)
        else:
            yield host, key, val, str(path), n


def client_findings():
    out = []
    for host, key, val, f, n in parse_conf(str(SSH_DIR / "config")):
        v = val.lower()
        if key == "forwardagent" and v == "yes" and host.strip() == "*":
            out.append((f, n, "ForwardAgent yes for all hosts", "set it only under specific Host blocks"))
        if key == "stricthostkeychecking" and v in ("no", "off"):
            out.append((f, n, f"StrictHostKeyChecking no ({host})", "use accept-new"))
        if key == "userknownhostsfile" and v == "/dev/null":
            out.append((f, n, f"known_hosts disabled ({host})", "remove this line"))
        if key == "passwordauthentication" and v == "yes" and host.strip() == "*":
            out.append((f, n, "password auth enabled for all hosts", "PasswordAuthentication no under Host *"))
    return out


def server_findings():
    files = ["/etc/ssh/sshd_config", *sorted(glob.glob("/etc/ssh/sshd_config.d/*.conf"))]
    if not os.access(files[0], os.R_OK):
        return None
    out = []
    for _, key, val, f, n in (x for p in files for x in parse_conf(p)):
        v = val.lower()
        if key == "permitrootlogin" and v == "yes":
            out.append((f, n, "PermitRootLogin yes", "PermitRootLogin prohibit-password"))
        if key == "passwordauthentication" and v == "yes":
            out.append((f, n, "PasswordAuthentication yes", "PasswordAuthentication no (after keys work)"))
        if key in ("ciphers", "macs", "kexalgorithms") and WEAK.search(val):
            out.append((f, n, f"weak {key}: {', '.join(a for a in val.split(',') if WEAK.search(a))}", "remove the weak algorithms"))
    return out


def file_findings():
    out = []
    if not SSH_DIR.is_dir():
        return out
    mode = stat.S_IMODE(SSH_DIR.stat().st_mode)
    if mode & 0o077:
        out.append((str(SSH_DIR), 0, f"~/.ssh is {mode:o}", "chmod 700 ~/.ssh"))
    for p in sorted(SSH_DIR.iterdir()):
        if not p.is_file():
            continue
        m = stat.S_IMODE(p.stat().st_mode)
        pub = p.with_name(p.name + ".pub")
        if pub.exists() and m & 0o077:  # p is a private key: check its mode only
            out.append((str(p), 0, f"private key mode {m:o}", f"chmod 600 {p}"))
        if p.name == "config" and m & 0o022:
            out.append((str(p), 0, f"config is group/world-writable ({m:o})", f"chmod 600 {p}"))
        if p.suffix == ".pub":
            res = subprocess.run(["ssh-keygen", "-l", "-f", str(p)], capture_output=True, text=True, timeout=10)
            f = res.stdout.split()
            if res.returncode == 0 and len(f) >= 4 and f[0].isdigit():
                bits, kind = int(f[0]), f[-1].strip("()")
                if kind == "DSA" or (kind == "RSA" and bits < 3072):
                    out.append((str(p), 0, f"weak key: {kind} {bits}", "generate an ed25519 key"))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    server = server_findings()
    report = {"client": client_findings(), "server": server, "files": file_findings()}
    if a.json:
        print(json.dumps(report, indent=2))
        return
    for section, items in report.items():
        print(f"== {section}")
        if items is None:
            print("  skipped: /etc/ssh/sshd_config not readable")
            continue
        if not items:
            print("  no findings")
        for f, n, what, fix in items:
            print(f"  {f}{':' + str(n) if n else ''}: {what} -> {fix}")


if __name__ == "__main__":
    main()
