#!/usr/bin/env bash
# Read-only volatile evidence collection for the current user. Writes ./case-<host>-<ts>/.
set -euo pipefail

TS=$(date -u +%Y%m%dT%H%M%SZ)
CASE="case-$(hostname -s)-$TS"
mkdir -p "$CASE"
umask 077

run() {  # run <outfile> <command...>; record failures instead of hiding them
  local out="$CASE/$1" rc=0; shift
  "$@" > "$out" 2>&1 || rc=$?
  if (( rc != 0 )); then
    echo "$*: exit $rc (see $out)" >> "$CASE/ERRORS.txt"
  fi
}

run system.txt      uname -a
run uptime.txt      uptime
run who.txt         who -a
run last.txt        last -n 50
run ps.txt          ps auxwwf
run sockets.txt     ss -tunap
run crontab.txt     crontab -l
run timers.txt      systemctl list-timers --all --no-pager
run user-units.txt  systemctl --user list-units --all --no-pager
run tmp-exec.txt    find /tmp /var/tmp /dev/shm -xdev -type f -perm -u+x -printf '%TY-%Tm-%Td %TT %u %p\n'
run recent-home.txt find "$HOME" -xdev -newermt '-3 days' -type f -not -path '*/.cache/*' -printf '%TY-%Tm-%Td %TT %p\n'

# public keys only; private key files are never opened
if [[ -f "$HOME/.ssh/authorized_keys" ]]; then
  cp "$HOME/.ssh/authorized_keys" "$CASE/authorized_keys.txt"
fi
for h in .bash_history .zsh_history; do
  [[ -f "$HOME/$h" ]] && cp "$HOME/$h" "$CASE/${h#.}.txt"
done

for f in /proc/[0-9]*/exe; do
  tgt=$(readlink "$f" 2>/dev/null) || continue
  [[ "$tgt" == *"(deleted)"* ]] && echo "${f%/exe} $tgt"
done > "$CASE/deleted-exe.txt"

(cd "$CASE" && sha256sum -- * > MANIFEST.sha256)
echo "evidence in $CASE ($(ls "$CASE" | wc -l) files)"
[[ -f "$CASE/ERRORS.txt" ]] && echo "some steps failed; see $CASE/ERRORS.txt (list them under 'not checked')"
exit 0
