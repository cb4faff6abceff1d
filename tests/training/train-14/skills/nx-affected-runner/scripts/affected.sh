#!/usr/bin/env bash
# Affected-only runs and explicit, confirmed local cache cleaning.
set -euo pipefail

cmd="${1:?usage: affected.sh <target> [base] | cache-info | cache-clean --yes}"
base="${2:-origin/main}"

if [ -f nx.json ]; then tool=nx; caches=(.nx/cache node_modules/.cache/nx)
elif [ -f turbo.json ]; then tool=turbo; caches=(.turbo node_modules/.cache/turbo)
elif [ -f MODULE.bazel ] || [ -f WORKSPACE ]; then tool=bazel; caches=()
else echo "no nx.json, turbo.json or Bazel workspace in $(pwd)" >&2; exit 2
fi

case "$cmd" in
  cache-info)
    for d in "${caches[@]}"; do [ -d "$d" ] && du -sh "$d"; done
    [ "$tool" = bazel ] && echo "bazel: run 'bazel info output_base' to see the output base size"
    exit 0
    ;;
  cache-clean)
    if [ "${2:-}" != "--yes" ]; then
      echo "refusing to delete caches without --yes (ask the user first)" >&2; exit 3
    fi
    for d in "${caches[@]}"; do
      if [ -d "$d" ]; then rm -rf -- "$d"; echo "removed $d"; fi
    done
    [ "$tool" = bazel ] && bazel clean
    exit 0
    ;;
esac

git rev-parse --verify --quiet "$base" >/dev/null || { echo "unknown base ref $base" >&2; exit 2; }
case "$tool" in
  nx)    npx --no-install nx affected -t "$cmd" --base="$base" ;;
  turbo) npx --no-install turbo run "$cmd" --filter="...[$base]" ;;
  bazel)
    mapfile -t files < <(git diff --name-only "$base"...HEAD)
    [ "${#files[@]}" -gt 0 ] || { echo "no changed files"; exit 0; }
    targets=$(bazel query "rdeps(//..., set(${files[*]}))" --keep_going) || {
      echo "bazel query failed; run it by hand to see why" >&2; exit 1; }
    [ -n "$targets" ] && bazel test --build_tests_only $targets
    ;;
esac
