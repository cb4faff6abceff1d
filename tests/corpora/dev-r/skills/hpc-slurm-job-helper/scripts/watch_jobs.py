#!/usr/bin/env python3
"""Follow a Slurm job until it leaves the queue, then print its final state."""
import subprocess
import sys
import time

FINAL = {"COMPLETED", "FAILED", "CANCELLED", "TIMEOUT", "OUT_OF_MEMORY", "NODE_FAIL"}


def state(jobid: str) -> str:
    out = subprocess.run(
        ["sacct", "-j", jobid, "--format=State", "--noheader", "--parsable2"],
        capture_output=True, text=True, timeout=60,
    )
    lines = [l.strip() for l in out.stdout.splitlines() if l.strip()]
    return lines[0].split()[0] if lines else "UNKNOWN"


def main() -> int:
    jobid = sys.argv[1]
    last = None
    while True:
        s = state(jobid)
        if s != last:
            print(f"{time.strftime('%H:%M:%S')} job {jobid}: {s}", flush=True)
            last = s
        if s in FINAL:
            return 0 if s == "COMPLETED" else 1
        time.sleep(30)


if __name__ == "__main__":
    raise SystemExit(main())
