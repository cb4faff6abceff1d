#!/usr/bin/env python3
"""Count opening lines in a PGN file (no external dependencies)."""
import argparse
import collections
import re

MOVE = re.compile(r"\b(?:[KQRBN]?[a-h]?[1-8]?x?[a-h][1-8](?:=[QRBN])?|O-O(?:-O)?)[+#]?")
RESULT = re.compile(r'\[Result "([^"]+)"\]')
WHITE = re.compile(r'\[White "([^"]+)"\]')


def games(text):
    for chunk in re.split(r"\n\s*\n(?=\[Event )", text):
        yield chunk


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("pgn")
    ap.add_argument("--colour", choices=["white", "black"], default="white")
    ap.add_argument("--depth", type=int, default=10)
    ap.add_argument("--player", help="your name as it appears in the PGN headers")
    a = ap.parse_args()
    with open(a.pgn, encoding="utf-8", errors="replace") as fh:
        text = fh.read()
    lines = collections.Counter()
    scores = collections.defaultdict(float)
    for g in games(text):
        if a.player:
            w = WHITE.search(g)
            is_white = bool(w and w.group(1) == a.player)
            if is_white != (a.colour == "white"):
                continue
        body = re.sub(r"\{[^}]*\}|\[[^\]]*\]", " ", g)
        moves = tuple(MOVE.findall(body)[: a.depth])
        if not moves:
            continue
        lines[moves] += 1
        res = RESULT.search(g)
        pts = {"1-0": 1.0, "0-1": 0.0, "1/2-1/2": 0.5}.get(res.group(1) if res else "", 0.5)
        scores[moves] += pts if a.colour == "white" else 1 - pts
    for moves, n in lines.most_common(15):
        print(f"{n:3}  {100 * scores[moves] / n:5.1f}%  {' '.join(moves)}")


if __name__ == "__main__":
    main()
