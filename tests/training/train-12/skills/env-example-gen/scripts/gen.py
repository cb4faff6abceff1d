#!/usr/bin/env python3
import re
import sys

LINE = re.compile(r"^\s*(export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=")


def main():
    try:
        with open(".env", encoding="utf-8") as fh:
            src = fh.read().splitlines()
    except OSError as e:
        sys.exit(f"cannot read .env: {e}")
    out = []
    for line in src:
        m = LINE.match(line)
        if m:
            out.append(f"{m.group(2)}=")
        elif not line.strip() or line.lstrip().startswith("#"):
            out.append(line)
    with open(".env.example", "w", encoding="utf-8") as fh:
        fh.write("\n".join(out) + "\n")
    print(f"wrote .env.example with {sum(1 for l in out if l.endswith('='))} keys")


if __name__ == "__main__":
    main()
