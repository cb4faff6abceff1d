#!/usr/bin/env python3
"""Generate multi-window multi-burn-rate Prometheus alerts from an SLO file."""
import argparse
import re
import sys

import yaml

WINDOWS = [  # (severity, long, short, burn rate)
    ("page", "1h", "5m", 14.4),
    ("page", "6h", "30m", 6.0),
    ("ticket", "3d", "6h", 1.0),
]
NAME_OK = re.compile(r"^[a-z][a-z0-9_-]*$")


def load(path: str) -> list[dict]:
    try:
        with open(path, encoding="utf-8") as fh:
            doc = yaml.safe_load(fh)
    except (OSError, yaml.YAMLError) as exc:
        sys.exit(f"cannot read {path}: {exc}")
    slos = (doc or {}).get("slos")
    if not isinstance(slos, list) or not slos:
        sys.exit(f"{path}: expected a non-empty 'slos' list")
    for i, s in enumerate(slos):
        for key in ("service", "name", "objective", "errors", "total"):
            if key not in s:
                sys.exit(f"{path}: slos[{i}] is missing '{key}'")
        if not NAME_OK.match(str(s["service"])) or not NAME_OK.match(str(s["name"])):
            sys.exit(f"{path}: slos[{i}] service/name must match {NAME_OK.pattern}")
        try:
            objective = float(s["objective"])
        except (TypeError, ValueError):
            sys.exit(f"{path}: slos[{i}].objective must be a number")
        if not 0 < objective < 100:
            sys.exit(f"{path}: slos[{i}].objective must be between 0 and 100")
    return slos


def ratio(s: dict, window: str) -> str:
    errors = re.sub(r"(\w+_total)(\{[^}]*\})?", lambda m: f"rate({m.group(0)}[{window}])", s["errors"])
    total = re.sub(r"(\w+_total)(\{[^}]*\})?", lambda m: f"rate({m.group(0)}[{window}])", s["total"])
    return f"({errors}) / ({total})"


def recording_rules(s: dict) -> list[dict]:
    windows = sorted({w for _, lng, sht, _ in WINDOWS for w in (lng, sht)})
    return [{"record": f"slo:{s['service']}_{s['name']}:error_ratio_{w}".replace("-", "_"),
             "expr": ratio(s, w)} for w in windows]


def alert_rules(s: dict, use_recording: bool) -> list[dict]:
    budget = 1 - float(s["objective"]) / 100
    rules = []
    for severity, lng, sht, burn in WINDOWS:
        def r(w):
            if use_recording:
                return f"slo:{s['service']}_{s['name']}:error_ratio_{w}".replace("-", "_")
            return ratio(s, w)
        expr = f"{r(lng)} > ({burn} * {budget:.6f})\nand\n{r(sht)} > ({burn} * {budget:.6f})"
        rules.append({
            "alert": f"SLOBurn_{s['service']}_{s['name']}_{lng}".replace("-", "_"),
            "expr": expr,
            "for": "2m" if severity == "page" else "15m",
            "labels": {"severity": severity, "service": s["service"], **(s.get("labels") or {})},
            "annotations": {
                "summary": f"{s['service']} {s['name']} SLO burning {burn}x over {lng}",
                "description": f"Error budget for {s['objective']}% {s['name']} is being consumed at {burn}x.",
            },
        })
    return rules


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("slo_file")
    ap.add_argument("--recording", action="store_true", help="also emit recording rules and use them")
    args = ap.parse_args()
    groups = []
    for s in load(args.slo_file):
        rules = (recording_rules(s) if args.recording else []) + alert_rules(s, args.recording)
        groups.append({"name": f"slo-{s['service']}-{s['name']}", "rules": rules})
    yaml.safe_dump({"groups": groups}, sys.stdout, sort_keys=False, width=120)


if __name__ == "__main__":
    main()
