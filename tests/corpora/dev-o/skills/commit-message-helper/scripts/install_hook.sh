#!/usr/bin/env bash
# Install a commit-msg hook that enforces Conventional Commits.
set -euo pipefail
HOOK="$(git rev-parse --git-path hooks)/commit-msg"
cat > "$HOOK" <<'HOOK_EOF'
#!/usr/bin/env bash
subject="$(head -n1 "$1")"
if ! printf '%s' "$subject" | grep -qE '^(feat|fix|refactor|perf|test|docs|build|ci|chore|revert)(\([a-z0-9._-]+\))?!?: .{1,72}$'; then
  echo "commit-msg: subject must follow Conventional Commits (type(scope): subject, <=72 chars)" >&2
  exit 1
fi
HOOK_EOF
chmod 755 "$HOOK"
echo "installed $HOOK"
