#!/usr/bin/env python3
"""Create a Notion page (and optional tasks) from a notes JSON file.

notes.json: {"title": str, "summary": str, "decisions": [str], "actions": [{"owner", "task", "due"}], "questions": [str]}
"""
import argparse
import json
import os
import sys
import time

import requests

API = "https://api.notion.com/v1"


def call(method, path, body):
    headers = {"Authorization": f"Bearer {os.environ['NOTION_TOKEN']}", "Notion-Version": "2022-06-28"}
    while True:
        r = requests.request(method, API + path, json=body, headers=headers, timeout=30)
        if r.status_code == 429:
            time.sleep(float(r.headers.get("Retry-After", "1")))
            continue
        if not r.ok:
            sys.exit(f"create_page.py: {method} {path} -> {r.status_code} {r.text[:300]}")
        try:
            return r.json()
        except ValueError:
            sys.exit(f"create_page.py: {method} {path}: response was not JSON")


def text(s):
    return [{"type": "text", "text": {"content": s[i : i + 2000]}} for i in range(0, len(s), 2000)] or [{"type": "text", "text": {"content": ""}}]


def blocks(n):
    out = [{"object": "block", "type": "callout", "callout": {"rich_text": text(n["summary"]), "icon": {"emoji": "📌"}}}]
    for heading, items, kind in (("Decisions", n["decisions"], "bulleted_list_item"), ("Open questions", n["questions"], "bulleted_list_item")):
        out.append({"object": "block", "type": "heading_2", "heading_2": {"rich_text": text(heading)}})
        out += [{"object": "block", "type": kind, kind: {"rich_text": text(i)}} for i in items]
    out.append({"object": "block", "type": "heading_2", "heading_2": {"rich_text": text("Action items")}})
    out += [{"object": "block", "type": "to_do", "to_do": {"rich_text": text(f"{a['owner']} · {a['task']} · {a.get('due') or 'no date'}"), "checked": False}} for a in n["actions"]]
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("notes")
    ap.add_argument("--parent")
    ap.add_argument("--tasks-db")
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    try:
        with open(a.notes, encoding="utf-8") as fh:
            n = json.load(fh)
        for k in ("title", "summary", "decisions", "actions", "questions"):
            n[k]
        for act in n["actions"]:
            act["owner"], act["task"]
    except (OSError, json.JSONDecodeError, KeyError, TypeError) as exc:
        sys.exit(f"create_page.py: {a.notes}: invalid notes file ({exc})")
    bl = blocks(n)
    if a.dry_run:
        print(json.dumps(bl, indent=2, ensure_ascii=False))
        return
    if not a.parent or "NOTION_TOKEN" not in os.environ:
        sys.exit("create_page.py: need --parent and NOTION_TOKEN")
    page = call("POST", "/pages", {"parent": {"page_id": a.parent}, "properties": {"title": {"title": text(n["title"])}}, "children": bl[:100]})
    for i in range(100, len(bl), 100):
        call("PATCH", f"/blocks/{page['id']}/children", {"children": bl[i : i + 100]})
    created = 0
    if a.tasks_db:
        for act in n["actions"]:
            props = {"Name": {"title": text(act["task"])}, "Owner": {"rich_text": text(act["owner"])}}
            if act.get("due"):
                props["Due"] = {"date": {"start": act["due"]}}
            call("POST", "/pages", {"parent": {"database_id": a.tasks_db}, "properties": props})
            created += 1
    print(f"{page['url']}  ({created} tasks)")


if __name__ == "__main__":
    main()
