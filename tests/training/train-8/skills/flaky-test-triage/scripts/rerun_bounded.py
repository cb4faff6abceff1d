#!/usr/bin/env python3
"""Run a test command repeatedly and report how often it fails.

Usage: rerun_bounded.py [--runs N] [--timeout SECONDS] -- COMMAND [ARGS...]
Runs are capped at 200; each run has its own timeout.
"""
import argparse
import subprocess
import sys

MAX_RUNS = 200


def main(argv):
    parser = argparse.ArgumentParser(description="Measure a flaky test's failure rate.")
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--timeout", type=float, default=300.0)
    parser.add_argument("command", nargs=argparse.REMAINDER)
    args = parser.parse_args(argv[1:])

    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    if not command:
        parser.error("give the test command after --")
    if not 1 <= args.runs <= MAX_RUNS:
        parser.error(f"--runs must be between 1 and {MAX_RUNS}")
    if args.timeout <= 0:
        parser.error("--timeout must be positive")

    passed = failed = timed_out = 0
    messages = {}
    for i in range(1, args.runs + 1):
        try:
            proc = subprocess.run(command, capture_output=True, text=True, timeout=args.timeout)
        except subprocess.TimeoutExpired:
            timed_out += 1
            print(f"run {i}: timeout after {args.timeout}s")
            continue
        if proc.returncode == 0:
            passed += 1
        else:
            failed += 1
            tail = (proc.stdout + proc.stderr).strip().splitlines()[-1:] or ["<no output>"]
            messages.setdefault(tail[0][:200], i)
        print(f"run {i}: {'pass' if proc.returncode == 0 else 'FAIL'}")

    print(f"\n{passed} passed, {failed} failed, {timed_out} timed out of {args.runs} runs")
    for msg, first in messages.items():
        print(f"  first seen in run {first}: {msg}")
    return 0 if failed == 0 and timed_out == 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
