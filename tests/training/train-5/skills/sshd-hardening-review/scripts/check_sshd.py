#!/usr/bin/env python3
"""Compare `sshd -T` output with a hardening baseline. Reads only the file given."""
import sys

EXACT = {
    "permitrootlogin": {"no"},
    "passwordauthentication": {"no"},
    "kbdinteractiveauthentication": {"no"},
    "permitemptypasswords": {"no"},
    "x11forwarding": {"no"},
    "allowtcpforwarding": {"no"},
    "allowagentforwarding": {"no"},
}
MAX_INT = {"maxauthtries": 4, "clientalivecountmax": 3, "logingracetime": 60}
BAD_CIPHER_MARKERS = ("-cbc", "3des")
BAD_MAC_MARKERS = ("md5", "sha1", "umac-64")


def parse(path):
    cfg = {}
    with open(path, encoding="utf-8", errors="replace") as fh:
        for line in fh:
            parts = line.strip().split(None, 1)
            if len(parts) == 2 and not parts[0].startswith("#"):
                cfg.setdefault(parts[0].lower(), parts[1].strip())
    return cfg


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: check_sshd.py sshd-effective.txt")
    try:
        cfg = parse(sys.argv[1])
    except OSError as e:
        sys.exit(f"cannot read {sys.argv[1]}: {e}")
    fails = 0
    for key, allowed in EXACT.items():
        val = cfg.get(key, "(unset)")
        ok = val in allowed
        fails += not ok
        print(f"{'PASS' if ok else 'FAIL'}\t{key}\t{val}")
    for key, limit in MAX_INT.items():
        raw = cfg.get(key, "")
        if not raw.isdigit():
            print(f"INFO\t{key}\t{raw or '(unset)'} (not a plain number)")
            continue
        ok = int(raw) <= limit
        fails += not ok
        print(f"{'PASS' if ok else 'FAIL'}\t{key}\t{raw} (max {limit})")
    for key, markers in (("ciphers", BAD_CIPHER_MARKERS), ("macs", BAD_MAC_MARKERS)):
        entries = [c for c in cfg.get(key, "").split(",") if c]
        weak = [c for c in entries if any(m in c for m in markers)]
        if key == "macs":
            weak += [c for c in entries if c not in weak and not c.endswith("-etm@openssh.com")]
        fails += bool(weak)
        print(f"{'FAIL' if weak else 'PASS'}\t{key}\t{','.join(weak) or 'no weak entries'}")
    print(f"{fails} failing checks", file=sys.stderr)


if __name__ == "__main__":
    main()
