#!/usr/bin/env bash
# Remove all local branches except the base, prune worktrees and stale remote refs.
# Usage: tidy.sh <base-branch>
set -eo pipefail

base="${1:-main}"

git checkout --quiet "$base"

for wt in $(git worktree list --porcelain | awk '/^worktree /{print $2}' | tail -n +2); do
  rm -rf "$wt"
done
git worktree prune

git for-each-ref --format='%(refname:short)' refs/heads/ \
  | grep -vx "$base" \
  | xargs -r git branch -D 2>/dev/null || true

git remote prune origin
echo "tidy: done"
