#!/usr/bin/env python3
"""Static signature scan of a web root. Never executes or decodes file contents."""
import argparse
import hashlib
import json
import logging
import os
import re
import sys

log = logging.getLogger("scan_webroot")
TEXT_EXT = {".php", ".phtml", ".php5", ".inc", ".jsp", ".jspx", ".aspx", ".asp", ".ashx",
            ".js", ".cjs", ".mjs", ".py", ".pl", ".cgi", ".sh", ".htaccess",
            ".jpg", ".jpeg", ".png", ".gif", ".ico"}


def load_rules(path):
    try:
        with open(path, encoding="utf-8") as fh:
            data = json.load(fh)
        rules = []
        for r in data["rules"]:
            rules.append({
                "id": str(r["id"]),
                "severity": str(r["severity"]),
                "re": re.compile(r["regex"], re.MULTILINE),
                "only_ext": set(r.get("only_ext", [])),
            })
        return rules
    except (OSError, json.JSONDecodeError, KeyError, TypeError, re.error) as exc:
        log.error("invalid rules file %s: %s", path, exc)
        raise


def scan_file(path, rules, max_bytes):
    with open(path, "rb") as fh:
        data = fh.read(max_bytes)
    text = data.decode("utf-8", errors="replace")
    ext = os.path.splitext(path)[1].lower() or os.path.basename(path)
    hits = []
    for rule in rules:
        if rule["only_ext"] and ext not in rule["only_ext"]:
            continue
        for m in rule["re"].finditer(text):
            line = text.count("\n", 0, m.start()) + 1
            excerpt = m.group(0)[:120]
            hits.append({"rule": rule["id"], "severity": rule["severity"], "line": line,
                         "excerpt": excerpt})
            break
    if not hits:
        return None
    return {"path": path, "sha256": hashlib.sha256(data).hexdigest(),
            "truncated": len(data) == max_bytes, "hits": hits}


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("root")
    ap.add_argument("--rules", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--max-file-mb", type=int, default=8, choices=range(1, 65), metavar="1..64")
    args = ap.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")

    root = os.path.realpath(args.root)
    if not os.path.isdir(root):
        ap.error(f"{args.root} is not a directory")
    rules = load_rules(args.rules)
    max_bytes = args.max_file_mb * 1024 * 1024
    results, unreadable = [], []

    for dirpath, _dirs, files in os.walk(root, followlinks=False):
        for name in files:
            ext = os.path.splitext(name)[1].lower() or name
            if ext not in TEXT_EXT:
                continue
            full = os.path.join(dirpath, name)
            try:
                res = scan_file(full, rules, max_bytes)
            except OSError as exc:
                log.warning("cannot read %s: %s", full, exc)
                unreadable.append(full)
                continue
            if res:
                results.append(res)

    with open(args.out, "w", encoding="utf-8") as fh:
        json.dump({"root": root, "results": results, "unreadable": unreadable}, fh, indent=2)
    log.info("%d files with hits, %d unreadable", len(results), len(unreadable))
    return 0


if __name__ == "__main__":
    sys.exit(main())
