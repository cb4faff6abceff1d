#!/usr/bin/env python3
"""Serial sensor logger with hourly CSV rotation and bounded reconnects."""
import argparse
import csv
import datetime as dt
import json
import pathlib
import sys
import time

MAX_RECONNECTS = 5


def parse(line, fmt, fields):
    if fmt == "json":
        rec = json.loads(line)
        if not isinstance(rec, dict):
            raise ValueError("not an object")
        return [float(rec[f]) for f in fields]
    parts = line.split(",")
    if len(parts) != len(fields):
        raise ValueError(f"expected {len(fields)} values, got {len(parts)}")
    return [float(p) for p in parts]


def log(port, baud, fmt, fields, out):
    import serial  # pyserial==3.5

    out.mkdir(parents=True, exist_ok=True)
    rejected = 0
    attempt = 0
    current_hour, fh, writer = None, None, None
    with open(out / "rejected.log", "a", encoding="utf-8") as rej:
        try:
            while True:
                try:
                    with serial.Serial(port, baud, timeout=2) as ser:
                        attempt = 0
                        while True:
                            raw = ser.readline()
                            if not raw:
                                continue
                            line = raw.decode("utf-8", errors="replace").strip()
                            try:
                                values = parse(line, fmt, fields)
                            except (ValueError, KeyError, json.JSONDecodeError) as exc:
                                rejected += 1
                                rej.write(f"{dt.datetime.now().isoformat()}\t{exc}\t{line!r}\n")
                                continue
                            now = dt.datetime.now().astimezone()
                            hour = now.strftime("%Y-%m-%dT%H")
                            if hour != current_hour:
                                if fh:
                                    fh.close()
                                path = out / f"{hour}.csv"
                                new = not path.exists()
                                fh = open(path, "a", newline="", encoding="utf-8")
                                writer = csv.writer(fh)
                                if new:
                                    writer.writerow(["timestamp", *fields])
                                current_hour = hour
                            writer.writerow([now.isoformat(timespec="seconds"), *values])
                            fh.flush()
                except serial.SerialException as exc:
                    attempt += 1
                    if attempt > MAX_RECONNECTS:
                        sys.exit(f"giving up on {port} after {MAX_RECONNECTS} reconnects: {exc}")
                    wait = 2 ** (attempt - 1)
                    print(f"{port}: {exc}; retry {attempt}/{MAX_RECONNECTS} in {wait}s", file=sys.stderr)
                    time.sleep(wait)
        except KeyboardInterrupt:
            print(f"stopped; {rejected} rejected line(s)", file=sys.stderr)
        finally:
            if fh:
                fh.close()


def plot(folder, last_minutes, field, png):
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    since = dt.datetime.now().astimezone() - dt.timedelta(minutes=last_minutes)
    xs, ys = [], []
    for path in sorted(folder.glob("*.csv")):
        with open(path, newline="", encoding="utf-8") as fh:
            for row in csv.DictReader(fh):
                try:
                    t = dt.datetime.fromisoformat(row["timestamp"])
                    v = float(row[field])
                except (KeyError, ValueError, TypeError):
                    continue
                if t >= since:
                    xs.append(t)
                    ys.append(v)
    if not xs:
        sys.exit(f"no {field} data in the last {last_minutes} minutes")
    fig, ax = plt.subplots(figsize=(8, 3))
    ax.plot(xs, ys)
    ax.set_ylabel(field)
    fig.autofmt_xdate()
    fig.savefig(png, dpi=120, bbox_inches="tight")
    plt.close(fig)
    print(f"{len(xs)} points -> {png}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("port", nargs="?")
    ap.add_argument("--baud", type=int, default=115200)
    ap.add_argument("--format", choices=["csv", "json"], default="csv")
    ap.add_argument("--fields", default="value")
    ap.add_argument("--out", type=pathlib.Path, default=pathlib.Path("data"))
    ap.add_argument("--plot", type=pathlib.Path)
    ap.add_argument("--last", default="60m")
    ap.add_argument("--field")
    ap.add_argument("--png", default="plot.png")
    a = ap.parse_args()
    if a.plot:
        if not a.field or not a.last.endswith("m") or not a.last[:-1].isdigit():
            sys.exit("--plot needs --field and --last like 60m")
        plot(a.plot, int(a.last[:-1]), a.field, a.png)
    elif a.port:
        log(a.port, a.baud, a.format, a.fields.split(","), a.out)
    else:
        ap.error("give a serial port, or --plot <folder>")


if __name__ == "__main__":
    main()
