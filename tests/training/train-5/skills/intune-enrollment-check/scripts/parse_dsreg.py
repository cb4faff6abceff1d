#!/usr/bin/env python3
"""Summarise `dsregcmd /status` output. Prints only state fields, never token material."""
import sys

KEEP = ["AzureAdJoined", "DomainJoined", "EnterpriseJoined", "DeviceId", "TenantName",
        "DeviceAuthStatus", "AzureAdPrt", "MDMUrl", "WorkplaceJoined"]


def parse(lines):
    found = {}
    for line in lines:
        if ":" not in line:
            continue
        key, _, value = line.partition(":")
        key = key.strip()
        if key in KEEP and key not in found:
            found[key] = value.strip()
    return found


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: parse_dsreg.py dsreg.txt")
    try:
        with open(sys.argv[1], "rb") as raw:
            bom = raw.read(2)
        encoding = "utf-16" if bom in (b"\xff\xfe", b"\xfe\xff") else "utf-8"
        with open(sys.argv[1], encoding=encoding, errors="replace") as fh:
            found = parse(fh)
    except OSError as e:
        sys.exit(f"cannot read {sys.argv[1]}: {e}")
    for key in KEEP:
        print(f"{key:18} {found.get(key, '(not present)')}")
    intune = "manage.microsoft.com" in found.get("MDMUrl", "")
    print(f"\nIntune enrolled: {'yes' if intune else 'no'}")


if __name__ == "__main__":
    main()
