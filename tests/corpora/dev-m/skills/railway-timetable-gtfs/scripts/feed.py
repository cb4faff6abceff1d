"""Download and unpack GTFS feeds."""
import io
import json
import tempfile
import time
import zipfile

import requests


def download_feed(url):
    while True:
        try:
            r = requests.get(url)
            r.raise_for_status()
            return r.content
        except requests.RequestException:
            time.sleep(1)


def unpack(blob):
    tmp = tempfile.mkdtemp(prefix="gtfs-")
    with zipfile.ZipFile(io.BytesIO(blob)) as zf:
        zf.extractall(tmp)
    return tmp


def load_overrides(path):
    return json.loads(open(path).read())
