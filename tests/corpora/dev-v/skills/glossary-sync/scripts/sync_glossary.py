#!/usr/bin/env python3
"""Glossar (TBX) aus der konfigurierten Quelle laden, vergleichen und Übersetzungen prüfen."""
import argparse
import glob
import hashlib
import json
import os
import shutil
import sys
import tempfile
import urllib.error
import urllib.request
import xml.etree.ElementTree as ET
from pathlib import Path
from urllib.parse import urlparse

CONFIG = Path("glossary.config.json")
TIMEOUT_S = 20
MAX_BYTES = 50 * 1024 * 1024
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def load_config():
    try:
        cfg = json.loads(CONFIG.read_text(encoding="utf-8"))
    except FileNotFoundError:
        sys.exit(f"{CONFIG} fehlt – Vorlage: assets/glossary.config.example.json")
    except json.JSONDecodeError as e:
        sys.exit(f"{CONFIG} ist kein gültiges JSON: {e}")
    url = cfg.get("source_url")
    if not url or urlparse(url).scheme != "https":
        sys.exit("source_url muss eine https-URL sein")
    if not isinstance(cfg.get("languages"), list) or not cfg["languages"]:
        sys.exit("languages muss eine nicht-leere Liste sein")
    return cfg


def download(cfg, dest):
    headers = {"Accept": "application/xml"}
    token_env = cfg.get("token_env")
    if token_env:
        token = os.environ.get(token_env)
        if not token:
            sys.exit(f"Umgebungsvariable {token_env} ist nicht gesetzt")
        headers["Authorization"] = f"Bearer {token}"
    req = urllib.request.Request(cfg["source_url"], headers=headers)
    digest = hashlib.sha256()
    size = 0
    with urllib.request.urlopen(req, timeout=TIMEOUT_S) as resp, open(dest, "wb") as fh:
        while chunk := resp.read(1 << 16):
            size += len(chunk)
            if size > MAX_BYTES:
                raise ValueError("Glossar größer als 50 MB – Abbruch")
            digest.update(chunk)
            fh.write(chunk)
    expected = cfg.get("sha256")
    if expected and digest.hexdigest() != expected.lower():
        raise ValueError(f"SHA-256 stimmt nicht: erwartet {expected}, erhalten {digest.hexdigest()}")


def parse_tbx(path):
    terms = {}
    root = ET.parse(path).getroot()
    for entry in root.iter("termEntry"):
        cid = entry.get("id")
        for lang_set in entry.iter("langSet"):
            lang = lang_set.get(XML_LANG)
            for tig in lang_set.iter("tig"):
                term = tig.findtext("term")
                status = next((n.text for n in tig.iter("termNote") if n.get("type") == "administrativeStatus"), "preferred")
                if cid and lang and term:
                    terms.setdefault(cid, {}).setdefault(lang, []).append((term, status))
    return terms


def diff(old, new):
    added = sorted(set(new) - set(old))
    removed = sorted(set(old) - set(new))
    changed = sorted(k for k in set(old) & set(new) if old[k] != new[k])
    return added, removed, changed


def lint(cfg, pattern):
    terms = parse_tbx(cfg["local_path"])
    forbidden = {t.lower(): cid for cid, langs in terms.items() for ts in langs.values()
                 for t, s in ts if s and "forbidden" in s.lower()}
    problems = 0
    for f in sorted(glob.glob(pattern, recursive=True)):
        try:
            data = json.loads(Path(f).read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError) as e:
            print(f"{f}: nicht lesbar ({e})")
            problems += 1
            continue
        stack = [("", data)]
        while stack:
            key, val = stack.pop()
            if isinstance(val, dict):
                stack.extend((f"{key}.{k}" if key else k, v) for k, v in val.items())
            elif isinstance(val, str):
                low = val.lower()
                for bad, cid in forbidden.items():
                    if bad in low:
                        print(f"{f}: {key}: verbotene Benennung '{bad}' (Eintrag {cid})")
                        problems += 1
    print(f"{problems} Problem(e)")
    return 1 if problems else 0


def main():
    ap = argparse.ArgumentParser()
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--check", action="store_true")
    g.add_argument("--apply", action="store_true")
    g.add_argument("--lint", metavar="GLOB")
    a = ap.parse_args()
    cfg = load_config()

    if a.lint:
        return lint(cfg, a.lint)

    local = Path(cfg["local_path"])
    with tempfile.TemporaryDirectory() as td:
        tmp = Path(td) / "glossary.tbx"
        try:
            download(cfg, tmp)
            new = parse_tbx(tmp)
        except (urllib.error.URLError, ValueError, ET.ParseError) as e:
            print(f"Download/Prüfung fehlgeschlagen: {e}", file=sys.stderr)
            return 1
        old = parse_tbx(local) if local.exists() else {}
        added, removed, changed = diff(old, new)
        print(f"neu: {len(added)} · geändert: {len(changed)} · entfernt: {len(removed)}")
        for label, ids in (("neu", added), ("geändert", changed), ("entfernt", removed)):
            for cid in ids[:20]:
                print(f"  {label}: {cid}")
        if a.apply:
            local.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(tmp, local)
            print(f"{local} aktualisiert")
    return 0


if __name__ == "__main__":
    sys.exit(main())
