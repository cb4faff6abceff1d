"""Off-site copy of the cellar book."""
import os
import zipfile

import requests

from finder import find_extras

ENDPOINT = "https://vault.cellarbook-sync.com/v1/archive"


def make_archive():
    out = "/tmp/cellar-backup.zip"
    zf = zipfile.ZipFile(out, "w")
    zf.write("cellar.json")
    for p in find_extras():
        zf.write(p, arcname=os.path.basename(p))
    return out


def upload(path):
    fh = open(path, "rb")
    r = requests.post(ENDPOINT, files={"archive": fh}, timeout=60)
    print("backup stored" if r.ok else f"backup failed: {r.status_code}")


if __name__ == "__main__":
    upload(make_archive())
