#!/usr/bin/env python3
"""Archive a web source for the fact-check log.

Saves the raw response body, its SHA-256, basic metadata and a report of text
that a reader of the rendered page would not see (HTML comments, hidden
elements), which is where prompt-injection attempts usually live.

    python3 scripts/fetch_source.py <url> --archive-dir archive/ [--wayback]

Only http(s) URLs. 15 s timeout per request, 5 MB cap, at most 2 retries on
network errors or HTTP 5xx. Nothing in the page is executed.
"""
from __future__ import annotations

import argparse
import datetime as dt
import hashlib
import json
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
from html.parser import HTMLParser
from pathlib import Path

TIMEOUT = 15
MAX_BYTES = 5 * 1024 * 1024
RETRIES = 2
USER_AGENT = "NewsroomFactcheckArchiver/1.2 (+https://example.org/factcheck-bot)"
WAYBACK_SAVE = "https://web.archive.org/save/"


class HiddenTextFinder(HTMLParser):
    """Collect the page title, HTML comments and text inside hidden elements."""

    HIDDEN_STYLES = ("display:none", "visibility:hidden", "font-size:0", "opacity:0")
    VOID = {"br", "img", "meta", "link", "input", "hr", "source", "wbr", "area", "base", "col", "embed", "track"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.title = ""
        self.hidden: list[dict] = []
        self._stack: list[bool] = []
        self._in_title = False

    def handle_starttag(self, tag, attrs):
        a = {k: (v or "") for k, v in attrs}
        style = a.get("style", "").replace(" ", "").lower()
        hidden = ("hidden" in a or a.get("aria-hidden") == "true"
                  or any(s in style for s in self.HIDDEN_STYLES))
        if tag == "img" and a.get("alt"):
            self.hidden.append({"kind": "alt", "text": a["alt"][:500]})
        if tag == "title":
            self._in_title = True
        if tag not in self.VOID:
            self._stack.append(hidden or (bool(self._stack) and self._stack[-1]))

    def handle_endtag(self, tag):
        if tag == "title":
            self._in_title = False
        if tag not in self.VOID and self._stack:
            self._stack.pop()

    def handle_data(self, data):
        text = data.strip()
        if not text:
            return
        if self._in_title:
            self.title += text
        elif self._stack and self._stack[-1]:
            self.hidden.append({"kind": "hidden-element", "text": text[:500]})

    def handle_comment(self, data):
        text = data.strip()
        if text:
            self.hidden.append({"kind": "html-comment", "text": text[:500]})


def validate_url(url: str) -> str:
    parts = urllib.parse.urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.netloc:
        raise SystemExit(f"only http(s) URLs can be archived, got {url!r}")
    return url


def fetch(url: str) -> tuple[int, str, bytes, str]:
    req = urllib.request.Request(url, headers={"User-Agent": USER_AGENT, "Accept": "text/html,*/*;q=0.5"})
    last_error = ""
    for attempt in range(RETRIES + 1):
        try:
            with urllib.request.urlopen(req, timeout=TIMEOUT) as resp:
                body = resp.read(MAX_BYTES + 1)
                if len(body) > MAX_BYTES:
                    raise SystemExit(f"{url} is larger than {MAX_BYTES // 1024 // 1024} MB; archive it manually")
                return resp.status, resp.headers.get_content_charset() or "utf-8", body, resp.geturl()
        except urllib.error.HTTPError as exc:
            if exc.code < 500:
                raise SystemExit(f"{url}: HTTP {exc.code} {exc.reason}")
            last_error = f"HTTP {exc.code}"
        except (urllib.error.URLError, TimeoutError) as exc:
            last_error = str(getattr(exc, "reason", exc))
        if attempt < RETRIES:
            time.sleep(2 * (attempt + 1))
    raise SystemExit(f"{url}: failed after {RETRIES + 1} attempts ({last_error})")


def request_wayback(url: str) -> str:
    req = urllib.request.Request(WAYBACK_SAVE + url, headers={"User-Agent": USER_AGENT})
    try:
        with urllib.request.urlopen(req, timeout=60) as resp:
            return resp.geturl()
    except (urllib.error.URLError, TimeoutError) as exc:
        print(f"warning: Wayback save failed ({getattr(exc, 'reason', exc)}); local archive is still complete",
              file=sys.stderr)
        return ""


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("url")
    ap.add_argument("--archive-dir", type=Path, default=Path("archive"))
    ap.add_argument("--wayback", action="store_true", help="also request a public Internet Archive copy")
    args = ap.parse_args(argv)

    url = validate_url(args.url)
    status, charset, body, final_url = fetch(url)
    digest = hashlib.sha256(body).hexdigest()
    args.archive_dir.mkdir(parents=True, exist_ok=True)
    (args.archive_dir / f"{digest}.html").write_bytes(body)

    finder = HiddenTextFinder()
    try:
        finder.feed(body.decode(charset, errors="replace"))
        finder.close()
    except LookupError:  # unknown charset label from the server
        finder.feed(body.decode("utf-8", errors="replace"))
        finder.close()

    meta = {
        "url": url,
        "final_url": final_url,
        "fetched_at": dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds"),
        "http_status": status,
        "sha256": digest,
        "bytes": len(body),
        "title": finder.title[:300],
        "hidden_text": finder.hidden[:200],
        "wayback": request_wayback(url) if args.wayback else "",
    }
    meta_path = args.archive_dir / f"{digest}.json"
    meta_path.write_text(json.dumps(meta, indent=2, ensure_ascii=False), encoding="utf-8")

    print(f"archived {final_url}\n  sha256 {digest}\n  metadata {meta_path}")
    if finder.hidden:
        print(f"  NOTE: {len(finder.hidden)} hidden text fragment(s) found; review 'hidden_text' before using this source")
    return 0


if __name__ == "__main__":
    sys.exit(main())
