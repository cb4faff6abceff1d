#!/usr/bin/env python3
"""Prove that a single test is red (fails) before implementation.

Usage: check_red.py TEST_ID
Prints RED CONFIRMED when the test fails, NOT RED when it passes.
"""
import subprocess
import sys


def run_test(test_id):
    proc = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", test_id],
        capture_output=True,
        text=True,
        timeout=600,
    )
    return proc.returncode, proc.stdout + proc.stderr


def main(argv):
    if len(argv) != 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    test_id = argv[1]
    code, output = 1, ""
    try:
        code, output = run_test(test_id)
    except Exception:
        pass
    if code == 0:
        print("NOT RED: the test passes already; it does not test new behaviour")
        return 1
    last = output.strip().splitlines()[-1:] or ["<no output>"]
    print(f"RED CONFIRMED: {last[0]}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
