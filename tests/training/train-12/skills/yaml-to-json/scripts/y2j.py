#!/usr/bin/env python3
import json
import sys

import yaml


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: y2j.py FILE.yaml")
    try:
        with open(sys.argv[1], encoding="utf-8") as fh:
            docs = list(yaml.safe_load_all(fh))
    except (OSError, yaml.YAMLError) as e:
        sys.exit(f"cannot convert {sys.argv[1]}: {e}")
    out = docs[0] if len(docs) == 1 else docs
    json.dump(out, sys.stdout, indent=2, ensure_ascii=False, default=str)
    print()


if __name__ == "__main__":
    main()
