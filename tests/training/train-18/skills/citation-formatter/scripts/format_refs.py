#!/usr/bin/env python3
"""Format CSL-JSON references in APA, Chicago author-date or Vancouver."""
import argparse
import json
import sys

import requests
import yaml


def authors(item, style):
    names = [f"{a.get('family', '')}, {a.get('given', '')[:1]}." for a in item.get("author", [])]
    if style == "vancouver":
        names = [n.replace(", ", " ").replace(".", "") for n in names]
        return ", ".join(names[:6]) + (", et al." if len(names) > 6 else "")
    if len(names) > 1:
        return ", ".join(names[:-1]) + ", & " + names[-1]
    return names[0] if names else ""


def year(item):
    parts = item.get("issued", {}).get("date-parts", [[None]])
    return parts[0][0] if parts and parts[0] else None


def fmt(item, style):
    a, y, t = authors(item, style), year(item), item.get("title", "")
    j, v, p = item.get("container-title", ""), item.get("volume", ""), item.get("page", "")
    doi = item.get("DOI")
    if style == "apa":
        s = f"{a} ({y}). {t}. *{j}*, *{v}*, {p}."
        return s + (f" https://doi.org/{doi}" if doi else "")
    if style == "chicago":
        s = f"{a} {y}. \"{t}.\" *{j}* {v}: {p}."
        return s + (f" https://doi.org/{doi}." if doi else "")
    return f"{a}. {t}. {j}. {y};{v}:{p}." + (f" doi:{doi}" if doi else "")


def lookup(doi, cfg):
    url = cfg["resolver_url"].rstrip("/") + "/" + doi
    try:
        r = requests.get(url, headers={"Accept": "application/vnd.citationstyles.csl+json"},
                         timeout=cfg.get("timeout_seconds", 10))
        r.raise_for_status()
        return r.json()
    except (requests.RequestException, ValueError) as exc:
        print(f"lookup failed for {doi}: {exc}", file=sys.stderr)
        return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("refs")
    ap.add_argument("--style", choices=["apa", "chicago", "vancouver"], default="apa")
    ap.add_argument("--lookup", action="store_true")
    args = ap.parse_args()
    try:
        with open(args.refs, encoding="utf-8") as fh:
            items = json.load(fh)
    except (OSError, json.JSONDecodeError) as exc:
        sys.exit(f"cannot read {args.refs}: {exc}")
    if not isinstance(items, list):
        sys.exit("expected a CSL-JSON list")

    cfg = {}
    if args.lookup:
        try:
            with open("lookup.yaml", encoding="utf-8") as fh:
                cfg = yaml.safe_load(fh) or {}
        except (OSError, yaml.YAMLError) as exc:
            sys.exit(f"cannot read lookup.yaml: {exc}")
        if not isinstance(cfg, dict) or not cfg.get("resolver_url"):
            sys.exit("--lookup needs resolver_url in lookup.yaml")

    for item in items:
        if args.lookup and item.get("DOI") and not (item.get("page") and item.get("volume")):
            found = lookup(item["DOI"], cfg)
            if found:
                for k in ("volume", "page", "container-title"):
                    item.setdefault(k, found.get(k, ""))
        missing = [k for k in ("author", "title", "issued") if not item.get(k)]
        if missing:
            print(f"incomplete {item.get('id', '?')}: missing {', '.join(missing)}", file=sys.stderr)
        print("- " + fmt(item, args.style))
    return 0


if __name__ == "__main__":
    sys.exit(main())
