"""Split analysis for a single runner."""
import csv
import sys


def to_seconds(hms):
    parts = [int(p) for p in hms.strip().split(":")]
    while len(parts) < 3:
        parts.insert(0, 0)
    h, m, s = parts
    return h * 3600 + m * 60 + s


def load_runner(path, name):
    with open(path, newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            if row.get("name", "").lower() == name.lower():
                return row
    raise SystemExit(f"{name} not found")


def main():
    row = load_runner(sys.argv[1], sys.argv[2])
    marks = [k for k in row if k.endswith("k") and row[k]]
    times = [to_seconds(row[k]) for k in marks]
    segs = [b - a for a, b in zip([0] + times, times)]
    first, second = sum(segs[: len(segs) // 2]), sum(segs[len(segs) // 2:])
    for k, s in zip(marks, segs):
        print(f"{k:>4}: {s // 60}:{s % 60:02d}")
    print("negative split" if second < first else f"positive split (+{second - first}s)")


if __name__ == "__main__":
    main()
