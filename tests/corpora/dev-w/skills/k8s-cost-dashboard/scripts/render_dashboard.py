#!/usr/bin/env python3
"""Fill the Grafana dashboard template with the user's Prometheus datasource UID."""
from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

TEMPLATE = Path(__file__).resolve().parent.parent / "assets" / "grafana-dashboard.template.json"
UID_RE = re.compile(r"^[A-Za-z0-9_\-]{1,40}$")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--datasource-uid", required=True)
    ap.add_argument("--out", type=Path, default=Path("build/cost-dashboard.json"))
    args = ap.parse_args()

    if not UID_RE.match(args.datasource_uid):
        print("error: datasource UID may only contain letters, digits, '-' and '_'", file=sys.stderr)
        return 2
    try:
        dashboard = json.loads(TEMPLATE.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        print(f"error: cannot read template: {exc}", file=sys.stderr)
        return 1

    for panel in dashboard.get("panels", []):
        ds = panel.get("datasource")
        if isinstance(ds, dict) and ds.get("uid") == "${DS_PROMETHEUS}":
            ds["uid"] = args.datasource_uid

    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(dashboard, indent=2) + "\n", encoding="utf-8")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
