#!/usr/bin/env python3
"""Mine tactics puzzles from PGN games with a local UCI engine."""
import argparse
import csv
import sys

import chess
import chess.engine
import chess.pgn

THRESH, FORCING = 200, 80


def score(info, color):
    return info["score"].pov(color).score(mate_score=10000)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("pgn")
    ap.add_argument("--engine", required=True)
    ap.add_argument("--depth", type=int, default=16, choices=range(6, 31), metavar="6..30")
    ap.add_argument("-o", "--out", default="puzzles.csv")
    a = ap.parse_args()

    try:
        engine = chess.engine.SimpleEngine.popen_uci(a.engine)
    except (FileNotFoundError, chess.engine.EngineError) as e:
        sys.exit(f"cannot start engine {a.engine}: {e}")
    n = 0
    try:
        with open(a.pgn, encoding="utf-8", errors="replace") as fh, open(a.out, "w", newline="") as out:
            w = csv.writer(out)
            w.writerow(["PuzzleId", "FEN", "Moves", "Rating", "Themes", "GameUrl"])
            while (game := chess.pgn.read_game(fh)) is not None:
                board = game.board()
                for move in game.mainline_moves():
                    before = board.fen()
                    multi = engine.analyse(board, chess.engine.Limit(depth=a.depth), multipv=2)
                    best = multi[0]
                    color = board.turn
                    board.push(move)
                    played = engine.analyse(board, chess.engine.Limit(depth=a.depth))
                    gap = score(best, color) - score(played, color)
                    forcing = len(multi) < 2 or score(multi[0], color) - score(multi[1], color) >= FORCING
                    if gap >= THRESH and forcing and "pv" in best:
                        n += 1
                        line = " ".join(m.uci() for m in best["pv"][:5])
                        w.writerow([f"p{n:05}", before, line, "est", "", game.headers.get("Site", "")])
    finally:
        engine.quit()
    print(f"{n} puzzles -> {a.out}")


if __name__ == "__main__":
    main()
