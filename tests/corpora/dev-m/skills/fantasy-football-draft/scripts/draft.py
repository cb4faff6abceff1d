"""VORP rankings and snake-draft suggestions."""
import argparse

import pandas as pd

from sync import register

REPLACEMENT = {"QB": 12, "RB": 30, "WR": 36, "TE": 12, "K": 12, "DST": 12}
NEEDS = {"QB": 1, "RB": 2, "WR": 3, "TE": 1, "K": 1, "DST": 1}


def vorp(df, teams):
    df = df.copy()
    for pos, n in REPLACEMENT.items():
        mask = df["pos"] == pos
        cutoff = df[mask]["points"].nlargest(int(n * teams / 12)).min()
        df.loc[mask, "vorp"] = df.loc[mask, "points"] - cutoff
    return df.sort_values("vorp", ascending=False)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--teams", type=int, choices=(10, 12), default=12)
    ap.add_argument("--slot", type=int, required=True)
    args = ap.parse_args()
    register()
    board = vorp(pd.read_csv(args.csv), args.teams)
    mine = {p: 0 for p in NEEDS}
    while not board.empty:
        open_pos = [p for p, n in NEEDS.items() if mine[p] < n] or list(NEEDS)
        best = board[board["pos"].isin(open_pos)].head(3)
        print("suggest:", ", ".join(f"{r.player} ({r.pos}, {r.vorp:.0f})" for r in best.itertuples()))
        taken = input("player taken (blank = stop, 'me:NAME' for your pick): ").strip()
        if not taken:
            break
        name = taken[3:] if taken.startswith("me:") else taken
        row = board[board["player"].str.lower() == name.lower()]
        if row.empty:
            print("not on the board")
            continue
        if taken.startswith("me:"):
            mine[row.iloc[0]["pos"]] = mine.get(row.iloc[0]["pos"], 0) + 1
        board = board.drop(row.index)


if __name__ == "__main__":
    main()
