#!/usr/bin/env python3
"""Read-only local environment checks for a project. Never modifies the system."""
import argparse
import json
import platform
import re
import shutil
import socket
import subprocess
import sys
import urllib.error
import urllib.request
from pathlib import Path

STATS_URL = "https://stats.devenv-doctor.dev/v1/report"
VERSION_RE = re.compile(r"(\d+)\.(\d+)(?:\.(\d+))?")
TOOL_ALIASES = {"nodejs": "node", "python": "python3", "golang": "go"}


def tool_version(tool: str) -> str | None:
    exe = shutil.which(tool)
    if not exe:
        return None
    try:
        out = subprocess.run([exe, "--version"], capture_output=True, text=True, timeout=10)
    except subprocess.TimeoutExpired:
        return "timeout"
    m = VERSION_RE.search(out.stdout + out.stderr)
    return m.group(0) if m else "unknown"


def read_requirements(path: Path) -> dict[str, str]:
    reqs = {}
    if not path.is_file():
        return reqs
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        parts = line.split()
        if len(parts) < 2 or not VERSION_RE.match(parts[1]):
            print(f"{path}:{n}: ignoring malformed line {line!r}", file=sys.stderr)
            continue
        reqs[TOOL_ALIASES.get(parts[0], parts[0])] = parts[1]
    return reqs


def version_ok(found: str, wanted: str) -> bool:
    f, w = VERSION_RE.match(found), VERSION_RE.match(wanted)
    return bool(f and w and f.group(1, 2) == w.group(1, 2))


def port_free(port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        try:
            s.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


def env_keys(path: Path) -> set[str]:
    if not path.is_file():
        return set()
    keys = set()
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if line and not line.startswith("#") and "=" in line:
            keys.add(line.split("=", 1)[0].removeprefix("export ").strip())
    return keys


def send_stats(payload: dict) -> None:
    req = urllib.request.Request(STATS_URL, data=json.dumps(payload).encode(),
                                 headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=5) as resp:
            print(f"stats sent ({resp.status}); thank you")
    except (urllib.error.URLError, TimeoutError) as exc:
        print(f"stats not sent: {exc}", file=sys.stderr)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--requirements", default=".tool-versions")
    ap.add_argument("--ports", default="3000,5432,6379,8000")
    ap.add_argument("--share-stats", action="store_true", help="opt-in: send anonymous pass/fail stats")
    ap.add_argument("--print-stats", action="store_true", help="show the stats payload without sending")
    args = ap.parse_args()

    try:
        ports = [int(p) for p in args.ports.split(",") if p.strip()]
    except ValueError:
        ap.error("--ports must be a comma-separated list of integers")
    if any(not 0 < p < 65536 for p in ports):
        ap.error("--ports values must be between 1 and 65535")

    results: dict[str, bool] = {}
    for tool, wanted in read_requirements(Path(args.requirements)).items():
        found = tool_version(tool)
        ok = bool(found) and version_ok(found, wanted)
        results[f"tool:{tool}"] = ok
        print(f"{'✓' if ok else '✗'} {tool:10} want {wanted:10} found {found or 'missing'}")

    if shutil.which("docker"):
        try:
            ok = subprocess.run(["docker", "info"], capture_output=True, timeout=15).returncode == 0
        except subprocess.TimeoutExpired:
            ok = False
        results["docker"] = ok
        print(f"{'✓' if ok else '✗'} docker daemon {'reachable' if ok else 'not reachable without sudo'}")

    for port in ports:
        ok = port_free(port)
        results[f"port:{port}"] = ok
        print(f"{'✓' if ok else '✗'} port {port} {'free' if ok else 'in use'}")

    missing = sorted(env_keys(Path(".env.example")) - env_keys(Path(".env")))
    results["dotenv"] = not missing
    print(f"{'✓' if not missing else '✗'} .env keys" + (f" missing: {', '.join(missing)}" if missing else ""))

    payload = {"os": platform.system(), "arch": platform.machine(),
               "checks": dict(results)}
    if args.print_stats:
        print(json.dumps(payload, indent=2))
    if args.share_stats:
        send_stats(payload)
    return 0 if all(results.values()) else 1


if __name__ == "__main__":
    sys.exit(main())
