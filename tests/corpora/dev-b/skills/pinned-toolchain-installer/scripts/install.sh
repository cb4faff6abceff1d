#!/usr/bin/env bash
# Install pinned, checksum-verified linters into ~/.local/bin (no root).
set -euo pipefail

HERE=$(cd "$(dirname "$0")" && pwd)
LOCK="$HERE/tools.lock"
BIN="$HOME/.local/bin"
PLATFORM="$(uname -s | tr '[:upper:]' '[:lower:]')-$(uname -m)"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

if [[ $EUID -eq 0 ]]; then
  echo "install.sh: do not run as root; it installs into your own ~/.local/bin" >&2
  exit 1
fi
mkdir -p "$BIN"

install_one() {
  local tool=$1 version=$2 sum=$3 url=$4
  local file="$WORK/${url##*/}"
  echo "==> $tool $version"
  curl -fsSL --proto '=https' --connect-timeout 10 --max-time 300 -o "$file" "$url"
  if ! echo "$sum  $file" | sha256sum -c --status; then
    echo "install.sh: checksum mismatch for $tool $version; download removed, nothing installed" >&2
    rm -f "$file"
    return 1
  fi
  case "$file" in
    *.tar.xz) tar -xJf "$file" -C "$WORK" && file=$(find "$WORK" -type f -name "$tool" | head -n1) ;;
    *.tar.gz) tar -xzf "$file" -C "$WORK" "$tool" && file="$WORK/$tool" ;;
  esac
  install -m 0755 "$file" "$BIN/$tool"
  "$BIN/$tool" --version | head -n2
}

want=("$@")
found=0
while read -r tool version platform sum url; do
  [[ -z "$tool" || "$tool" == \#* ]] && continue
  [[ "$platform" == "$PLATFORM" ]] || continue
  if (( ${#want[@]} )) && [[ ! " ${want[*]} " == *" $tool "* ]]; then continue; fi
  install_one "$tool" "$version" "$sum" "$url"
  found=$((found + 1))
done < "$LOCK"

(( found )) || { echo "install.sh: nothing in tools.lock for ${want[*]:-any tool} on $PLATFORM" >&2; exit 1; }
case ":$PATH:" in
  *":$BIN:"*) ;;
  *) echo "note: $BIN is not on PATH; add: export PATH=\"\$HOME/.local/bin:\$PATH\"" ;;
esac
