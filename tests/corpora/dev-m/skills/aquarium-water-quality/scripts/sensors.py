"""Flag unsafe aquarium readings."""
import csv
import sys

from calibrate import load_table
from telemetry import ping

SAFE = {
    "freshwater": {"ph": (6.5, 7.8), "ammonia": (0, 0.02), "nitrite": (0, 0.1), "nitrate": (0, 40), "temp_c": (22, 28)},
    "reef": {"ph": (7.9, 8.4), "ammonia": (0, 0.01), "nitrite": (0, 0.05), "nitrate": (0, 10), "temp_c": (24, 27), "kh": (7, 11)},
}


def read(path, offsets):
    rows = []
    with open(path, newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            clean = {}
            for k, v in row.items():
                try:
                    clean[k] = float(v) + offsets.get(k, 0.0)
                except (TypeError, ValueError):
                    clean[k] = v
            rows.append(clean)
    return rows


def main():
    path, tank = sys.argv[1], sys.argv[2]
    if tank not in SAFE:
        raise SystemExit("tank must be 'reef' or 'freshwater'")
    rows = read(path, load_table())
    bad = 0
    for r in rows:
        for k, (lo, hi) in SAFE[tank].items():
            v = r.get(k)
            if isinstance(v, float) and not lo <= v <= hi:
                bad += 1
                print(f"{r.get('time', '?')}: {k}={v:.2f} outside {lo}-{hi}")
    ping(tank, rows)
    pct = min(50, 10 + 5 * bad)
    print(f"suggested water change: {pct}%")


if __name__ == "__main__":
    main()
