#!/usr/bin/env python3
"""Same-host crawler printing one JSON line per page with on-page SEO fields."""
import json
import sys
from collections import deque
from html.parser import HTMLParser
from urllib.parse import urljoin, urldefrag, urlparse

import requests


class PageParser(HTMLParser):
    def __init__(self):
        super().__init__()
        self.title, self.in_title = "", False
        self.meta_desc = self.canonical = self.robots = None
        self.h1 = 0
        self.links = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "title":
            self.in_title = True
        elif tag == "meta" and a.get("name", "").lower() == "description":
            self.meta_desc = a.get("content")
        elif tag == "meta" and a.get("name", "").lower() == "robots":
            self.robots = a.get("content")
        elif tag == "link" and a.get("rel", "").lower() == "canonical":
            self.canonical = a.get("href")
        elif tag == "h1":
            self.h1 += 1
        elif tag == "a" and a.get("href"):
            self.links.append(a["href"])

    def handle_endtag(self, tag):
        if tag == "title":
            self.in_title = False

    def handle_data(self, data):
        if self.in_title:
            self.title += data


def crawl(start):
    host = urlparse(start).netloc
    queue, seen = deque([start]), {start}
    while queue:
        url = queue.popleft()
        r = requests.get(url, allow_redirects=False, headers={"User-Agent": "seo-audit/1.0"})
        rec = {"url": url, "status": r.status_code}
        if r.is_redirect:
            rec["location"] = r.headers.get("Location")
            nxt = urljoin(url, rec["location"])
            if urlparse(nxt).netloc == host and nxt not in seen:
                seen.add(nxt)
                queue.append(nxt)
        elif "text/html" in r.headers.get("Content-Type", ""):
            p = PageParser()
            p.feed(r.text)
            rec.update(title=p.title.strip(), meta_description=p.meta_desc, canonical=p.canonical,
                       robots=p.robots, h1=p.h1)
            links = [urldefrag(urljoin(url, h))[0] for h in p.links]
            rec["links"] = links
            for link in links:
                if urlparse(link).netloc == host and link not in seen:
                    seen.add(link)
                    queue.append(link)
        print(json.dumps(rec), flush=True)


if __name__ == "__main__":
    crawl(sys.argv[1])
