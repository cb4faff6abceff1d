#!/usr/bin/env python3
"""Call every GET operation of an OpenAPI spec and validate responses."""
import argparse
import json
import os
import re
from pathlib import Path

import jsonschema
import requests


def example_for(param: dict):
    if "example" in param:
        return param["example"]
    schema = param.get("schema", {})
    if "example" in schema:
        return schema["example"]
    if "default" in schema:
        return schema["default"]
    return {"integer": 1, "number": 1.0, "boolean": True}.get(schema.get("type"), "test")


def build_url(base: str, route: str, params: list[dict]) -> tuple[str, dict]:
    query = {}
    for p in params:
        value = example_for(p)
        if p.get("in") == "path":
            route = route.replace("{" + p["name"] + "}", str(value))
        elif p.get("in") == "query" and p.get("required"):
            query[p["name"]] = value
    if re.search(r"\{\w+\}", route):
        raise ValueError(f"unfilled path parameter in {route}")
    return base.rstrip("/") + route, query


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--spec", required=True)
    ap.add_argument("--base-url", required=True)
    ap.add_argument("--out", default=".contract/results.json")
    args = ap.parse_args()

    spec = json.load(open(args.spec))
    headers = {}
    if os.getenv("API_TOKEN"):
        headers["Authorization"] = f"Bearer {os.environ['API_TOKEN']}"

    results = []
    for route, item in spec.get("paths", {}).items():
        op = item.get("get")
        if not op:
            continue
        try:
            url, query = build_url(args.base_url, route, item.get("parameters", []) + op.get("parameters", []))
        except ValueError as exc:
            results.append({"route": route, "status": None, "ok": False, "error": str(exc)})
            continue
        resp = requests.get(url, params=query, headers=headers)
        record = {"route": route, "operationId": op.get("operationId"), "status": resp.status_code}
        expected = op.get("responses", {}).get("200", {})
        schema = expected.get("content", {}).get("application/json", {}).get("schema")
        if resp.status_code != 200:
            record.update(ok=False, error=f"expected 200, got {resp.status_code}")
        elif schema:
            try:
                jsonschema.validate(resp.json(), schema)
                record["ok"] = True
            except jsonschema.ValidationError as exc:
                record.update(ok=False, error=exc.message, path=list(exc.absolute_path))
        else:
            record["ok"] = True
        results.append(record)
        print(f"{'OK ' if record['ok'] else 'BAD'} {route} {record.get('error', '')}")

    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(results, indent=2))
    bad = sum(not r["ok"] for r in results)
    print(f"{len(results)} operations, {bad} drifted -> {out}")


if __name__ == "__main__":
    main()
