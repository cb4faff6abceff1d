#!/usr/bin/env python3
"""Earth Search STAC: search scenes, windowed NDVI and RGB over an AOI."""
import argparse
import json
import re
import sys
import time

import numpy as np
import requests

API = "https://earth-search.aws.element84.com/v1"
CLOUD_SCL = [3, 8, 9, 10]


def post(url, body):
    for attempt in range(4):
        r = requests.post(url, json=body, timeout=30)
        if r.status_code >= 500 and attempt < 3:
            time.sleep(2 ** attempt); continue
        r.raise_for_status()
        return r.json()
    raise RuntimeError("STAC API unavailable")


def parse_bbox(text):
    try:
        w, s, e, n = (float(v) for v in text.split(","))
    except ValueError:
        sys.exit("--bbox must be west,south,east,north")
    if not (-180 <= w < e <= 180 and -90 <= s < n <= 90):
        sys.exit("bbox out of range or inverted")
    return [w, s, e, n]


def search(a):
    if not re.fullmatch(r"\d{4}-\d{2}-\d{2}/\d{4}-\d{2}-\d{2}", a.dates):
        sys.exit("--dates must be YYYY-MM-DD/YYYY-MM-DD")
    d0, d1 = a.dates.split("/")
    body = {"collections": [a.collection], "bbox": parse_bbox(a.bbox),
            "datetime": f"{d0}T00:00:00Z/{d1}T23:59:59Z",
            "query": {"eo:cloud_cover": {"lt": a.max_cloud}}, "limit": 100}
    url, seen = f"{API}/search", 0
    while url and seen < 1000:
        page = post(url, body)
        for f in page["features"]:
            p = f["properties"]
            print(f"{f['id']:40} {p['datetime'][:10]} cloud={p.get('eo:cloud_cover', '?'):>5}")
            seen += 1
        nxt = [l for l in page.get("links", []) if l.get("rel") == "next"]
        url, body = (nxt[0]["href"], nxt[0].get("body", body)) if nxt else (None, None)


def item(item_id, collection):
    r = requests.get(f"{API}/collections/{collection}/items/{item_id}", timeout=30)
    r.raise_for_status()
    return r.json()


def read_window(href, geom, epsg):
    import rasterio
    from rasterio.mask import mask
    from rasterio.warp import transform_geom
    with rasterio.Env(GDAL_HTTP_TIMEOUT="120", GDAL_HTTP_MAX_RETRY="3"):
        with rasterio.open(href) as src:
            g = transform_geom("EPSG:4326", f"EPSG:{epsg}", geom)
            data, transform = mask(src, [g], crop=True, filled=False)
            profile = src.profile
    return data[0], transform, profile


def load_aoi(path):
    try:
        with open(path) as fh:
            gj = json.load(fh)
    except (OSError, json.JSONDecodeError) as exc:
        sys.exit(f"cannot read AOI {path}: {exc}")
    return gj["features"][0]["geometry"] if gj.get("type") == "FeatureCollection" else gj


def write(path, arr, transform, profile, dtype, count=1):
    import rasterio
    profile.update(driver="GTiff", dtype=dtype, count=count, height=arr.shape[-2],
                   width=arr.shape[-1], transform=transform, compress="deflate", nodata=None)
    with rasterio.open(path, "w", **profile) as dst:
        dst.write(arr if count > 1 else arr[np.newaxis])


def reflectance(dn, props):
    offset = 0 if props.get("earthsearch:boa_offset_applied", True) else -1000
    return (dn.astype("float32") + offset) / 10000.0


def ndvi(a):
    it = item(a.item, a.collection); geom = load_aoi(a.aoi); epsg = it["properties"]["proj:epsg"]
    red, tr, prof = read_window(it["assets"]["red"]["href"], geom, epsg)
    nir, _, _ = read_window(it["assets"]["nir"]["href"], geom, epsg)
    red, nir = reflectance(red, it["properties"]), reflectance(nir, it["properties"])
    out = ((nir - red) / np.where((nir + red) == 0, np.nan, nir + red)).filled(np.nan)
    masked = 0
    if "scl" in it["assets"]:
        scl, _, _ = read_window(it["assets"]["scl"]["href"], geom, epsg)
        up = np.repeat(np.repeat(scl.filled(0), 2, axis=0), 2, axis=1)  # 20 m -> 10 m
        h, w = out.shape
        up = np.pad(up, ((0, max(0, h - up.shape[0])), (0, max(0, w - up.shape[1]))), mode="edge")[:h, :w]
        cloudy = np.isin(up, CLOUD_SCL)
        masked = int(cloudy.sum())
        out[cloudy] = np.nan
    write(a.out, out.astype("float32"), tr, prof, "float32")
    print(f"NDVI -> {a.out}; {masked} pixels masked as cloud/shadow (SCL {CLOUD_SCL})")


def rgb(a):
    it = item(a.item, a.collection); geom = load_aoi(a.aoi); epsg = it["properties"]["proj:epsg"]
    bands = [read_window(it["assets"][b]["href"], geom, epsg) for b in ("red", "green", "blue")]
    stack = np.stack([b[0].filled(0).astype("float32") for b in bands])
    lo, hi = np.percentile(stack[stack > 0], [2, 98])
    img = np.clip((stack - lo) / (hi - lo) * 255, 0, 255).astype("uint8")
    write(a.out, img, bands[0][1], bands[0][2], "uint8", count=3)
    print(f"RGB -> {a.out}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--collection", default="sentinel-2-l2a", choices=["sentinel-2-l2a", "landsat-c2-l2"])
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("search"); s.add_argument("--bbox", required=True); s.add_argument("--dates", required=True)
    s.add_argument("--max-cloud", type=float, default=20)
    s.add_argument("--collection", default="sentinel-2-l2a", choices=["sentinel-2-l2a", "landsat-c2-l2"])
    for name in ("ndvi", "rgb"):
        p = sub.add_parser(name); p.add_argument("item"); p.add_argument("--aoi", required=True)
        p.add_argument("--out", required=True)
    a = ap.parse_args()
    {"search": search, "ndvi": ndvi, "rgb": rgb}[a.cmd](a)


if __name__ == "__main__":
    main()
