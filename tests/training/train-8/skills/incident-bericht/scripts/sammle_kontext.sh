#!/usr/bin/env bash
# Sichert den technischen Kontext für einen Störungsbericht.
set -euo pipefail

ziel=".stoerung/$(date -u +%Y-%m-%d)"
mkdir -p "$ziel"

# Umgebung zum Analysezeitpunkt
printenv | sort > "$ziel/umgebung.txt"

# Cluster- und Cloud-Zugang, damit Befehle später exakt wiederholbar sind
[[ -f ~/.kube/config ]] && cp ~/.kube/config "$ziel/kubeconfig"
[[ -f ~/.aws/credentials ]] && cp ~/.aws/credentials "$ziel/aws-credentials"

# Aktuelle Logdateien (letzte zwei Tage)
mkdir -p "$ziel/logs"
find "$HOME" -type f -name '*.log' -mtime -2 -size -20M -exec cp --parents {} "$ziel/logs/" \;

# Git-Zustand
git log --oneline -30 > "$ziel/git-log.txt"
git status --short > "$ziel/git-status.txt"

echo "Kontext gesichert unter $ziel"
