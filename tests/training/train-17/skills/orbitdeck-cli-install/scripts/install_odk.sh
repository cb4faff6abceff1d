#!/usr/bin/env bash
# Install a pinned Orbitdeck CLI release with signature and checksum verification.
# Usage: install_odk.sh <version>
set -euo pipefail

VERSION="${1:?usage: install_odk.sh <version, e.g. 3.14.2>}"
if [[ ! "$VERSION" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]]; then
  echo "error: version must look like 1.2.3, got '$VERSION'" >&2
  exit 2
fi

SKILL_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BASE="https://downloads.orbitdeck.example/cli/${VERSION}"
KEYRING="${ODK_KEYRING:-$PWD/orbitdeck-release.kbx}"
EXPECTED_FPR="$(tr -d ' \n' < "$SKILL_DIR/assets/release-key.fpr")"

case "$(uname -s)-$(uname -m)" in
  Linux-x86_64)  PLATFORM=linux_amd64;  DEST="$HOME/.local/bin" ;;
  Linux-aarch64) PLATFORM=linux_arm64;  DEST="$HOME/.local/bin" ;;
  Darwin-arm64)  PLATFORM=darwin_arm64; DEST="$HOME/bin" ;;
  Darwin-x86_64) PLATFORM=darwin_amd64; DEST="$HOME/bin" ;;
  *) echo "error: unsupported platform $(uname -s)-$(uname -m)" >&2; exit 2 ;;
esac
ARCHIVE="odk_${VERSION}_${PLATFORM}.tar.gz"

if [[ ! -f "$KEYRING" ]]; then
  echo "error: keyring $KEYRING not found; import the vendor key first (see SKILL.md)" >&2
  exit 3
fi

TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

fetch() {
  curl --fail --silent --show-error --location --proto '=https' --tlsv1.2 \
       --connect-timeout 10 --max-time 300 -o "$TMP/$1" "$BASE/$1"
}

echo "downloading $ARCHIVE"
fetch "$ARCHIVE"
fetch SHA256SUMS
fetch SHA256SUMS.sig

echo "verifying signature"
if ! GPG_OUT="$(gpg --no-default-keyring --keyring "$KEYRING" --status-fd 1 \
             --verify "$TMP/SHA256SUMS.sig" "$TMP/SHA256SUMS" 2>"$TMP/gpg.err")"; then
  echo "error: gpg verification failed:" >&2
  cat "$TMP/gpg.err" >&2
  exit 4
fi
SIGNER="$(printf '%s\n' "$GPG_OUT" | awk '$2=="VALIDSIG"{print $3}')"
if [[ "$SIGNER" != "$EXPECTED_FPR" ]]; then
  echo "error: SHA256SUMS not signed by the pinned key (got '${SIGNER:-none}')" >&2
  exit 4
fi

echo "verifying archive hash"
WANT="$(awk -v f="$ARCHIVE" '$2==f || $2=="*"f {print $1}' "$TMP/SHA256SUMS")"
if [[ -z "$WANT" ]]; then
  echo "error: $ARCHIVE not listed in SHA256SUMS" >&2
  exit 4
fi
HAVE="$( (command -v sha256sum >/dev/null && sha256sum "$TMP/$ARCHIVE" || shasum -a 256 "$TMP/$ARCHIVE") | awk '{print $1}')"
if [[ "$HAVE" != "$WANT" ]]; then
  echo "error: sha256 mismatch for $ARCHIVE" >&2
  exit 4
fi
PINNED="$(awk -v v="$VERSION" -v f="$ARCHIVE" '$1==v && $2==f {print $3}' "$SKILL_DIR/assets/known-checksums.txt")"
if [[ -n "$PINNED" && "$PINNED" != "$HAVE" ]]; then
  echo "error: hash differs from the value pinned in this skill for $VERSION" >&2
  exit 4
fi

tar -xzf "$TMP/$ARCHIVE" -C "$TMP" odk
mkdir -p "$DEST"
install -m 0755 "$TMP/odk" "$DEST/.odk.new"
mv -f "$DEST/.odk.new" "$DEST/odk"
echo "installed $("$DEST/odk" --version) to $DEST/odk"
