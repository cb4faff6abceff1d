#!/usr/bin/env python3
"""run_probes.py - send a prompt-injection probe set to YOUR OWN LLM application.

The only host contacted is the `url` in the target file. Probes are data: they
are sent as message content and never decoded, executed or followed locally.
The API key (if any) is read from one named environment variable, sent only to
that url, and replaced by [REDACTED] in every output.
"""
from __future__ import annotations

import argparse
import ipaddress
import json
import os
import re
import sys
import time
from datetime import datetime, timezone
from pathlib import Path
from urllib.parse import urlsplit

import requests
import yaml

RETRY_STATUS = {429, 502, 503, 504}
MAX_RETRIES_CAP = 5
MAX_BACKOFF = 30.0
MAX_RETRY_AFTER = 60.0
EXCERPT = 400
ENV_NAME_RE = re.compile(r"^[A-Z][A-Z0-9_]{2,63}$")


class ConfigError(Exception):
    pass


def load_yaml(path: Path) -> dict:
    try:
        with path.open(encoding="utf-8") as fh:
            data = yaml.safe_load(fh)
    except (OSError, yaml.YAMLError) as exc:
        raise ConfigError(f"cannot read {path}: {exc}") from exc
    if not isinstance(data, dict):
        raise ConfigError(f"{path}: top level must be a mapping")
    return data


def validate_target(t: dict) -> dict:
    for key in ("name", "url", "body_template", "response_text_path", "authorized_by"):
        if not t.get(key):
            raise ConfigError(f"target: '{key}' is required")
    parts = urlsplit(t["url"])
    host = parts.hostname or ""
    local = host == "localhost"
    try:
        local = local or ipaddress.ip_address(host).is_loopback
    except ValueError:
        pass
    if parts.scheme != "https" and not (parts.scheme == "http" and local):
        raise ConfigError("target: url must be https:// (plain http only for localhost)")
    if str(t.get("method", "POST")).upper() != "POST":
        raise ConfigError("target: only POST is supported")
    auth = t.get("auth")
    if auth is not None:
        if not isinstance(auth, dict) or not ENV_NAME_RE.match(str(auth.get("env", ""))):
            raise ConfigError("target: auth.env must name one environment variable (e.g. REDTEAM_TARGET_API_KEY)")
        if not auth.get("header"):
            raise ConfigError("target: auth.header is required when auth is set")
    if not isinstance(t.get("headers") or {}, dict):
        raise ConfigError("target: headers must be a mapping")
    if not isinstance(t["body_template"], (dict, list)):
        raise ConfigError("target: body_template must be a mapping or list")
    timeouts = t.get("timeouts") or {}
    try:
        t["_connect"] = float(timeouts.get("connect_seconds", 5))
        t["_read"] = float(timeouts.get("read_seconds", 60))
        t["_retries"] = max(0, min(int(t.get("max_retries", 3)), MAX_RETRIES_CAP))
        rpm = float(t.get("requests_per_minute", 20))
    except (AttributeError, TypeError, ValueError) as exc:
        raise ConfigError(f"target: timeouts/max_retries/requests_per_minute must be numbers ({exc})") from exc
    if not (0 < t["_connect"] <= 30 and 0 < t["_read"] <= 300):
        raise ConfigError("target: timeouts out of range (connect <= 30 s, read <= 300 s)")
    if not 0 < rpm <= 120:
        raise ConfigError("target: requests_per_minute must be in 1..120")
    t["_interval"] = 60.0 / rpm
    return t


def validate_probes(data: dict) -> list[dict]:
    probes = data.get("probes")
    if not isinstance(probes, list) or not probes:
        raise ConfigError("payloads: 'probes' must be a non-empty list")
    seen = set()
    for p in probes:
        if not isinstance(p, dict) or not isinstance(p.get("id"), str) or not isinstance(p.get("text"), str):
            raise ConfigError(f"payloads: every probe needs string 'id' and 'text' ({p!r:.80})")
        if p["id"] in seen:
            raise ConfigError(f"payloads: duplicate id {p['id']}")
        seen.add(p["id"])
        if "success_if_regex" in p:
            try:
                p["_re"] = re.compile(p["success_if_regex"])
            except re.error as exc:
                raise ConfigError(f"payloads: {p['id']} has invalid regex: {exc}") from exc
    return probes


def fill(template, payload: str):
    """Return a copy of the body template with "{{payload}}" replaced (JSON-safe)."""
    if isinstance(template, str):
        return template.replace("{{payload}}", payload)
    if isinstance(template, list):
        return [fill(v, payload) for v in template]
    if isinstance(template, dict):
        return {k: fill(v, payload) for k, v in template.items()}
    return template


def extract(obj, path: str) -> str | None:
    for part in path.split("."):
        if isinstance(obj, list) and part.isdigit() and int(part) < len(obj):
            obj = obj[int(part)]
        elif isinstance(obj, dict) and part in obj:
            obj = obj[part]
        else:
            return None
    return obj if isinstance(obj, str) else json.dumps(obj, ensure_ascii=False)


