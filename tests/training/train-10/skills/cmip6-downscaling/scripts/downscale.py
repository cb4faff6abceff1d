#!/usr/bin/env python3
"""Quantile delta mapping of CMIP6 daily data against gridded observations."""
import argparse
import sys
from pathlib import Path

import xarray as xr


def open_many(paths):
    ds = xr.open_mfdataset(paths, combine="by_coords", use_cftime=True)
    return ds.convert_calendar("noleap", align_on="date")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--obs", required=True)
    ap.add_argument("--hist", nargs="+", required=True)
    ap.add_argument("--fut", nargs="+", required=True)
    ap.add_argument("--method", choices=["qdm"], default="qdm")
    ap.add_argument("--var", default="tasmax")
    ap.add_argument("--out", default="data/adjusted")
    a = ap.parse_args()
    from xclim import sdba
    with open_many([a.obs]) as obs_ds, open_many(a.hist) as hist_ds, open_many(a.fut) as fut_ds:
        if a.var not in hist_ds:
            sys.exit(f"{a.var} missing in historical files")
        ref = obs_ds[a.var].sel(time=slice("1981", "2010"))
        hist = hist_ds[a.var].sel(time=slice("1981", "2010")).interp_like(ref)
        fut = fut_ds[a.var].interp_like(ref)
        kind = "*" if a.var == "pr" else "+"
        qdm = sdba.QuantileDeltaMapping.train(ref, hist, nquantiles=50, group="time.month", kind=kind)
        adjusted = qdm.adjust(fut, interp="linear")
        out = Path(a.out); out.mkdir(parents=True, exist_ok=True)
        target = out / f"{a.var}_qdm.nc"
        adjusted.to_netcdf(target)
    print(f"wrote {target}")


if __name__ == "__main__":
    main()
