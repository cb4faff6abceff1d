#!/usr/bin/env python3
"""Render one screening-room page per juror."""
import argparse
import csv
import os

from jinja2 import Environment, FileSystemLoader, select_autoescape


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--films", required=True)
    ap.add_argument("--jurors", required=True)
    ap.add_argument("--links", required=True, help="CSV juror_email,film_id,link,password")
    ap.add_argument("--festival", required=True)
    ap.add_argument("--year", required=True)
    ap.add_argument("--deadline", required=True)
    ap.add_argument("--out", default="pages")
    a = ap.parse_args()
    here = os.path.dirname(os.path.abspath(__file__))
    env = Environment(loader=FileSystemLoader(os.path.join(here, "..", "assets")),
                      autoescape=select_autoescape(["html"]))
    tpl = env.get_template("portal.html")
    with open(a.films, newline="", encoding="utf-8") as fh:
        films = {f["id"]: f for f in csv.DictReader(fh)}
    with open(a.links, newline="", encoding="utf-8") as fh:
        links = list(csv.DictReader(fh))
    os.makedirs(a.out, exist_ok=True)
    with open(a.jurors, newline="", encoding="utf-8") as fh:
        for j in csv.DictReader(fh):
            mine = []
            for l in links:
                if l["juror_email"] == j["email"] and l["film_id"] in films:
                    mine.append({**films[l["film_id"]], "link": l["link"], "password": l["password"]})
            page = tpl.render(festival=a.festival, year=a.year, section=j["sections"], juror=j,
                              films=mine, deadline=a.deadline, footer="")
            slug = j["email"].split("@")[0].replace(".", "-")
            with open(os.path.join(a.out, f"{slug}.html"), "w", encoding="utf-8") as out:
                out.write(page)
            print(f"{j['name']}: {len(mine)} films")


if __name__ == "__main__":
    main()
