#!/usr/bin/env bash
# Convert WGS84 lat/long to an OS grid reference using python3 (stdlib only, approximate Helmert-free method).
# Usage: gridref.sh LAT LON
set -euo pipefail

if [[ $# -ne 2 ]]; then
  echo "usage: $0 LAT LON" >&2
  exit 2
fi
num='^-?[0-9]+(\.[0-9]+)?$'
if ! [[ $1 =~ $num && $2 =~ $num ]]; then
  echo "latitude and longitude must be decimal numbers" >&2
  exit 2
fi

python3 - "$1" "$2" <<'PY'
import math, sys
lat, lon = (math.radians(float(x)) for x in sys.argv[1:3])
a, b, F0 = 6377563.396, 6356256.909, 0.9996012717
lat0, lon0, N0, E0 = math.radians(49), math.radians(-2), -100000, 400000
e2 = 1 - (b * b) / (a * a); n = (a - b) / (a + b)
nu = a * F0 / math.sqrt(1 - e2 * math.sin(lat) ** 2)
rho = a * F0 * (1 - e2) / (1 - e2 * math.sin(lat) ** 2) ** 1.5
eta2 = nu / rho - 1
Ma = (1 + n + 1.25 * n**2 + 1.25 * n**3) * (lat - lat0)
Mb = (3 * n + 3 * n**2 + 2.625 * n**3) * math.sin(lat - lat0) * math.cos(lat + lat0)
Mc = (1.875 * n**2 + 1.875 * n**3) * math.sin(2 * (lat - lat0)) * math.cos(2 * (lat + lat0))
Md = 35 / 24 * n**3 * math.sin(3 * (lat - lat0)) * math.cos(3 * (lat + lat0))
M = b * F0 * (Ma - Mb + Mc - Md)
c, s, t = math.cos(lat), math.sin(lat), math.tan(lat)
I = M + N0; II = nu / 2 * s * c; III = nu / 24 * s * c**3 * (5 - t**2 + 9 * eta2)
IV = nu * c; V = nu / 6 * c**3 * (nu / rho - t**2)
dl = lon - lon0
N = I + II * dl**2 + III * dl**4
E = E0 + IV * dl + V * dl**3
e100k, n100k = int(E // 100000), int(N // 100000)
l1 = (19 - n100k) - (19 - n100k) % 5 + (e100k + 10) // 5
l2 = (19 - n100k) * 5 % 25 + e100k % 5
letters = "ABCDEFGHJKLMNOPQRSTUVWXYZ"
print(f"{letters[l1]}{letters[l2]} {int(E % 100000):05d} {int(N % 100000):05d}  (approx., ±100 m without datum shift)")
PY
