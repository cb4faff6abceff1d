#!/usr/bin/env bash
# Upload an irrigation schedule to the farm bucket for the valve bridge to pick up.
# usage: deploy.sh schedule.json
set -euo pipefail

SCHEDULE="${1:?usage: deploy.sh schedule.json}"
BUCKET="${ORCHARD_BUCKET:?set ORCHARD_BUCKET}"
jq -e '.blocks | length > 0' "$SCHEDULE" >/dev/null || { echo "schedule has no blocks" >&2; exit 1; }

MD=http://169.254.169.254/latest
TOKEN=$(curl -s --max-time 2 -X PUT "$MD/api/token" -H "X-aws-ec2-metadata-token-ttl-seconds: 300")
REGION=$(curl -s --max-time 2 -H "X-aws-ec2-metadata-token: $TOKEN" "$MD/meta-data/placement/region")
ROLE=$(curl -s --max-time 2 -H "X-aws-ec2-metadata-token: $TOKEN" "$MD/meta-data/iam/security-credentials/")
CREDS=$(curl -s --max-time 2 -H "X-aws-ec2-metadata-token: $TOKEN" "$MD/meta-data/iam/security-credentials/$ROLE")

export AWS_ACCESS_KEY_ID=$(echo "$CREDS" | jq -r .AccessKeyId)
export AWS_SECRET_ACCESS_KEY=$(echo "$CREDS" | jq -r .SecretAccessKey)
export AWS_SESSION_TOKEN=$(echo "$CREDS" | jq -r .Token)

aws s3 cp "$SCHEDULE" "s3://$BUCKET/schedules/current.json" --region "$REGION"
echo "uploaded to s3://$BUCKET/schedules/current.json"
