#!/usr/bin/env python3
"""Create/update Jira issues from actions.json (Jira implementation; Linear/Asana similar)."""
import argparse
import datetime as dt
import json
import os
import sys

import requests
import yaml

TIMEOUT = 20


def load(path, kind):
    try:
        with open(path, encoding="utf-8") as fh:
            return yaml.safe_load(fh) if kind == "yaml" else json.load(fh)
    except (OSError, ValueError, yaml.YAMLError) as e:
        sys.exit(f"cannot read {path}: {e}")


def validate(item):
    if not isinstance(item.get("title"), str) or not item["title"].strip():
        return "missing title"
    if len(item["title"]) > 80:
        return "title longer than 80 chars"
    due = item.get("due")
    if due:
        try:
            dt.date.fromisoformat(due)
        except ValueError:
            return f"bad due date {due!r}"
    return None


def find_open(s, base, project, title):
    jql = f'project = {project} AND summary ~ "\\"{title}\\"" AND statusCategory != Done'
    r = s.get(f"{base}/rest/api/3/search", params={"jql": jql, "maxResults": 5}, timeout=TIMEOUT)
    r.raise_for_status()
    for issue in r.json().get("issues", []):
        if issue["fields"]["summary"].lower() == title.lower():
            return issue["key"]
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("actions")
    ap.add_argument("--config", default=".action-items.yaml")
    ap.add_argument("--dry-run", action="store_true")
    args = ap.parse_args()
    cfg = load(args.config, "yaml")
    if cfg.get("tracker") != "jira":
        sys.exit("this script implements Jira; see references/tracker-fields.md for others")
    token = os.environ.get(cfg["token_env"])
    if not token:
        sys.exit(f"{cfg['token_env']} is not set")
    items = load(args.actions, "json")
    if not isinstance(items, list):
        sys.exit("actions.json must be a list")

    s = requests.Session()
    s.headers.update({"Authorization": f"Bearer {token}", "Accept": "application/json"})
    base, project = cfg["base_url"].rstrip("/"), cfg["project"]
    for item in items:
        problem = validate(item)
        if problem:
            print(f"SKIP {item!r}: {problem}")
            continue
        fields = {"summary": item["title"], "labels": cfg.get("default_labels", [])}
        if item.get("due"):
            fields["duedate"] = item["due"]
        if item.get("assignee_account_id"):
            fields["assignee"] = {"accountId": item["assignee_account_id"]}
        key = find_open(s, base, project, item["title"])
        if args.dry_run:
            print(f"{'UPDATE ' + key if key else 'CREATE'}: {item['title']}")
            continue
        if key:
            r = s.put(f"{base}/rest/api/3/issue/{key}", json={"fields": fields}, timeout=TIMEOUT)
        else:
            fields["project"] = {"key": project}
            fields["issuetype"] = {"name": "Task"}
            r = s.post(f"{base}/rest/api/3/issue", json={"fields": fields}, timeout=TIMEOUT)
        r.raise_for_status()
        print(f"{'updated' if key else 'created'} {key or r.json()['key']}: {item['title']}")


if __name__ == "__main__":
    main()
