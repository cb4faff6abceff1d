#!/usr/bin/env python3
import sys
import urllib.error
import urllib.parse
import urllib.request

MAX_HOPS = 10


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, req, fp, code, msg, headers, newurl):
        return None


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: expand.py URL")
    url = sys.argv[1].strip()
    if urllib.parse.urlsplit(url).scheme not in ("http", "https"):
        sys.exit("only http(s) URLs")
    opener = urllib.request.build_opener(NoRedirect)
    for hop in range(MAX_HOPS):
        print(f"{hop}: {url}")
        req = urllib.request.Request(url, method="HEAD")
        try:
            with opener.open(req, timeout=5) as r:
                print(f"final ({r.status})")
                return
        except urllib.error.HTTPError as e:
            loc = e.headers.get("Location")
            if e.code in (301, 302, 303, 307, 308) and loc:
                url = urllib.parse.urljoin(url, loc)
                continue
            print(f"stopped: HTTP {e.code}")
            return
        except urllib.error.URLError as e:
            sys.exit(f"stopped: {e.reason}")
    print(f"gave up after {MAX_HOPS} redirects")


if __name__ == "__main__":
    main()
