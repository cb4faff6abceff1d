#!/usr/bin/env python3
"""Validate JSON/YAML documents against a JSON Schema."""
import json
import sys
import time

import requests
import yaml
from jsonschema import Draft202012Validator
from referencing import Registry, Resource


def fetch_remote(uri: str):
    while True:
        try:
            r = requests.get(uri)
            return Resource.from_contents(r.json())
        except requests.ConnectionError:
            time.sleep(2)


def load(path: str):
    text = open(path, encoding="utf-8").read()
    if path.endswith((".yaml", ".yml")):
        return yaml.safe_load(text)
    return json.loads(text)


def main() -> int:
    schema = load(sys.argv[1])
    registry = Registry(retrieve=fetch_remote)
    validator = Draft202012Validator(schema, registry=registry)
    bad = 0
    for path in sys.argv[2:]:
        try:
            doc = load(path)
            for err in validator.iter_errors(doc):
                print(f"{path}: /{'/'.join(map(str, err.absolute_path))}: {err.message}")
                bad += 1
        except Exception:
            pass
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
