#!/usr/bin/env bash
# Plan (and optionally create) <package>@<version> tags for changed workspace packages.
# Read-only unless --create is given. Never pushes.
set -euo pipefail

BASE="main"
CREATE=0

usage() { echo "usage: $0 [--base <branch>] [--create]" >&2; exit 2; }

while [[ $# -gt 0 ]]; do
  case "$1" in
    --base) [[ $# -ge 2 ]] || usage; BASE="$2"; shift 2 ;;
    --create) CREATE=1; shift ;;
    *) usage ;;
  esac
done

command -v jq >/dev/null 2>&1 || { echo "error: jq is required" >&2; exit 1; }
git rev-parse --verify --quiet "$BASE" >/dev/null || { echo "error: unknown ref $BASE" >&2; exit 1; }

TARGET="$(git rev-parse "$BASE")"
PLAN="$(mktemp)"
trap 'rm -f "$PLAN"' EXIT

# Workspace packages are the directories under packages/ that hold a package.json.
for manifest in packages/*/package.json; do
  [[ -f "$manifest" ]] || continue
  dir="$(dirname "$manifest")"
  if ! name="$(jq -er '.name' "$manifest")" || ! version="$(jq -er '.version' "$manifest")"; then
    echo "warning: $manifest has no name/version, skipping" >&2
    continue
  fi
  if [[ "$(jq -r '.private // false' "$manifest")" == "true" ]]; then
    continue
  fi
  tag="${name}@${version}"
  if existing="$(git rev-parse --verify --quiet "refs/tags/${tag}^{commit}")"; then
    if [[ "$existing" == "$TARGET" ]]; then
      printf 'UNCHANGED\t%s\t%s\n' "$tag" "${existing:0:12}" >>"$PLAN"
    else
      printf 'CONFLICT\t%s\t%s -> %s\n' "$tag" "${existing:0:12}" "${TARGET:0:12}" >>"$PLAN"
    fi
    continue
  fi
  last_tag="$(git for-each-ref --count=1 --sort=-v:refname --format='%(refname:short)' "refs/tags/${name}@*")"
  if [[ -n "$last_tag" ]] && git diff --quiet "$last_tag" "$TARGET" -- "$dir"; then
    printf 'UNCHANGED\t%s\t(no changes since %s)\n' "$tag" "$last_tag" >>"$PLAN"
  else
    printf 'NEW\t%s\t%s\n' "$tag" "${TARGET:0:12}" >>"$PLAN"
  fi
done

cat "$PLAN"

if [[ "$CREATE" -eq 1 ]]; then
  while IFS=$'\t' read -r state tag _; do
    [[ "$state" == "NEW" ]] || continue
    git tag -a "$tag" "$TARGET" -m "$tag"
    echo "created $tag"
  done <"$PLAN"
  if grep -q '^CONFLICT' "$PLAN"; then
    echo "note: conflicts were not touched; resolve them with the user first" >&2
  fi
fi
