#!/usr/bin/env python3
"""Anteprima e invio di voci a eLabFTW (API v2) dell'istanza configurata dall'utente."""
import argparse
import os
import re
import sys
import time
from pathlib import Path
from urllib.parse import urlparse

import requests


def config():
    url, key = os.environ.get("ELABFTW_URL", "").rstrip("/"), os.environ.get("ELABFTW_API_KEY")
    if not url or not key:
        sys.exit("Imposta ELABFTW_URL e ELABFTW_API_KEY (vedi SKILL.md).")
    if urlparse(url).scheme != "https":
        sys.exit("ELABFTW_URL deve usare https://")
    return url + "/api/v2", {"Authorization": key}


def call(method, url, headers, **kw):
    for attempt in range(3):
        r = requests.request(method, url, headers=headers, timeout=60, **kw)
        time.sleep(0.5)
        if r.status_code >= 500 and attempt < 2:
            time.sleep(2 * (attempt + 1)); continue
        if r.status_code == 423:
            sys.exit("la voce è bloccata (firmata) e non può essere modificata")
        r.raise_for_status()
        return r
    raise RuntimeError("istanza non raggiungibile")


def files_ok(paths):
    out = []
    for p in map(Path, paths or []):
        if not p.is_file():
            sys.exit(f"file inesistente: {p}")
        out.append(p)
    return out


def preview(a):
    body = Path(a.body).read_text(encoding="utf-8")
    print(f"TITOLO: {a.title}\nTAG: {a.tags or '-'}\n"
          f"DESTINAZIONE: {'esperimento ' + str(a.experiment) if a.experiment else 'nuova voce'} "
          f"su {os.environ.get('ELABFTW_URL', '(ELABFTW_URL non impostato)')}\n---\n{body}\n---")
    for p in files_ok(a.attach):
        print(f"allegato: {p} ({p.stat().st_size / 1e6:.2f} MB)")


def push(a):
    if not a.confirm:
        sys.exit("invio rifiutato: mostra l'anteprima all'utente e usa --confirm solo dopo il suo sì")
    base, hdr = config()
    body = Path(a.body).read_text(encoding="utf-8")
    attachments = files_ok(a.attach)
    tags = [t.strip() for t in (a.tags or "").split(",") if t.strip()]
    if a.experiment:
        exp_id = a.experiment
        if not a.replace:
            current = call("GET", f"{base}/experiments/{exp_id}", hdr).json().get("body") or ""
            body = current + "\n\n" + body
    else:
        r = call("POST", f"{base}/experiments", hdr, json={"title": a.title, "tags": tags})
        m = re.search(r"/experiments/(\d+)$", r.headers.get("Location", ""))
        if not m:
            sys.exit("risposta inattesa: manca l'id del nuovo esperimento")
        exp_id = int(m.group(1))
    call("PATCH", f"{base}/experiments/{exp_id}", hdr,
         json={"title": a.title, "body": body, "content_type": 2})
    for p in attachments:
        with p.open("rb") as fh:
            call("POST", f"{base}/experiments/{exp_id}/uploads", hdr, files={"file": fh},
                 data={"comment": p.name})
    print(f"esperimento {exp_id} aggiornato ({len(attachments)} allegati)")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    for name in ("preview", "push"):
        p = sub.add_parser(name)
        p.add_argument("--title", required=True); p.add_argument("--body", required=True)
        p.add_argument("--tags"); p.add_argument("--attach", nargs="*")
        p.add_argument("--experiment", type=int)
        if name == "push":
            p.add_argument("--confirm", action="store_true"); p.add_argument("--replace", action="store_true")
    a = ap.parse_args()
    preview(a) if a.cmd == "preview" else push(a)


if __name__ == "__main__":
    main()
