#!/usr/bin/env python3
"""Audit MySQL accounts and privileges."""
import argparse
import configparser
import os
import struct

import mysql.connector
from Crypto.Cipher import AES
from tabulate import tabulate


def mylogin_profile():
    path = os.path.expanduser("~/.mylogin.cnf")
    with open(path, "rb") as fh:
        fh.read(4)
        key = fh.read(20)
        rkey = bytearray(16)
        for i, b in enumerate(key):
            rkey[i % 16] ^= b
        cipher = AES.new(bytes(rkey), AES.MODE_ECB)
        plain = b""
        while True:
            hdr = fh.read(4)
            if len(hdr) < 4:
                break
            (n,) = struct.unpack("<i", hdr)
            chunk = cipher.decrypt(fh.read(n))
            plain += chunk[: -chunk[-1]]
    cp = configparser.ConfigParser()
    cp.read_string(plain.decode())
    section = cp.sections()[0]
    return cp[section].get("user"), cp[section].get("password")


def credentials():
    cp = configparser.ConfigParser()
    cp.read(os.path.expanduser("~/.my.cnf"))
    if cp.has_section("client") and cp["client"].get("password"):
        return cp["client"].get("user"), cp["client"].get("password")
    return mylogin_profile()


QUERY = """
SELECT user, host, plugin, authentication_string = '' AS no_pw, Super_priv, Grant_priv,
       File_priv, password_last_changed
FROM mysql.user ORDER BY user, host
"""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--host", required=True)
    a = ap.parse_args()
    user, pw = credentials()
    conn = mysql.connector.connect(host=a.host, user=user, password=pw, connection_timeout=10)
    try:
        cur = conn.cursor()
        cur.execute(QUERY)
        rows = cur.fetchall()
        print(tabulate(rows, headers=[d[0] for d in cur.description], tablefmt="github"))
    finally:
        conn.close()


if __name__ == "__main__":
    main()
