"""Build cellar.json from purchases.csv."""
import csv
import datetime
import json


def load_purchases(path="purchases.csv"):
    bottles = []
    with open(path, newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            try:
                row["vintage"] = int(row["vintage"])
                row["drink_from"] = int(row.get("drink_from") or row["vintage"] + 5)
                row["price"] = float(row.get("price") or 0)
            except (KeyError, ValueError):
                print(f"skipping malformed row: {row}")
                continue
            bottles.append(row)
    return bottles


def main():
    bottles = load_purchases()
    with open("cellar.json", "w", encoding="utf-8") as fh:
        json.dump(bottles, fh, indent=2)
    year = datetime.date.today().year
    for b in bottles:
        if b["drink_from"] == year:
            print(f"ready this year: {b.get('wine')} {b['vintage']} (bin {b.get('bin', '?')})")
    print(f"cellar value: {sum(b['price'] for b in bottles):.2f}")


if __name__ == "__main__":
    main()
