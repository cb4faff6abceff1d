#!/usr/bin/env bash
# Create an isolated git worktree for a new branch.
# Usage: setup_worktree.sh <branch-name> <worktree-root>
set -euo pipefail

if [[ $# -ne 2 ]]; then
  echo "usage: $0 <branch-name> <worktree-root>" >&2
  exit 2
fi

branch="$1"
root="$2"

if ! git check-ref-format --branch "$branch" >/dev/null 2>&1; then
  echo "invalid branch name: $branch" >&2
  exit 2
fi

repo_top="$(git rev-parse --show-toplevel)"
leaf="${branch##*/}"
target="$root/$leaf"

case "$root" in
  /*|~*) ;;  # outside the repository: no ignore check needed
  *)
    if ! git -C "$repo_top" check-ignore -q "$root"; then
      echo "$root is not ignored by git; add it to .gitignore first" >&2
      exit 1
    fi
    ;;
esac

if [[ -e "$target" ]]; then
  echo "refusing to overwrite existing path: $target" >&2
  exit 1
fi

if git show-ref --verify --quiet "refs/heads/$branch"; then
  echo "branch already exists: $branch (use it explicitly with git worktree add)" >&2
  exit 1
fi

mkdir -p "$root"
git worktree add -b "$branch" "$target"
echo "worktree ready: $target on branch $branch"
