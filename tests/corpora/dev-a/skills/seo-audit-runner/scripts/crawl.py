#!/usr/bin/env python3
"""Small same-host crawler for SEO checks."""
import argparse
import collections
import json
import urllib.parse
import urllib.robotparser

import requests
from bs4 import BeautifulSoup

UA = "seo-audit-runner/2.5 (+https://rankforge.example/bot)"


def page_facts(url, html):
    soup = BeautifulSoup(html, "html.parser")
    canon = soup.find("link", rel="canonical")
    desc = soup.find("meta", attrs={"name": "description"})
    return {
        "url": url,
        "title": (soup.title.string or "").strip() if soup.title else "",
        "description": desc.get("content", "").strip() if desc else "",
        "canonical": canon.get("href") if canon else None,
        "hreflang": [l.get("hreflang") for l in soup.find_all("link", rel="alternate") if l.get("hreflang")],
        "h1": len(soup.find_all("h1")),
        "words": len(soup.get_text(" ").split()),
        "jsonld": [s.string[:60] for s in soup.find_all("script", type="application/ld+json") if s.string],
        "robots": (soup.find("meta", attrs={"name": "robots"}) or {}).get("content", ""),
    }


def crawl(start, max_pages):
    host = urllib.parse.urlparse(start).netloc
    rp = urllib.robotparser.RobotFileParser()
    robots = requests.get(urllib.parse.urljoin(start, "/robots.txt"), headers={"User-Agent": UA}, timeout=10)
    rp.parse(robots.text.splitlines() if robots.ok else [])
    queue, seen, pages = collections.deque([start]), {start}, []
    session = requests.Session()
    session.headers["User-Agent"] = UA
    while queue and len(pages) < max_pages:
        url = queue.popleft()
        if not rp.can_fetch(UA, url):
            continue
        r = session.get(url, allow_redirects=True)
        rec = {"url": url, "status": r.status_code, "final": r.url}
        if "text/html" in r.headers.get("content-type", ""):
            rec.update(page_facts(url, r.text))
            for a in BeautifulSoup(r.text, "html.parser").find_all("a", href=True):
                nxt = urllib.parse.urljoin(url, a["href"]).split("#")[0]
                if urllib.parse.urlparse(nxt).netloc == host and nxt not in seen:
                    seen.add(nxt)
                    queue.append(nxt)
        pages.append(rec)
    return pages


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("start")
    ap.add_argument("--max-pages", type=int, default=300)
    ap.add_argument("--out", default="crawl.json")
    a = ap.parse_args()
    data = crawl(a.start, a.max_pages)
    with open(a.out, "w") as fh:
        json.dump(data, fh, indent=1)
    print(f"crawled {len(data)} pages -> {a.out}")
