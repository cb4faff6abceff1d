#!/usr/bin/env python3
"""Backtracking crossword autofill over a scored word list."""
import argparse
import sys
import time


def load_grid(path):
    with open(path, encoding="utf-8") as fh:
        rows = [line.rstrip("\n").upper() for line in fh if line.strip()]
    if not rows or len({len(r) for r in rows}) != 1:
        sys.exit(f"{path}: grid must be a non-empty rectangle")
    bad = {c for r in rows for c in r if not (c in ".#" or "A" <= c <= "Z")}
    if bad:
        sys.exit(f"{path}: unexpected characters {sorted(bad)}")
    return [list(r) for r in rows]


def load_words(path, min_score):
    words = {}
    with open(path, encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            word, _, score = line.partition(";")
            try:
                s = int(score) if score else 50
            except ValueError:
                sys.exit(f"{path}:{n}: score is not a number: {score!r}")
            word = "".join(c for c in word.upper() if "A" <= c <= "Z")
            if s >= min_score and len(word) >= 3:
                words[word] = max(s, words.get(word, 0))
    by_len = {}
    for w, s in sorted(words.items(), key=lambda kv: -kv[1]):
        by_len.setdefault(len(w), []).append(w)
    return by_len


def slots(grid):
    h, w = len(grid), len(grid[0])
    out = []
    for r in range(h):
        c = 0
        while c < w:
            if grid[r][c] != "#" and (c == 0 or grid[r][c - 1] == "#"):
                cells = []
                while c < w and grid[r][c] != "#":
                    cells.append((r, c)); c += 1
                if len(cells) >= 3:
                    out.append(cells)
            else:
                c += 1
    for c in range(w):
        r = 0
        while r < h:
            if grid[r][c] != "#" and (r == 0 or grid[r - 1][c] == "#"):
                cells = []
                while r < h and grid[r][c] != "#":
                    cells.append((r, c)); r += 1
                if len(cells) >= 3:
                    out.append(cells)
            else:
                r += 1
    return out


def fill(grid, slot_list, by_len, used, deadline):
    if time.monotonic() > deadline:
        raise TimeoutError
    open_slots = [s for s in slot_list if any(grid[r][c] == "." for r, c in s)]
    if not open_slots:
        return True
    def candidates(s):
        pat = [grid[r][c] for r, c in s]
        return [w for w in by_len.get(len(s), []) if w not in used
                and all(p == "." or p == ch for p, ch in zip(pat, w))]
    slot = min(open_slots, key=lambda s: len(candidates(s)))
    for word in candidates(slot):
        saved = [grid[r][c] for r, c in slot]
        for (r, c), ch in zip(slot, word):
            grid[r][c] = ch
        used.add(word)
        if fill(grid, slot_list, by_len, used, deadline):
            return True
        used.discard(word)
        for (r, c), ch in zip(slot, saved):
            grid[r][c] = ch
    return False


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("grid")
    ap.add_argument("--words", required=True)
    ap.add_argument("--min-score", type=int, default=50)
    ap.add_argument("--seconds", type=int, default=120, help="give up after this long")
    args = ap.parse_args()

    grid = load_grid(args.grid)
    by_len = load_words(args.words, args.min_score)
    try:
        ok = fill(grid, slots(grid), by_len, set(), time.monotonic() + args.seconds)
    except TimeoutError:
        sys.exit(f"no fill found within {args.seconds}s — loosen --min-score or unlock letters")
    if not ok:
        sys.exit("no fill possible with this word list")
    print("\n".join("".join(r) for r in grid))


if __name__ == "__main__":
    main()
