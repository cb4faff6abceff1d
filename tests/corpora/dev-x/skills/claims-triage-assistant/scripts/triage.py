#!/usr/bin/env python3
"""Score, flag and route FNOL claims.

    python3 scripts/triage.py claims_new.json --out triage.json [--fast-track-limit 2500] [--desk-limit 15000]

Input: {"claims": [...]} as written by claims_api.py, or a bare list.
Each claim needs: claim_number, line ("auto" | "property" | "liability"),
loss_date, reported_date, policy_inception, estimate. Optional fields are
listed in references/triage_rules.md. Claims that fail validation are listed
under "rejected" with the reason; they are never silently dropped.
"""
from __future__ import annotations

import argparse
import datetime as dt
import json
import sys
from pathlib import Path

LINES = {"auto", "property", "liability"}
REQUIRED = ("claim_number", "line", "loss_date", "reported_date", "policy_inception", "estimate")
STRONG = {"new_policy", "no_police_report_theft", "prior_claims", "inconsistent_dates"}


def parse_date(value, field: str) -> dt.date:
    try:
        return dt.date.fromisoformat(str(value)[:10])
    except ValueError:
        raise ValueError(f"{field} is not a date: {value!r}")


def validate(claim: dict) -> dict:
    if not isinstance(claim, dict):
        raise ValueError("claim is not an object")
    missing = [f for f in REQUIRED if claim.get(f) in (None, "")]
    if missing:
        raise ValueError(f"missing {', '.join(missing)}")
    if claim["line"] not in LINES:
        raise ValueError(f"unknown line of business {claim['line']!r}")
    try:
        estimate = float(claim["estimate"])
    except (TypeError, ValueError):
        raise ValueError(f"estimate is not a number: {claim['estimate']!r}")
    if estimate < 0:
        raise ValueError("estimate is negative")
    return {
        **claim,
        "estimate": estimate,
        "loss_date": parse_date(claim["loss_date"], "loss_date"),
        "reported_date": parse_date(claim["reported_date"], "reported_date"),
        "policy_inception": parse_date(claim["policy_inception"], "policy_inception"),
    }


def indicators(c: dict) -> list[tuple[str, str]]:
    found = []
    if (c["loss_date"] - c["policy_inception"]).days < 30:
        found.append(("new_policy", f"loss {(c['loss_date'] - c['policy_inception']).days} days after inception"))
    if c["reported_date"] < c["loss_date"]:
        found.append(("inconsistent_dates", "reported before the loss date"))
    lag = (c["reported_date"] - c["loss_date"]).days
    if lag > 30:
        found.append(("late_reporting", f"reported {lag} days after loss"))
    if c.get("cause") == "theft" and not c.get("police_report_number"):
        found.append(("no_police_report_theft", "theft without police report number"))
    if int(c.get("prior_claims_24m") or 0) >= 3:
        found.append(("prior_claims", f"{c['prior_claims_24m']} claims in 24 months"))
    if c.get("loss_date").weekday() >= 5 and c["line"] == "property" and c.get("cause") in {"fire", "water"}:
        found.append(("weekend_property", "fire/water loss on a weekend (weak)"))
    if c.get("recent_coverage_increase"):
        found.append(("coverage_increase", "coverage increased shortly before loss"))
    return found


def severity(c: dict) -> int:
    score = 1
    if c["estimate"] > 2500:
        score += 1
    if c["estimate"] > 15000:
        score += 1
    if c.get("injuries"):
        score += 2
    if c.get("total_loss"):
        score += 1
    return min(score, 5)


def route(c: dict, sev: int, flags: list[tuple[str, str]], fast_limit: float, desk_limit: float) -> str:
    strong = sum(1 for code, _ in flags if code in STRONG)
    if strong >= 2:
        return "SIU review"
    if c.get("injuries") or c.get("total_loss") or (c["line"] == "property" and c["estimate"] > desk_limit):
        return "field"
    if sev <= 2 and not flags and c["estimate"] <= fast_limit:
        return "fast-track"
    return "desk"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("claims", type=Path)
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--fast-track-limit", type=float, default=2500)
    ap.add_argument("--desk-limit", type=float, default=15000)
    args = ap.parse_args(argv)

    try:
        data = json.loads(args.claims.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        print(f"cannot read {args.claims}: {exc}", file=sys.stderr)
        return 2
    claims = data.get("claims") if isinstance(data, dict) else data
    if not isinstance(claims, list):
        print("input must be a list of claims or {\"claims\": [...]}", file=sys.stderr)
        return 2

    results, rejected = [], []
    for i, raw in enumerate(claims):
        try:
            c = validate(raw)
            flags = indicators(c)
        except (ValueError, TypeError) as exc:
            ref = raw.get("claim_number", f"#{i}") if isinstance(raw, dict) else f"#{i}"
            rejected.append({"claim": ref, "reason": str(exc)})
            continue
        sev = severity(c)
        results.append({
            "claim_number": c["claim_number"],
            "line": c["line"],
            "severity": sev,
            "route": route(c, sev, flags, args.fast_track_limit, args.desk_limit),
            "indicators": [{"code": code, "detail": detail} for code, detail in flags],
            "estimate": c["estimate"],
            "description": c.get("description", ""),
            "claimant": c.get("claimant", {}),
            "advisory": "Suggested route only; the adjuster decides.",
        })

    order = {"SIU review": 0, "field": 1, "desk": 2, "fast-track": 3}
    results.sort(key=lambda r: (order[r["route"]], -r["severity"]))
    args.out.write_text(json.dumps({"triaged": results, "rejected": rejected}, indent=2, ensure_ascii=False),
                        encoding="utf-8")
    counts = {k: sum(1 for r in results if r["route"] == k) for k in order}
    print(f"{len(results)} triaged, {len(rejected)} rejected: " + ", ".join(f"{k} {v}" for k, v in counts.items()))
    for r in rejected:
        print(f"  rejected {r['claim']}: {r['reason']}", file=sys.stderr)
    return 0 if not rejected else 1


if __name__ == "__main__":
    sys.exit(main())
