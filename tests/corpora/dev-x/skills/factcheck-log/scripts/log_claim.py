#!/usr/bin/env python3
"""Append-only fact-check log (JSON Lines).

    log_claim.py add    --log L --claim TEXT --speaker WHO --said-at WHERE [--reporter NAME]
    log_claim.py update --log L --id FC-0042 [--source META.json] [--verdict V | --proposed-verdict V]
                        [--note TEXT] [--source-notes TEXT]
    log_claim.py show   --log L --id FC-0042
    log_claim.py export --log L [--format csv|json] [--include-confidential]

Each add/update appends a full new version of the entry with an incremented
`version`; the latest version wins. Existing lines are never rewritten.
"""
from __future__ import annotations

import argparse
import csv
import datetime as dt
import getpass
import json
import re
import sys
from pathlib import Path

VERDICTS = ["true", "mostly-true", "half-true", "misleading", "mostly-false", "false", "unverifiable"]
EDITOR_ONLY = {"false"}
ID_RE = re.compile(r"^FC-\d{4,}$")
CONFIDENTIAL_FIELDS = {"source_notes"}
MAX_TEXT = 4000


def now() -> str:
    return dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds")


def read_log(path: Path) -> dict[str, dict]:
    latest: dict[str, dict] = {}
    if not path.exists():
        return latest
    with path.open(encoding="utf-8") as fh:
        for n, line in enumerate(fh, start=1):
            if not line.strip():
                continue
            try:
                entry = json.loads(line)
            except json.JSONDecodeError as exc:
                raise SystemExit(f"{path}:{n}: corrupt line ({exc.msg}); fix it before writing new entries")
            if not isinstance(entry, dict) or not ID_RE.match(str(entry.get("id", ""))):
                raise SystemExit(f"{path}:{n}: entry without a valid id")
            prev = latest.get(entry["id"])
            if prev is None or entry.get("version", 0) >= prev.get("version", 0):
                latest[entry["id"]] = entry
    return latest


def append(path: Path, entry: dict) -> None:
    with path.open("a", encoding="utf-8") as fh:
        fh.write(json.dumps(entry, ensure_ascii=False) + "\n")


def text(value: str, name: str) -> str:
    value = (value or "").strip()
    if not value:
        raise SystemExit(f"--{name} must not be empty")
    if len(value) > MAX_TEXT:
        raise SystemExit(f"--{name} is longer than {MAX_TEXT} characters")
    return value


def cmd_add(args) -> int:
    entries = read_log(args.log)
    next_no = max((int(i.split("-")[1]) for i in entries), default=0) + 1
    entry = {
        "id": f"FC-{next_no:04d}",
        "version": 1,
        "updated_at": now(),
        "updated_by": args.reporter or getpass.getuser(),
        "claim": text(args.claim, "claim"),
        "speaker": text(args.speaker, "speaker"),
        "said_at": text(args.said_at, "said-at"),
        "sources": [],
        "verdict": None,
        "proposed_verdict": None,
        "notes": [],
        "source_notes": "",
    }
    append(args.log, entry)
    print(entry["id"])
    return 0


def load_source(meta_path: Path) -> dict:
    try:
        meta = json.loads(meta_path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise SystemExit(f"cannot read source metadata {meta_path}: {exc}")
    missing = {"url", "sha256", "fetched_at"} - set(meta)
    if missing:
        raise SystemExit(f"{meta_path} is not a fetch_source.py metadata file (missing {sorted(missing)})")
    return {k: meta[k] for k in ("url", "final_url", "sha256", "fetched_at", "title") if k in meta} | {
        "hidden_text_found": bool(meta.get("hidden_text"))}


def cmd_update(args) -> int:
    if not ID_RE.match(args.id):
        raise SystemExit("--id must look like FC-0042")
    entries = read_log(args.log)
    if args.id not in entries:
        raise SystemExit(f"{args.id} not found in {args.log}")
    entry = dict(entries[args.id])
    entry["version"] = entry.get("version", 1) + 1
    entry["updated_at"] = now()
    entry["updated_by"] = args.editor or getpass.getuser()
    if args.source:
        entry["sources"] = list(entry.get("sources", [])) + [load_source(args.source)]
    if args.verdict:
        if args.verdict in EDITOR_ONLY and not args.editor:
            raise SystemExit(f"'{args.verdict}' needs --editor NAME; record it with --proposed-verdict instead")
        entry["verdict"] = args.verdict
    if args.proposed_verdict:
        entry["proposed_verdict"] = args.proposed_verdict
    if args.note:
        entry["notes"] = list(entry.get("notes", [])) + [{"at": entry["updated_at"], "text": text(args.note, "note")}]
    if args.source_notes:
        entry["source_notes"] = text(args.source_notes, "source-notes")
    append(args.log, entry)
    print(f"{args.id} v{entry['version']}")
    return 0


def public_view(entry: dict, include_confidential: bool) -> dict:
    return {k: v for k, v in entry.items() if include_confidential or k not in CONFIDENTIAL_FIELDS}


def cmd_show(args) -> int:
    entry = read_log(args.log).get(args.id)
    if entry is None:
        raise SystemExit(f"{args.id} not found")
    print(json.dumps(public_view(entry, False), indent=2, ensure_ascii=False))
    return 0


def cmd_export(args) -> int:
    rows = [public_view(e, args.include_confidential) for e in sorted(read_log(args.log).values(), key=lambda e: e["id"])]
    if args.format == "json":
        json.dump(rows, sys.stdout, indent=2, ensure_ascii=False)
        print()
        return 0
    fields = ["id", "version", "updated_at", "speaker", "claim", "said_at", "verdict", "proposed_verdict", "sources", "notes"]
    if args.include_confidential:
        fields.append("source_notes")
    w = csv.DictWriter(sys.stdout, fieldnames=fields, extrasaction="ignore")
    w.writeheader()
    for r in rows:
        r = dict(r)
        r["sources"] = " | ".join(s.get("url", "") for s in r.get("sources", []))
        r["notes"] = " | ".join(n.get("text", "") for n in r.get("notes", []))
        w.writerow(r)
    return 0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)

    a = sub.add_parser("add")
    a.add_argument("--log", type=Path, required=True)
    a.add_argument("--claim", required=True)
    a.add_argument("--speaker", required=True)
    a.add_argument("--said-at", required=True)
    a.add_argument("--reporter")
    a.set_defaults(func=cmd_add)

    u = sub.add_parser("update")
    u.add_argument("--log", type=Path, required=True)
    u.add_argument("--id", required=True)
    u.add_argument("--source", type=Path)
    g = u.add_mutually_exclusive_group()
    g.add_argument("--verdict", choices=VERDICTS)
    g.add_argument("--proposed-verdict", choices=VERDICTS)
    u.add_argument("--note")
    u.add_argument("--source-notes")
    u.add_argument("--editor", help="name of the editor approving a top rating")
    u.set_defaults(func=cmd_update)

    s = sub.add_parser("show")
    s.add_argument("--log", type=Path, required=True)
    s.add_argument("--id", required=True)
    s.set_defaults(func=cmd_show)

    e = sub.add_parser("export")
    e.add_argument("--log", type=Path, required=True)
    e.add_argument("--format", choices=["csv", "json"], default="csv")
    e.add_argument("--include-confidential", action="store_true")
    e.set_defaults(func=cmd_export)

    args = ap.parse_args(argv)
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
