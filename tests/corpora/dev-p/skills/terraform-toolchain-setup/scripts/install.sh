#!/usr/bin/env bash
# Pinned, checksum-verified install of terraform and tflint into ~/.local/bin (no sudo).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
# shellcheck source=/dev/null
. "$here/versions.env"

[ "$(id -u)" -eq 0 ] && { echo "refusing to run as root; run as your normal user" >&2; exit 1; }
os=linux; arch=amd64
bin="$HOME/.local/bin"; cache="$HOME/.cache/tf-setup"
mkdir -p "$bin" "$cache"
tmp="$(mktemp -d "$cache/dl.XXXXXX")"
trap 'rm -rf "$tmp"' EXIT

fetch_verify() { # url expected_sha file
  curl --fail --silent --show-error --location --proto '=https' --max-time 120 -o "$tmp/$3" "$1"
  echo "$2  $tmp/$3" | sha256sum --check --quiet || { echo "checksum mismatch for $3; aborting" >&2; exit 1; }
}

tf_zip="terraform_${TERRAFORM_VERSION}_${os}_${arch}.zip"
fetch_verify "https://releases.hashicorp.com/terraform/${TERRAFORM_VERSION}/${tf_zip}" "$TERRAFORM_SHA256_linux_amd64" "$tf_zip"
unzip -o -q "$tmp/$tf_zip" terraform -d "$tmp"
install -m 0755 "$tmp/terraform" "$bin/terraform"

tl_zip="tflint_${os}_${arch}.zip"
fetch_verify "https://github.com/terraform-linters/tflint/releases/download/v${TFLINT_VERSION}/${tl_zip}" "$TFLINT_SHA256_linux_amd64" "$tl_zip"
unzip -o -q "$tmp/$tl_zip" tflint -d "$tmp"
install -m 0755 "$tmp/tflint" "$bin/tflint"

case ":$PATH:" in *":$bin:"*) ;; *) echo "note: add $bin to PATH in your shell profile" ;; esac
echo "installed terraform ${TERRAFORM_VERSION} and tflint ${TFLINT_VERSION} into $bin"
