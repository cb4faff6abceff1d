#!/usr/bin/env python3
"""Group colcon build output by package and show the first error of each failing package."""
import argparse
import re
import sys

PKG_START = re.compile(r"^Starting >>> (\S+)")
PKG_FAIL = re.compile(r"^Failed\s+<<< (\S+)")
ERROR = re.compile(r"^(?P<file>[^:\s]+):(?P<line>\d+):(?:\d+:)?\s*(?:fatal )?error:\s*(?P<msg>.*)")


def summarise(lines):
    current = None
    first_error = {}
    failed = []
    started = []
    for raw in lines:
        line = raw.rstrip("\n")
        m = PKG_START.match(line)
        if m:
            current = m.group(1)
            started.append(current)
            continue
        m = PKG_FAIL.match(line)
        if m:
            failed.append(m.group(1))
            continue
        m = ERROR.match(line)
        if m and current and current not in first_error:
            first_error[current] = (m.group("file"), int(m.group("line")), m.group("msg"))
    return started, failed, first_error


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("logfile")
    args = ap.parse_args()
    try:
        with open(args.logfile, encoding="utf-8", errors="replace") as fh:
            started, failed, first_error = summarise(fh)
    except OSError as exc:
        print(f"cannot read {args.logfile}: {exc}", file=sys.stderr)
        return 2
    print(f"packages started: {len(started)}, failed: {len(failed)}")
    for pkg in failed:
        where = first_error.get(pkg)
        if where:
            print(f"- {pkg}: {where[0]}:{where[1]}: {where[2]}")
        else:
            print(f"- {pkg}: no compiler error captured; see log/latest_build/{pkg}/stdout_stderr.log")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
