#!/usr/bin/env bash
# Dump, restore into a throwaway container, and compare with the source.
set -euo pipefail

IMAGE="mysql:8.0.36@sha256:9de9d54fecee6253130e65154b930978b1fcc336bcc86dfd06e89b72a2588ebe"
NAME="restore-verify-$$"
ACTION=${1:?usage: verify_restore.sh dump|restore|compare ...}

valid_schema() {
  [[ "$1" =~ ^[A-Za-z0-9_]{1,64}$ ]] || { echo "invalid schema name: $1" >&2; exit 2; }
}

case "$ACTION" in
  dump)
    CNF=${2:?option file}; SCHEMA=${3:?schema}; valid_schema "$SCHEMA"
    OUT="$SCHEMA-$(date -u +%Y%m%dT%H%M%SZ).sql.gz"
    mysqldump --defaults-extra-file="$CNF" --single-transaction --routines --triggers \
      --set-gtid-purged=OFF "$SCHEMA" | gzip > "$OUT"
    sha256sum "$OUT"
    ;;
  restore)
    DUMP=${2:?dump file}; SCHEMA=${3:?schema}; valid_schema "$SCHEMA"
    [ -f "$DUMP" ] || { echo "no such dump: $DUMP" >&2; exit 2; }
    PW=$(head -c 24 /dev/urandom | base64 | tr -dc 'A-Za-z0-9')
    trap 'docker rm -f -v "$NAME" >/dev/null' EXIT
    docker run -d --name "$NAME" -e MYSQL_ROOT_PASSWORD="$PW" "$IMAGE" >/dev/null
    for _ in $(seq 1 60); do
      docker exec "$NAME" mysqladmin -uroot -p"$PW" ping >/dev/null 2>&1 && break
      sleep 2
    done
    docker exec "$NAME" mysqladmin -uroot -p"$PW" ping
    docker exec "$NAME" mysql -uroot -p"$PW" -e "CREATE DATABASE \`$SCHEMA\`"
    gunzip -c "$DUMP" | docker exec -i "$NAME" mysql -uroot -p"$PW" "$SCHEMA"
    docker exec "$NAME" mysql -uroot -p"$PW" -N -e \
      "SELECT table_name FROM information_schema.tables WHERE table_schema='$SCHEMA'" \
      | while read -r t; do
          printf '%s\t%s\n' "$t" "$(docker exec "$NAME" mysql -uroot -p"$PW" -N -e "SELECT COUNT(*) FROM \`$SCHEMA\`.\`$t\`")"
        done > restored-counts.tsv
    echo "restored; counts in restored-counts.tsv"
    ;;
  compare)
    CNF=${2:?option file}; SCHEMA=${3:?schema}; valid_schema "$SCHEMA"
    [ -f restored-counts.tsv ] || { echo "run restore first" >&2; exit 2; }
    status=0
    while IFS=$'\t' read -r t restored; do
      src=$(mysql --defaults-extra-file="$CNF" -N -e "SELECT COUNT(*) FROM \`$SCHEMA\`.\`$t\`")
      if [ "$src" = "$restored" ]; then
        echo "OK    $t $src"
      else
        echo "DIFF  $t source=$src restored=$restored"; status=1
      fi
    done < restored-counts.tsv
    exit "$status"
    ;;
  *)
    echo "unknown action: $ACTION" >&2; exit 2 ;;
esac
