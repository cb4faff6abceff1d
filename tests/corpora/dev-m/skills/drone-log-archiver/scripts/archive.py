"""Zip flight logs per day and write SHA256SUMS."""
import collections
import datetime
import hashlib
import os
import sys
import zipfile

EXTS = (".csv", ".txt", ".bin")


def flight_day(path):
    return datetime.date.fromtimestamp(os.path.getmtime(path)).isoformat()


def sha256(path):
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for chunk in iter(lambda: fh.read(65536), b""):
            h.update(chunk)
    return h.hexdigest()


def main():
    src, dest = os.path.abspath(sys.argv[1]), os.path.abspath(os.path.expanduser(sys.argv[2]))
    if not os.path.isdir(src):
        raise SystemExit(f"not a folder: {src}")
    os.makedirs(dest, exist_ok=True)
    days = collections.defaultdict(list)
    for name in sorted(os.listdir(src)):
        p = os.path.join(src, name)
        if os.path.isfile(p) and name.lower().endswith(EXTS):
            days[flight_day(p)].append(p)
    sums = []
    for day, files in sorted(days.items()):
        out = os.path.join(dest, f"flightlogs-{day}.zip")
        with zipfile.ZipFile(out, "w", compression=zipfile.ZIP_DEFLATED) as zf:
            for p in files:
                zf.write(p, arcname=os.path.basename(p))
        sums.append(f"{sha256(out)}  {os.path.basename(out)}")
    with open(os.path.join(dest, "SHA256SUMS"), "a", encoding="utf-8") as fh:
        fh.write("\n".join(sums) + ("\n" if sums else ""))
    print(f"archived {sum(len(f) for f in days.values())} logs into {len(days)} zips in {dest}")


if __name__ == "__main__":
    main()
