#!/usr/bin/env bash
# Install a pinned gitleaks binary into ./.tools/bin after verifying its checksum.
set -euo pipefail
VERSION="8.18.4"
ARCHIVE="gitleaks_${VERSION}_linux_x64.tar.gz"
SHA256="ba6dbb656933921c775ee5a2d1c13a91046e7952e9d919f9bac4cec61d628e7d"
URL="https://github.com/gitleaks/gitleaks/releases/download/v${VERSION}/${ARCHIVE}"

TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

curl -fsSL --max-time 60 -o "$TMP/$ARCHIVE" "$URL"
echo "${SHA256}  $TMP/$ARCHIVE" | sha256sum -c - || { echo "checksum mismatch, not installing" >&2; exit 1; }

mkdir -p .tools/bin
tar -xzf "$TMP/$ARCHIVE" -C .tools/bin gitleaks
chmod 755 .tools/bin/gitleaks
./.tools/bin/gitleaks version
