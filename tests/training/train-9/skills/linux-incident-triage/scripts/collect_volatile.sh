#!/usr/bin/env bash
# Sammelt flüchtige Daten, soweit ohne Root lesbar. Collects volatile data readable without root.
# Schreibt nur in den angegebenen Fallordner. Writes only into the given case folder.
set -euo pipefail

if [[ $# -ne 1 ]]; then
  echo "usage: $0 <case-dir>" >&2
  exit 2
fi
if [[ $EUID -eq 0 ]]; then
  echo "Bitte nicht als root starten; Root-Befehle werden unten ausgegeben." >&2
  exit 2
fi

case_dir="$1"
mkdir -p "$case_dir/volatile"
out="$case_dir/volatile"
log="$case_dir/notes.md"

run() {
  local name="$1"; shift
  local ts; ts="$(date -u +%FT%TZ)"
  if "$@" >"$out/$name.txt" 2>"$out/$name.err"; then
    echo "- $ts collected $name" >>"$log"
  else
    echo "- $ts FAILED $name (exit $?), see $name.err" >>"$log"
    echo "warning: $name failed, see $out/$name.err" >&2
  fi
}

run uname uname -a
run uptime uptime
run who who -a
run last last -Fw -n 200
run ps ps auxwwf
run sockets ss -tuan
run crontab_self crontab -l

cat >"$out/ROOT_COMMANDS.txt" <<'ROOT'
# Diese Befehle führt die Responderin selbst mit Root-Rechten aus:
ss -tupanp > ss_with_pids.txt
for u in $(cut -d: -f1 /etc/passwd); do echo "== $u"; crontab -l -u "$u" 2>&1; done > all_crontabs.txt
ls -la /proc/*/exe 2>&1 | grep -E 'deleted|/tmp|/dev/shm' > suspicious_exe.txt
ROOT

( cd "$out" && sha256sum ./*.txt > MANIFEST.sha256 )
echo "volatile data in $out; root-only commands listed in $out/ROOT_COMMANDS.txt"
