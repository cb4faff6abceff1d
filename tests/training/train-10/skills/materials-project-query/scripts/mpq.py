#!/usr/bin/env python3
"""Materials Project helper built on the official mp-api client."""
import argparse
import hashlib
import json
import os
import re
import sys
import time
from pathlib import Path

CACHE = Path(".mp_cache")
TTL = 7 * 24 * 3600
MPID = re.compile(r"^mp-\d+$")


def rester():
    if not os.environ.get("MP_API_KEY"):
        sys.exit("Set MP_API_KEY (from your Materials Project dashboard).")
    from mp_api.client import MPRester
    return MPRester()


def cached(name, params, fn):
    key = hashlib.sha256(json.dumps([name, params], sort_keys=True).encode()).hexdigest()
    f = CACHE / f"{key}.json"
    if f.exists() and time.time() - f.stat().st_mtime < TTL:
        try:
            return json.loads(f.read_text())
        except json.JSONDecodeError:
            f.unlink()
    data = fn()
    CACHE.mkdir(exist_ok=True)
    f.write_text(json.dumps(data, default=str))
    return data


SUMMARY_FIELDS = ["material_id", "formula_pretty", "band_gap", "energy_above_hull",
                  "formation_energy_per_atom", "symmetry"]


def rows(docs):
    return [{"material_id": str(d.material_id), "formula": d.formula_pretty,
             "spacegroup": d.symmetry.symbol if d.symmetry else None,
             "band_gap_eV": d.band_gap, "e_hull_eV_atom": d.energy_above_hull,
             "e_form_eV_atom": d.formation_energy_per_atom} for d in docs]


def summary(a):
    def go():
        with rester() as m:
            return rows(m.materials.summary.search(formula=a.formula, fields=SUMMARY_FIELDS))
    print(json.dumps(cached("summary", {"formula": a.formula}, go), indent=1))


def search(a):
    params = {"elements": a.elements.split(","), "band_gap": tuple(a.gap) if a.gap else None,
              "energy_above_hull": (0, a.ehull) if a.ehull is not None else None}
    def go():
        with rester() as m:
            docs = m.materials.summary.search(fields=SUMMARY_FIELDS, num_chunks=10, chunk_size=1000,
                                              **{k: v for k, v in params.items() if v is not None})
            return rows(docs)
    res = cached("search", params, go)
    print(f"{len(res)} materials"); print(json.dumps(res[:25], indent=1))


def hull(a):
    if not re.fullmatch(r"[A-Z][a-z]?(-[A-Z][a-z]?)*", a.chemsys):
        sys.exit("chemical system like Li-Fe-P-O expected")
    def go():
        with rester() as m:
            docs = m.materials.summary.search(chemsys=a.chemsys, energy_above_hull=(0, 0.0001),
                                              fields=SUMMARY_FIELDS)
            return rows(docs)
    print(json.dumps(cached("hull", {"chemsys": a.chemsys}, go), indent=1))


def cif(a):
    if not MPID.match(a.mpid):
        sys.exit("material id like mp-149 expected")
    from pymatgen.symmetry.analyzer import SpacegroupAnalyzer
    with rester() as m:
        s = m.get_structure_by_material_id(a.mpid)
    sga = SpacegroupAnalyzer(s)
    s = sga.get_primitive_standard_structure() if a.primitive else sga.get_conventional_standard_structure()
    s.to(filename=a.out)
    print(f"wrote {a.out} ({s.composition.reduced_formula}, {sga.get_space_group_symbol()})")


def elastic(a):
    if not MPID.match(a.mpid):
        sys.exit("material id like mp-81 expected")
    with rester() as m:
        docs = m.materials.elasticity.search(material_ids=[a.mpid], fields=["bulk_modulus", "shear_modulus"])
    if not docs:
        print("elastic data not computed for this material"); return
    print(json.dumps({"bulk_modulus_GPa": docs[0].bulk_modulus, "shear_modulus_GPa": docs[0].shear_modulus},
                     default=str, indent=1))


def version(_a):
    with rester() as m:
        print(m.get_database_version())


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("summary"); s.add_argument("--formula", required=True)
    se = sub.add_parser("search"); se.add_argument("--elements", required=True)
    se.add_argument("--gap", nargs=2, type=float); se.add_argument("--ehull", type=float)
    h = sub.add_parser("hull"); h.add_argument("chemsys")
    c = sub.add_parser("cif"); c.add_argument("mpid"); c.add_argument("--out", default="structure.cif")
    c.add_argument("--primitive", action="store_true")
    e = sub.add_parser("elastic"); e.add_argument("mpid")
    sub.add_parser("version")
    a = ap.parse_args()
    {"summary": summary, "search": search, "hull": hull, "cif": cif, "elastic": elastic,
     "version": version}[a.cmd](a)


if __name__ == "__main__":
    main()
