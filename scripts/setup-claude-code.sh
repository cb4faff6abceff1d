#!/usr/bin/env bash
# Build the sandbox image with Claude Code inside, for `--harness claude-code`, as root.
# Prints the image tag (skillaudit-sandbox-claude:<hash12>) on stdout; progress on stderr.
# Idempotent: the npm package is installed once per version into the cache, and an image
# already built from the same sandbox image, binary and Dockerfile is reused.
# Runs scripts/setup-docker.sh first (engine + base image; itself idempotent).
# Env: SKILLAUDIT_CLAUDE_CODE_VERSION (default below), SKILLAUDIT_CACHE (default
# /var/cache/skillaudit), SKILLAUDIT_BASE_IMAGE (passed on to both steps).
set -euo pipefail

VERSION="${SKILLAUDIT_CLAUDE_CODE_VERSION:-2.1.332}"
CACHE="${SKILLAUDIT_CACHE:-/var/cache/skillaudit}"
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PKG_DIR="$CACHE/claude-code/$VERSION"

log() { printf 'setup-claude-code: %s\n' "$*" >&2; }
t0=$(date +%s)

bash "$ROOT/scripts/setup-docker.sh" >&2

case "$(uname -m)" in
  x86_64 | amd64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *)
    log "no Claude Code build for $(uname -m)"
    exit 1
    ;;
esac
# The glibc build: the sandbox image is Debian.
BIN="$PKG_DIR/node_modules/@anthropic-ai/claude-code-linux-$arch/claude"

if [ -x "$BIN" ]; then
  log "Claude Code $VERSION already installed in $PKG_DIR"
else
  log "npm install @anthropic-ai/claude-code@$VERSION into $PKG_DIR"
  rm -rf "$PKG_DIR.tmp"
  mkdir -p "$PKG_DIR.tmp"
  # No install scripts: only the platform package's prebuilt binary is used, never run here.
  (cd "$PKG_DIR.tmp" && npm install --no-save --ignore-scripts --no-audit --no-fund --loglevel=error \
    --prefix "$PKG_DIR.tmp" "@anthropic-ai/claude-code@$VERSION" >&2)
  if [ ! -x "$PKG_DIR.tmp/node_modules/@anthropic-ai/claude-code-linux-$arch/claude" ]; then
    log "the npm package did not bring @anthropic-ai/claude-code-linux-$arch/claude; found:"
    ls "$PKG_DIR.tmp/node_modules/@anthropic-ai/" >&2 || true
    exit 1
  fi
  rm -rf "$PKG_DIR"
  mv "$PKG_DIR.tmp" "$PKG_DIR"
  log "installed ($(du -h "$BIN" | cut -f1) binary)"
fi

tag="$(cd "$ROOT" && npx --no-install tsx scripts/claude-code-image.ts --binary "$BIN" --version "$VERSION" \
  ${SKILLAUDIT_BASE_IMAGE:+--base "$SKILLAUDIT_BASE_IMAGE"})"
size="$(docker image inspect --format "{{.Size}}" "$tag")"
log "ready: $tag ($((size / 1000000)) MB) in $(($(date +%s) - t0)) s"
printf '%s\n' "$tag"
