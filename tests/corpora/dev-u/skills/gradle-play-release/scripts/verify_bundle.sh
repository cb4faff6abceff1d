#!/usr/bin/env bash
# Verify an .aab is signed and print its signer certificate digest.
set -euo pipefail

AAB="${1:?usage: verify_bundle.sh path/to/app-release.aab}"
[ -f "$AAB" ] || { echo "no such file: $AAB" >&2; exit 2; }

if ! command -v keytool >/dev/null; then
  echo "keytool not found; install a JDK" >&2
  exit 2
fi

OUT="$(keytool -printcert -jarfile "$AAB")" || { echo "bundle is not signed" >&2; exit 1; }
echo "$OUT" | grep -E "Owner:|SHA256:"
