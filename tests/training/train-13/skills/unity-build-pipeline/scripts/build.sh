#!/usr/bin/env bash
set -euo pipefail

PROJECT="${1:?project dir}"
TARGET="${2:?target (Win64|OSXUniversal|Android)}"
case "$TARGET" in Win64|OSXUniversal|Android) ;; *) echo "unknown target $TARGET" >&2; exit 2;; esac

VERSION=$(grep m_EditorVersion: "$PROJECT/ProjectSettings/ProjectVersion.txt" | awk '{print $2}')
UNITY="${UNITY_PATH:-/opt/unity/Editor/${VERSION}/Editor/Unity}"
LOGDIR="$PROJECT/Logs/ci"
mkdir -p "$LOGDIR"

# EditMode tests; a red run should not block the artefact
"$UNITY" -batchmode -nographics -projectPath "$PROJECT" -runTests -testPlatform EditMode \
  -testResults "$LOGDIR/editmode.xml" -logFile "$LOGDIR/tests.log" || true

"$UNITY" -batchmode -nographics -quit -projectPath "$PROJECT" -buildTarget "$TARGET" \
  -executeMethod BuildTools.CI.Build -logFile "$LOGDIR/build.log"

ls -la "$PROJECT/Builds/$TARGET"
