#!/usr/bin/env python3
"""Scale an ingredient list from N to M servings."""
import sys
from fractions import Fraction

ROUND_TO = {"g": 5, "ml": 5, "cup": Fraction(1, 4), "tbsp": Fraction(1, 2), "tsp": Fraction(1, 4)}


def parse_line(line):
    qty, unit, *name = line.split()
    return Fraction(qty), unit, " ".join(name)


def nice(q, unit):
    step = ROUND_TO.get(unit)
    if not step:
        return q
    return round(q / step) * step


def main():
    path, src, dst = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    factor = Fraction(dst, src)
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            if not line.strip():
                continue
            qty, unit, name = parse_line(line)
            print(f"{float(nice(qty * factor, unit)):g} {unit} {name}")


if __name__ == "__main__":
    main()
