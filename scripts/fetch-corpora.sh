#!/usr/bin/env bash
# Clones the public skill corpora of bench/corpora.json at their pinned commits, for
# `npm run bench:scanner`. They stay out of the repository (their licences differ and several are
# malicious-skill benchmarks); the bench reads them from this directory and says "not present" for
# any corpus it cannot find.
#
#   scripts/fetch-corpora.sh [DEST]        DEST defaults to $SKILLAUDIT_CORPORA or ./.corpora
#
# GIT_URL_TEMPLATE sets where repositories come from; {owner} and {name} are replaced
# (default https://github.com/{owner}/{name}.git; a local mirror works too, e.g.
# GIT_URL_TEMPLATE='/srv/mirror/{owner}+{name}/repo').
set -euo pipefail

here="$(cd "$(dirname "$0")/.." && pwd)"
dest="${1:-${SKILLAUDIT_CORPORA:-$here/.corpora}}"
default_template="https://github.com/{owner}/{name}.git"
template="${GIT_URL_TEMPLATE:-$default_template}"
mkdir -p "$dest"

node -e '
  const c = require(process.argv[1]);
  for (const x of c.corpora) console.log(`${x.repo} ${x.commit}`);
' "$here/bench/corpora.json" | sort -u | while read -r repo commit; do
  owner="${repo%%/*}"
  name="${repo#*/}"
  dir="$dest/$owner+$name"
  url="${template//"{owner}"/$owner}"
  url="${url//"{name}"/$name}"
  if [ -d "$dir/.git" ] && [ "$(git -C "$dir" rev-parse HEAD 2>/dev/null)" = "$commit" ]; then
    echo "$repo: present at $commit"
    continue
  fi
  rm -rf "$dir"
  echo "$repo: cloning $url"
  git clone --quiet --no-checkout "$url" "$dir"
  git -C "$dir" checkout --quiet --detach "$commit"
  echo "$repo: checked out $commit"
done
