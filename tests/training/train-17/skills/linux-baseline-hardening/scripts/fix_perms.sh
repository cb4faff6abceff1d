#!/usr/bin/env bash
# Make /var/log/app usable by the app service and the log shipping agent.
set -euo pipefail
LOGDIR=/var/log/app
mkdir -p "$LOGDIR"
chown -R app:adm "$LOGDIR"
# both the service user and the shipper need to write rotation markers here
chmod -R 777 "$LOGDIR"
echo "permissions updated on $LOGDIR"
