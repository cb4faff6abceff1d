#!/usr/bin/env python3
"""Convierte exportaciones de LastPass (CSV) o 1Password (.1pux) al JSON de Bitwarden.

Uso:
    convert.py --input lastpass_export.csv --out bitwarden.json
    convert.py --input export.1pux --out bitwarden.json
"""
from __future__ import annotations

import argparse
import csv
import json
import sys
import tempfile
import uuid
import zipfile
from collections import Counter
from pathlib import Path

LASTPASS_COLUMNS = {"url", "username", "password", "totp", "extra", "name", "grouping", "fav"}


def new_id() -> str:
    return str(uuid.uuid4())


def login_item(name, username, password, uri, totp, notes, folder_id, favorite) -> dict:
    return {
        "id": new_id(),
        "organizationId": None,
        "folderId": folder_id,
        "type": 1,
        "name": name or (uri or "sin nombre"),
        "notes": notes or None,
        "favorite": bool(favorite),
        "login": {
            "uris": [{"match": None, "uri": uri}] if uri else [],
            "username": username or None,
            "password": password or None,
            "totp": totp or None,
        },
    }


def from_lastpass(path: Path) -> tuple[list[dict], list[dict], list[str]]:
    folders: dict[str, str] = {}
    items, problems = [], []
    with path.open(newline="", encoding="utf-8-sig") as fh:
        reader = csv.DictReader(fh)
        missing = LASTPASS_COLUMNS - set(reader.fieldnames or [])
        if missing:
            sys.exit(f"error: no parece una exportación de LastPass; faltan columnas: {', '.join(sorted(missing))}")
        for n, row in enumerate(reader, start=2):
            if None in row:
                problems.append(f"línea {n}: columnas de más (¿comas sin comillas en las notas?)")
                continue
            group = (row.get("grouping") or "").strip()
            folder_id = None
            if group:
                folder_id = folders.setdefault(group, new_id())
            if row.get("url") == "http://sn":  # nota segura de LastPass
                items.append({
                    "id": new_id(), "organizationId": None, "folderId": folder_id, "type": 2,
                    "name": row.get("name") or "nota", "notes": row.get("extra"), "favorite": row.get("fav") == "1",
                    "secureNote": {"type": 0},
                })
                continue
            items.append(login_item(row.get("name"), row.get("username"), row.get("password"), row.get("url"),
                                    row.get("totp"), row.get("extra"), folder_id, row.get("fav") == "1"))
    return [{"id": i, "name": g} for g, i in folders.items()], items, problems


def from_1pux(path: Path) -> tuple[list[dict], list[dict], list[str]]:
    folders, items, problems = [], [], []
    with zipfile.ZipFile(path) as zf:
        if "export.data" not in zf.namelist():
            sys.exit("error: el archivo .1pux no contiene export.data")
        tmp = tempfile.NamedTemporaryFile(prefix="1pux-", suffix=".json", delete=False)
        tmp.write(zf.read("export.data"))
        tmp.close()
    with open(tmp.name, encoding="utf-8") as fh:
        data = json.load(fh)
    for account in data.get("accounts", []):
        for vault in account.get("vaults", []):
            fid = new_id()
            folders.append({"id": fid, "name": vault.get("attrs", {}).get("name", "1Password")})
            for it in vault.get("items", []):
                ov = it.get("overview", {})
                det = it.get("details", {})
                fields = {f.get("designation"): f.get("value") for f in det.get("loginFields", [])}
                totp = None
                for section in det.get("sections", []):
                    for fld in section.get("fields", []):
                        if "totp" in fld.get("value", {}):
                            totp = fld["value"]["totp"]
                if not fields.get("password") and not det.get("notesPlain"):
                    problems.append(f"{ov.get('title', '?')}: sin contraseña ni notas, omitido")
                    continue
                items.append(login_item(ov.get("title"), fields.get("username"), fields.get("password"),
                                        ov.get("url"), totp, det.get("notesPlain"), fid, it.get("favIndex", 0) > 0))
    return folders, items, problems


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--input", type=Path, required=True)
    ap.add_argument("--out", type=Path, required=True)
    args = ap.parse_args()

    if not args.input.is_file():
        print(f"error: {args.input} no existe", file=sys.stderr)
        return 2
    suffix = args.input.suffix.lower()
    if suffix == ".csv":
        folders, items, problems = from_lastpass(args.input)
    elif suffix == ".1pux":
        try:
            folders, items, problems = from_1pux(args.input)
        except (zipfile.BadZipFile, json.JSONDecodeError, UnicodeDecodeError) as exc:
            print(f"error: el archivo .1pux está dañado o no es válido: {exc}", file=sys.stderr)
            return 2
    else:
        print("error: formato no soportado (se espera .csv de LastPass o .1pux de 1Password)", file=sys.stderr)
        return 2

    with args.out.open("w", encoding="utf-8") as fh:
        json.dump({"encrypted": False, "folders": folders, "items": items}, fh, indent=2, ensure_ascii=False)

    dupes = Counter((i["name"], (i.get("login") or {}).get("username")) for i in items)
    print(f"entradas: {len(items)}  carpetas: {len(folders)}  problemas: {len(problems)}")
    print(f"sin URL: {sum(1 for i in items if i['type'] == 1 and not i['login']['uris'])}")
    print(f"posibles duplicados: {sum(1 for v in dupes.values() if v > 1)}")
    for p in problems:
        print(f"  - {p}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
