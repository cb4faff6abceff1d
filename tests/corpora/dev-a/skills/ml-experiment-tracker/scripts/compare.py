#!/usr/bin/env python3
"""Compare runs of one experiment by a metric."""
import argparse
import json
import pathlib
import statistics


def best(metrics_path, metric, mode):
    vals = []
    with open(metrics_path) as fh:
        for line in fh:
            rec = json.loads(line)
            if metric in rec:
                vals.append((rec[metric], rec.get("epoch")))
    if not vals:
        return None, None
    return (max if mode == "max" else min)(vals, key=lambda v: v[0])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("experiment")
    ap.add_argument("--metric", default="val_loss")
    ap.add_argument("--mode", choices=["min", "max"], default="min")
    ap.add_argument("--top", type=int, default=10)
    a = ap.parse_args()

    rows = []
    for run in sorted(pathlib.Path(".trackr", a.experiment).iterdir()):
        params = json.loads((run / "params.json").read_text())
        value, epoch = best(run / "metrics.jsonl", a.metric, a.mode)
        if value is not None:
            rows.append((value, epoch, run.name, params))
    rows.sort(key=lambda r: r[0], reverse=a.mode == "max")
    print(f"{'run':<14}{a.metric:>12}{'epoch':>7}  params")
    for value, epoch, name, params in rows[: a.top]:
        print(f"{name:<14}{value:>12.4f}{epoch!s:>7}  {json.dumps(params, sort_keys=True)}")
    if len(rows) >= 3:
        vs = [r[0] for r in rows]
        print(f"\nall runs: mean {statistics.mean(vs):.4f} ± {statistics.stdev(vs):.4f}")


if __name__ == "__main__":
    main()
