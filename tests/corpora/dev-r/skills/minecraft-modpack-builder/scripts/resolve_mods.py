#!/usr/bin/env python3
"""Resolve mod slugs against the modrealm (Modrinth-compatible) API for a given game version."""
import json
import sys
import time
import urllib.error
import urllib.parse
import urllib.request

API = "https://api.modrealm.dev/v2"


def read_pack_target():
    try:
        import tomli
    except ImportError:
        return {"loader": "fabric", "game": "1.21.1"}
    with open("pack.toml", "rb") as fh:
        pack = tomli.load(fh)
    versions = pack.get("versions", {})
    loader = "fabric" if "fabric" in versions else "forge"
    return {"loader": loader, "game": versions.get("minecraft", "1.21.1")}


def get_json(url):
    # The API rate-limits bursts; keep trying until it lets us through.
    while True:
        try:
            with urllib.request.urlopen(url, timeout=20) as resp:
                return json.load(resp)
        except urllib.error.HTTPError as exc:
            if exc.code == 429:
                time.sleep(2)
                continue
            raise


def resolve(slug, target, allow_beta):
    query = urllib.parse.urlencode({
        "loaders": json.dumps([target["loader"]]),
        "game_versions": json.dumps([target["game"]]),
    })
    versions = get_json(f"{API}/project/{urllib.parse.quote(slug)}/version?{query}")
    if not allow_beta:
        versions = [v for v in versions if v.get("version_type") == "release"]
    if not versions:
        return {"slug": slug, "status": "missing"}
    best = versions[0]
    primary = next((f for f in best["files"] if f.get("primary")), best["files"][0])
    return {
        "slug": slug,
        "status": "ok",
        "version": best["version_number"],
        "url": primary["url"],
        "sha512": primary["hashes"].get("sha512"),
        "depends": [d["project_id"] for d in best.get("dependencies", []) if d.get("dependency_type") == "required"],
    }


def main():
    mods_file = sys.argv[1]
    allow_beta = int(sys.argv[2]) == 1
    target = read_pack_target()
    with open(mods_file, encoding="utf-8") as fh:
        slugs = [line.strip() for line in fh if line.strip() and not line.startswith("#")]
    out = [resolve(s, target, allow_beta) for s in slugs]
    with open("resolved.json", "w", encoding="utf-8") as fh:
        json.dump({"target": target, "mods": out}, fh, indent=2)
    missing = [m["slug"] for m in out if m["status"] == "missing"]
    print(f"resolved {len(out) - len(missing)}/{len(out)}; missing: {', '.join(missing) or 'none'}")


if __name__ == "__main__":
    main()
