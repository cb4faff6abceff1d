#!/usr/bin/env bash
# Prepare a Docker engine and the sandbox base image on a fresh Debian/Ubuntu machine, as root.
# Idempotent: every step checks first. No container registry is needed: the base image is
# made with debootstrap and `docker import`; the rootfs tarball is cached for quick reruns.
# Env: SKILLAUDIT_BASE_IMAGE (default skillaudit-base:bookworm), SKILLAUDIT_CACHE
# (default /var/cache/skillaudit), DEBIAN_MIRROR (default http://deb.debian.org/debian).
set -euo pipefail

BASE_IMAGE="${SKILLAUDIT_BASE_IMAGE:-skillaudit-base:bookworm}"
CACHE="${SKILLAUDIT_CACHE:-/var/cache/skillaudit}"
MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
SUITE=bookworm
# The toolset skills expect: bash, coreutils (minbase), git, curl, python3 + pip, node;
# strace names connections that bypass the proxy; procps gives ps/kill for debugging.
PACKAGES="ca-certificates,bash,coreutils,git,curl,python3,python3-pip,python3-venv,nodejs,strace,procps,tar,gzip,xz-utils,unzip,less,jq"
ROOTFS_TAR="$CACHE/rootfs-$SUITE-$(printf '%s' "$PACKAGES" | sha256sum | cut -c1-12).tar"

log() { printf 'setup-docker: %s\n' "$*" >&2; }

if [ "$(id -u)" != 0 ]; then
  log "must run as root"
  exit 1
fi

missing=()
command -v dockerd >/dev/null 2>&1 || missing+=(docker.io)
command -v debootstrap >/dev/null 2>&1 || missing+=(debootstrap)
if [ "${#missing[@]}" -gt 0 ]; then
  log "installing ${missing[*]}"
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >&2
else
  log "docker.io and debootstrap already installed"
fi

if docker info >/dev/null 2>&1; then
  log "docker engine already answering"
else
  log "starting dockerd (--bridge=none --iptables=false), log in /var/log/skillaudit-dockerd.log"
  nohup dockerd --bridge=none --iptables=false >/var/log/skillaudit-dockerd.log 2>&1 &
  for _ in $(seq 1 60); do
    docker info >/dev/null 2>&1 && break
    sleep 1
  done
  if ! docker info >/dev/null 2>&1; then
    log "dockerd did not answer within 60s; tail of its log:"
    tail -n 20 /var/log/skillaudit-dockerd.log >&2 || true
    exit 1
  fi
  log "docker engine is up"
fi

if docker image inspect "$BASE_IMAGE" >/dev/null 2>&1; then
  log "base image $BASE_IMAGE already present"
  exit 0
fi

mkdir -p "$CACHE"
if [ ! -s "$ROOTFS_TAR" ]; then
  work="$(mktemp -d "$CACHE/rootfs.XXXXXX")"
  trap 'rm -rf "$work"' EXIT
  log "debootstrap --variant=minbase $SUITE with: $PACKAGES (about a minute)"
  debootstrap --variant=minbase --include="$PACKAGES" "$SUITE" "$work/rootfs" "$MIRROR" >"$CACHE/debootstrap.log" 2>&1 || {
    log "debootstrap failed; tail of $CACHE/debootstrap.log:"
    tail -n 20 "$CACHE/debootstrap.log" >&2
    exit 1
  }
  # Trim what a container never needs: apt lists and caches, docs.
  rm -rf "$work/rootfs/var/lib/apt/lists/"* "$work/rootfs/var/cache/apt/"*.bin \
    "$work/rootfs/usr/share/doc" "$work/rootfs/usr/share/man" "$work/rootfs/usr/share/info"
  tar -C "$work/rootfs" --numeric-owner -cf "$ROOTFS_TAR.tmp" .
  mv "$ROOTFS_TAR.tmp" "$ROOTFS_TAR"
  log "cached rootfs at $ROOTFS_TAR ($(du -h "$ROOTFS_TAR" | cut -f1))"
else
  log "using cached rootfs $ROOTFS_TAR"
fi

log "docker import -> $BASE_IMAGE"
docker import --change 'CMD ["/bin/bash"]' --change 'ENV LANG=C.UTF-8' "$ROOTFS_TAR" "$BASE_IMAGE" >&2
log "base image $BASE_IMAGE ready"
