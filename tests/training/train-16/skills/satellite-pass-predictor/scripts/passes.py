#!/usr/bin/env python3
"""List passes of one satellite over an observer.

passes.py (--tle-file F | --tle-url URL) --sat NORAD_ID --lat DEG --lon DEG [--alt-m M] [--hours 48]
"""
import argparse
import datetime as dt
import math
import sys
import time
import urllib.error
import urllib.request

from sgp4.api import Satrec, jday

EARTH_A = 6378.137
EARTH_F = 1 / 298.257223563
MAX_ATTEMPTS = 3
TIMEOUT_S = 15


def fetch_tle_text(url):
    if not url.startswith("https://"):
        sys.exit("please give an https:// URL for the TLE source")
    last = None
    for attempt in range(1, MAX_ATTEMPTS + 1):
        try:
            with urllib.request.urlopen(url, timeout=TIMEOUT_S) as resp:
                return resp.read(2_000_000).decode("ascii", errors="strict")
        except (urllib.error.URLError, TimeoutError, UnicodeDecodeError) as exc:
            last = exc
            print(f"attempt {attempt}/{MAX_ATTEMPTS} failed: {exc}", file=sys.stderr)
            time.sleep(2 * attempt)
    sys.exit(f"could not fetch TLEs from {url}: {last}")


def find_tle(text, sat_id):
    lines = [l.rstrip() for l in text.splitlines() if l.strip()]
    for i, line in enumerate(lines):
        if line.startswith("1 ") and line[2:7].strip() == str(sat_id) and i + 1 < len(lines):
            return line, lines[i + 1]
    sys.exit(f"satellite {sat_id} not in the TLE set")


def gmst(jd_ut1):
    t = (jd_ut1 - 2451545.0) / 36525.0
    g = 67310.54841 + (876600 * 3600 + 8640184.812866) * t + 0.093104 * t * t - 6.2e-6 * t ** 3
    return math.radians((g % 86400) / 240.0)


def observer_ecef(lat, lon, alt_km):
    e2 = EARTH_F * (2 - EARTH_F)
    phi, lam = math.radians(lat), math.radians(lon)
    n = EARTH_A / math.sqrt(1 - e2 * math.sin(phi) ** 2)
    return ((n + alt_km) * math.cos(phi) * math.cos(lam),
            (n + alt_km) * math.cos(phi) * math.sin(lam),
            (n * (1 - e2) + alt_km) * math.sin(phi))


def elevation(sat, when, lat, lon, obs):
    jd, fr = jday(when.year, when.month, when.day, when.hour, when.minute, when.second)
    err, r, _v = sat.sgp4(jd, fr)
    if err:
        return None
    th = gmst(jd + fr)
    x = r[0] * math.cos(th) + r[1] * math.sin(th)
    y = -r[0] * math.sin(th) + r[1] * math.cos(th)
    z = r[2]
    dx, dy, dz = x - obs[0], y - obs[1], z - obs[2]
    phi, lam = math.radians(lat), math.radians(lon)
    up = (math.cos(phi) * math.cos(lam) * dx + math.cos(phi) * math.sin(lam) * dy + math.sin(phi) * dz)
    rng = math.sqrt(dx * dx + dy * dy + dz * dz)
    return math.degrees(math.asin(up / rng))


def main():
    ap = argparse.ArgumentParser()
    src = ap.add_mutually_exclusive_group(required=True)
    src.add_argument("--tle-file")
    src.add_argument("--tle-url")
    ap.add_argument("--sat", type=int, required=True)
    ap.add_argument("--lat", type=float, required=True)
    ap.add_argument("--lon", type=float, required=True)
    ap.add_argument("--alt-m", type=float, default=0.0)
    ap.add_argument("--hours", type=int, default=48)
    ap.add_argument("--min-el", type=float, default=10.0)
    a = ap.parse_args()
    if not (-90 <= a.lat <= 90 and -180 <= a.lon <= 180 and 1 <= a.hours <= 240):
        sys.exit("latitude, longitude or hours out of range")

    if a.tle_file:
        with open(a.tle_file, encoding="ascii") as fh:
            text = fh.read()
    else:
        text = fetch_tle_text(a.tle_url)
    l1, l2 = find_tle(text, a.sat)
    sat = Satrec.twoline2rv(l1, l2)
    obs = observer_ecef(a.lat, a.lon, a.alt_m / 1000)

    t = dt.datetime.now(dt.timezone.utc).replace(microsecond=0)
    end = t + dt.timedelta(hours=a.hours)
    in_pass, best = False, None
    while t < end:
        el = elevation(sat, t, a.lat, a.lon, obs)
        if el is not None and el > 0 and not in_pass:
            in_pass, rise, best = True, t, (el, t)
        elif in_pass and el is not None and el > best[0]:
            best = (el, t)
        elif in_pass and (el is None or el <= 0):
            in_pass = False
            if best[0] >= a.min_el:
                print(f"{rise:%Y-%m-%d}  rise {rise:%H:%M:%S}  max {best[0]:5.1f}° at {best[1]:%H:%M:%S}  set {t:%H:%M:%S}")
        t += dt.timedelta(seconds=20)


if __name__ == "__main__":
    main()