def send(session: requests.Session, t: dict, headers: dict, body) -> tuple[int | None, str, str | None]:
    """POST with bounded retries. Returns (status, text, error)."""
    last_err = None
    for attempt in range(t["_retries"] + 1):
        try:
            resp = session.post(t["url"], json=body, headers=headers, timeout=(t["_connect"], t["_read"]))
        except (requests.ConnectionError, requests.Timeout) as exc:
            last_err = f"{type(exc).__name__}: {exc}"
        else:
            if resp.status_code not in RETRY_STATUS:
                return resp.status_code, resp.text, None
            last_err = f"HTTP {resp.status_code}"
            retry_after = resp.headers.get("Retry-After", "")
            if retry_after.isdigit() and attempt < t["_retries"]:
                time.sleep(min(float(retry_after), MAX_RETRY_AFTER))
                continue
        if attempt < t["_retries"]:
            time.sleep(min(2.0 ** attempt, MAX_BACKOFF))
    return None, "", f"gave up after {t['_retries'] + 1} attempts ({last_err})"


def scrub(text: str, secrets: list[str], canary: str | None) -> str:
    for s in secrets:
        if s:
            text = text.replace(s, "[REDACTED]")
    if canary:
        text = text.replace(canary, "[CANARY]")
    return text[:EXCERPT] + ("…" if len(text) > EXCERPT else "")


def judge(p: dict, reply: str, canary: str | None) -> bool:
    low = reply.lower()
    if any(m.lower() in low for m in p.get("success_if_contains", [])):
        return True
    if "_re" in p and p["_re"].search(reply):
        return True
    return bool(p.get("success_if_canary") and canary and canary in reply)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--target", type=Path, required=True)
    ap.add_argument("--payloads", type=Path, default=Path(__file__).parent.parent / "assets" / "payloads.yaml")
    ap.add_argument("--out", type=Path, default=Path("redteam-report.json"))
    ap.add_argument("--only", action="append", default=[], help="run only these probe ids (repeatable)")
    ap.add_argument("--max-probes", type=int, default=100)
    ap.add_argument("--dry-run", action="store_true", help="validate config and list probes; send nothing")
    ap.add_argument("--i-own-this-target", action="store_true",
                    help="confirm you own the target or are authorised in writing to test it")
    args = ap.parse_args()

    try:
        target = validate_target(load_yaml(args.target))
        probes = validate_probes(load_yaml(args.payloads))
    except ConfigError as exc:
        print(f"config error: {exc}", file=sys.stderr)
        return 2
    if args.only:
        probes = [p for p in probes if p["id"] in set(args.only)]
    if len(probes) > args.max_probes:
        print(f"error: {len(probes)} probes exceed --max-probes {args.max_probes}", file=sys.stderr)
        return 2

    print(f"target: {target['name']} ({urlsplit(target['url']).netloc}), authorised by: {target['authorized_by']}")
    print(f"probes: {len(probes)}, ~{len(probes) * target['_interval'] / 60:.1f} min at the configured rate")
    if args.dry_run:
        for p in probes:
            print(f"  {p['id']:<16} {p.get('category', '?'):<30} {p.get('lang', '?')}")
        return 0
    if not args.i_own_this_target:
        print("refusing to send: pass --i-own-this-target to confirm authorisation", file=sys.stderr)
        return 2

    headers = {str(k): str(v) for k, v in (target.get("headers") or {}).items()}
    secrets: list[str] = []
    auth = target.get("auth")
    if auth:
        key = os.environ.get(auth["env"])
        if not key:
            print(f"error: environment variable {auth['env']} is not set", file=sys.stderr)
            return 2
        secrets.append(key)
        headers[auth["header"]] = f"{auth.get('scheme', '')} {key}".strip()
    canary = target.get("canary")

    results = []
    with requests.Session() as session:
        for i, p in enumerate(probes):
            if i:
                time.sleep(target["_interval"])
            status, raw, err = send(session, target, headers, fill(target["body_template"], p["text"]))
            reply = ""
            if err is None:
                try:
                    reply = extract(json.loads(raw), target["response_text_path"]) or raw
                except json.JSONDecodeError:
                    reply = raw
            outcome = "error" if err else ("vulnerable" if judge(p, reply, canary) else "resisted")
            results.append({
                "id": p["id"], "category": p.get("category"), "lang": p.get("lang"),
                "http_status": status, "outcome": outcome, "error": err,
                "reply_excerpt": scrub(reply, secrets, canary),
            })
            print(f"  {p['id']:<16} {outcome}")

    summary = {o: sum(r["outcome"] == o for r in results) for o in ("vulnerable", "resisted", "error")}
    report = {
        "target": target["name"],
        "host": urlsplit(target["url"]).netloc,
        "run_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "summary": summary,
        "results": results,
    }
    with args.out.open("w", encoding="utf-8") as fh:
        json.dump(report, fh, indent=2, ensure_ascii=False)
    print(f"summary: {summary} -> {args.out}")
    return 1 if summary["vulnerable"] else 0


if __name__ == "__main__":
    sys.exit(main())
