#!/usr/bin/env python3
"""ClinicalTrials.gov API v2 helper: search, study, track."""
import argparse
import csv
import json
import re
import sys
import time
from pathlib import Path

import requests
import yaml

BASE = "https://clinicaltrials.gov/api/v2"
SKILL_DIR = Path(__file__).resolve().parent.parent
CAP = 5000
NCT = re.compile(r"^NCT\d{8}$")


def get(path, params=None):
    for attempt in range(4):
        r = requests.get(BASE + path, params=params, timeout=45)
        time.sleep(1.3)
        if (r.status_code == 429 or r.status_code >= 500) and attempt < 3:
            time.sleep(5 * (attempt + 1))
            continue
        r.raise_for_status()
        return r.json()
    raise RuntimeError("unreachable")


def iterate(params):
    params = dict(params, pageSize=200, countTotal="true")
    seen = 0
    while True:
        page = get("/studies", params)
        for s in page.get("studies", []):
            yield s
            seen += 1
            if seen >= CAP:
                print(f"stopped at {CAP} studies; narrow the search", file=sys.stderr)
                return
        token = page.get("nextPageToken")
        if not token:
            return
        params["pageToken"] = token


def flat(s):
    p = s["protocolSection"]
    return {
        "nct_id": p["identificationModule"]["nctId"],
        "title": p["identificationModule"].get("briefTitle", ""),
        "phase": ",".join(p.get("designModule", {}).get("phases", [])),
        "status": p["statusModule"]["overallStatus"],
        "sponsor": p.get("sponsorCollaboratorsModule", {}).get("leadSponsor", {}).get("name", ""),
        "enrolment": p.get("designModule", {}).get("enrollmentInfo", {}).get("count", ""),
        "primary_completion": p["statusModule"].get("primaryCompletionDateStruct", {}).get("date", ""),
        "last_update": p["statusModule"].get("lastUpdatePostDateStruct", {}).get("date", ""),
    }


def params_from_args(a):
    p = {}
    for key, val in (("query.cond", a.cond), ("query.intr", a.intr), ("query.spons", a.spons),
                     ("query.locn", a.locn), ("filter.overallStatus", a.status)):
        if val:
            p[key] = val
    if a.phase:
        p["filter.advanced"] = f"AREA[Phase]{a.phase}"
    return p


def search(a):
    rows = [flat(s) for s in iterate(params_from_args(a))]
    with open(a.out, "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=list(rows[0]) if rows else ["nct_id"])
        w.writeheader(); w.writerows(rows)
    print(f"{len(rows)} studies -> {a.out}")


def study(a):
    if not NCT.match(a.nct):
        sys.exit("expected an id like NCT01234567")
    p = get(f"/studies/{a.nct}")["protocolSection"]
    elig = p.get("eligibilityModule", {}).get("eligibilityCriteria", "")
    print(json.dumps({"title": p["identificationModule"].get("officialTitle"),
                      "arms": p.get("armsInterventionsModule", {}).get("armGroups", []),
                      "primary_outcomes": p.get("outcomesModule", {}).get("primaryOutcomes", []),
                      "eligibility": elig}, indent=2))


def track(a):
    try:
        searches = yaml.safe_load((SKILL_DIR / "assets" / "saved_searches.yaml").read_text())
    except yaml.YAMLError as exc:
        sys.exit(f"saved_searches.yaml is invalid: {exc}")
    if a.name not in searches:
        sys.exit(f"unknown saved search; choose from {', '.join(searches)}")
    current = {r["nct_id"]: r["last_update"] for r in map(flat, iterate(searches[a.name]))}
    snap = Path("ctgov_snapshots") / f"{a.name}.json"
    previous = {}
    if snap.exists():
        try:
            previous = json.loads(snap.read_text())
        except json.JSONDecodeError:
            sys.exit(f"{snap} is corrupt; move it aside and rerun")
    new = sorted(set(current) - set(previous))
    gone = sorted(set(previous) - set(current))
    changed = sorted(k for k in set(current) & set(previous) if current[k] != previous[k])
    print(json.dumps({"new": new, "removed": gone, "updated": changed}, indent=2))
    snap.parent.mkdir(exist_ok=True)
    snap.write_text(json.dumps(current, indent=1))


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("search")
    for f in ("--cond", "--intr", "--spons", "--locn", "--status", "--phase"):
        s.add_argument(f)
    s.add_argument("--out", default="trials.csv")
    st = sub.add_parser("study"); st.add_argument("nct")
    t = sub.add_parser("track"); t.add_argument("name")
    a = ap.parse_args()
    {"search": search, "study": study, "track": track}[a.cmd](a)


if __name__ == "__main__":
    main()
