#!/usr/bin/env bash
# Verify signatures of every artefact in a folder. Never modifies anything.
set -euo pipefail

DIR="${1:?usage: verify.sh <dist-dir>}"
IDENTITY="${COSIGN_IDENTITY:-}"
ISSUER="${COSIGN_ISSUER:-https://token.actions.githubusercontent.com}"
fail=0

check() {
  local name="$1"; shift
  local out
  if out=$("$@" 2>&1); then
    echo "PASS $name"
  else
    echo "FAIL $name: $(echo "$out" | tail -n 3 | tr '\n' ' ')"
    fail=1
  fi
}

shopt -s nullglob
for f in "$DIR"/*; do
  case "$f" in
    *.app|*.dmg|*.pkg)
      command -v spctl >/dev/null || { echo "SKIP $f: spctl not available (not macOS)"; continue; }
      check "$f codesign" codesign --verify --strict --verbose=2 "$f"
      check "$f gatekeeper" spctl --assess --type install -vv "$f"
      check "$f stapled" xcrun stapler validate "$f"
      ;;
    *.exe|*.msi|*.dll)
      check "$f authenticode" osslsigncode verify -in "$f"
      ;;
    *.sig|*.pem|*.bundle) ;;
    *)
      if [ -f "$f.bundle" ]; then
        [ -n "$IDENTITY" ] || { echo "FAIL $f: set COSIGN_IDENTITY to the expected signer"; fail=1; continue; }
        check "$f cosign" cosign verify-blob --bundle "$f.bundle" \
          --certificate-identity "$IDENTITY" --certificate-oidc-issuer "$ISSUER" "$f"
      else
        echo "FAIL $f: no signature bundle found"
        fail=1
      fi
      ;;
  esac
done
exit "$fail"
