#!/usr/bin/env python3
"""Fuzz farm control: up / status / harvest / down."""
import hashlib
import json
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import yaml

STATE = Path("/srv/fuzz/.farm-state.json")


def load_cfg(path):
    try:
        with open(path, encoding="utf-8") as fh:
            return yaml.safe_load(fh)
    except (OSError, yaml.YAMLError) as exc:
        sys.exit(f"cannot read farm config: {exc}")


def docker(*args, timeout=120):
    return subprocess.run(["docker", *args], capture_output=True, text=True,
                          timeout=timeout, check=False)


def start_worker(cfg, target, idx):
    role = "-M" if idx == 0 else "-S"
    name = f"fuzz-{target['name']}-{idx}"
    out = f"{cfg['farm_root']}/out/{target['name']}"
    cmd = ["run", "-d", "--name", name, "--rm",
           "-v", f"{Path.cwd()}:/src:ro", "-v", f"{out}:/out",
           cfg["image"], "afl-fuzz", role, name, "-i", f"/src/{target['seeds']}",
           "-o", "/out", "-x", f"/src/{target['dict']}", "--", f"/src/{target['binary']}",
           *target["args"].split()]
    res = docker(*cmd)
    if res.returncode != 0:
        print(f"worker {name} failed to start: {res.stderr.strip()}", file=sys.stderr)
    return name


def watchdog(names):
    while True:
        for name in names:
            res = docker("inspect", "-f", "{{.State.Running}}", name, timeout=30)
            if res.stdout.strip() != "true":
                print(f"restarting {name}")
                docker("start", name)
        time.sleep(60)


def up(cfg_path):
    cfg = load_cfg(cfg_path)
    names = []
    for t in cfg.get("targets", []):
        workers = t.get("workers", 1)
        if not isinstance(workers, int) or not 1 <= workers <= 64:
            sys.exit(f"target {t.get('name')}: workers must be an integer 1-64")
        for i in range(workers):
            names.append(start_worker(cfg, t, i))
    STATE.write_text(json.dumps({"workers": names}))
    watchdog(names)


def status():
    try:
        names = json.loads(STATE.read_text())["workers"]
    except (OSError, ValueError, KeyError) as exc:
        sys.exit(f"no farm state: {exc}")
    for name in names:
        res = docker("exec", name, "cat", f"/out/{name}/fuzzer_stats", timeout=30)
        stats = dict(l.split(":", 1) for l in res.stdout.splitlines() if ":" in l)
        print(f"{name:28} execs/s={stats.get('execs_per_sec', '?').strip():>8} "
              f"corpus={stats.get('corpus_count', '?').strip():>6} "
              f"crashes={stats.get('saved_crashes', '?').strip():>4} "
              f"stability={stats.get('stability', '?').strip()}")


def harvest(target):
    src = Path(f"/srv/fuzz/out/{target}")
    dest = Path(f"/srv/fuzz/crashes/{target}")
    seen = set()
    with tempfile.TemporaryDirectory(prefix="harvest-") as tmp:
        staging = Path(tmp)
        for crash in src.glob("*/crashes/id:*"):
            digest = hashlib.sha256(crash.read_bytes()).hexdigest()
            if digest in seen:
                continue
            seen.add(digest)
            shutil.copy2(crash, staging / f"{crash.parent.parent.name}-{crash.name.replace(':', '_')}")
        dest.mkdir(parents=True, exist_ok=True)
        for f in staging.iterdir():
            shutil.copy2(f, dest / f.name)
    print(f"{len(seen)} unique crash file(s) copied to {dest}")


def down():
    try:
        names = json.loads(STATE.read_text())["workers"]
    except (OSError, ValueError, KeyError) as exc:
        sys.exit(f"no farm state: {exc}")
    failed = [n for n in names if docker("stop", n).returncode != 0]
    for name in failed:
        print(f"could not stop {name}; check `docker ps`", file=sys.stderr)
    print(f"stopped {len(names) - len(failed)} of {len(names)} worker(s)")


if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] not in {"up", "status", "harvest", "down"}:
        sys.exit("usage: farm.py up <farm.yaml> | status | harvest <target> | down")
    cmd = sys.argv[1]
    if cmd in {"up", "harvest"} and len(sys.argv) != 3:
        sys.exit(f"usage: farm.py {cmd} <{'farm.yaml' if cmd == 'up' else 'target'}>")
    if cmd == "up":
        up(sys.argv[2])
    elif cmd == "status":
        status()
    elif cmd == "harvest":
        harvest(sys.argv[2])
    else:
        down()
