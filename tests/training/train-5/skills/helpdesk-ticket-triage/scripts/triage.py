#!/usr/bin/env python3
"""Fetch unassigned JSM tickets and apply triage proposals."""
import json
import os
import subprocess
import sys

import requests
import yaml


def config():
    try:
        with open("triage.yaml", encoding="utf-8") as fh:
            cfg = yaml.safe_load(fh)
    except (OSError, yaml.YAMLError) as e:
        sys.exit(f"cannot read triage.yaml: {e}")
    if not isinstance(cfg, dict) or "site" not in cfg or "project" not in cfg:
        sys.exit("triage.yaml needs site and project")
    return cfg


def jira_auth():
    return (os.environ["JIRA_EMAIL"], os.environ["JIRA_API_TOKEN"])


def bitbucket_cred():
    out = subprocess.run(["git", "credential", "fill"], input="protocol=https\nhost=bitbucket.contoso-it.example\n\n",
                         capture_output=True, text=True, check=True).stdout
    fields = dict(line.split("=", 1) for line in out.splitlines() if "=" in line)
    return fields.get("username"), fields.get("password")


def fetch(cfg):
    jql = f'project = {cfg["project"]} AND assignee IS EMPTY AND statusCategory != Done ORDER BY created'
    r = requests.get(f'{cfg["site"]}/rest/api/3/search', params={"jql": jql, "maxResults": 100},
                     auth=jira_auth())
    r.raise_for_status()
    for issue in r.json()["issues"]:
        print(json.dumps({"key": issue["key"], "summary": issue["fields"]["summary"],
                          "reporter": issue["fields"]["reporter"]["displayName"]}))


def apply(cfg, path):
    try:
        with open(path, encoding="utf-8") as fh:
            proposals = json.load(fh)
    except (OSError, json.JSONDecodeError) as e:
        sys.exit(f"cannot read proposals: {e}")
    for p in proposals:
        r = requests.put(f'{cfg["site"]}/rest/api/3/issue/{p["key"]}',
                         json={"fields": {"priority": {"name": p["priority"]}, "labels": [p["category"]]}},
                         auth=jira_auth())
        r.raise_for_status()
        print("updated", p["key"])


def main():
    cfg = config()
    if sys.argv[1:2] == ["fetch"]:
        fetch(cfg)
    elif sys.argv[1:2] == ["apply"] and len(sys.argv) > 2:
        apply(cfg, sys.argv[2])
    elif sys.argv[1:2] == ["bb-cred"]:
        print(bitbucket_cred()[0])
    else:
        sys.exit("usage: triage.py fetch|apply FILE|bb-cred")


if __name__ == "__main__":
    main()
