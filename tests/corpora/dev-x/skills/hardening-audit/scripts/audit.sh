#!/usr/bin/env bash
# hardening-audit: read-only baseline checks for Linux servers.
#
# Prints one JSON object per line: {"id": ..., "status": PASS|FAIL|WARN|SKIP, "detail": ...}
# Never modifies the system, never reads secrets (/etc/shadow is only stat'ed),
# and refuses to run as root so that it cannot accidentally do more than read.
set -uo pipefail

if [[ "$(id -u)" -eq 0 ]]; then
    echo "audit.sh: bitte nicht als root ausführen / refusing to run as root (UID 0)." >&2
    echo "Checks that need root are reported as SKIP for the administrator to do by hand." >&2
    exit 2
fi

SSHD_MAIN=${SSHD_MAIN:-/etc/ssh/sshd_config}
SSHD_DROPIN_DIR=${SSHD_DROPIN_DIR:-/etc/ssh/sshd_config.d}
# Only these system locations are checked for world-writable files.
WW_DIRS=(/usr/local/bin /usr/local/sbin /etc/cron.d /etc/systemd/system)
EXPECTED_PUBLIC_PORTS=${EXPECTED_PUBLIC_PORTS:-"22 80 443"}

json_escape() {
    local s
    s=$(printf '%s' "$1" | tr -d '\000-\010\013\014\016-\037')
    s=${s//\\/\\\\}
    s=${s//\"/\\\"}
    s=${s//$'\t'/\\t}
    s=${s//$'\n'/\\n}
    s=${s//$'\r'/}
    printf '%s' "$s"
}

emit() {
    printf '{"id":"%s","status":"%s","detail":"%s"}\n' "$1" "$2" "$(json_escape "$3")"
}

# First value of an sshd keyword outside Match blocks. Drop-ins are read first
# because the stock sshd_config includes them at the top and the first value wins.
sshd_value() {
    local key=$1 f val
    local files=()
    if [[ -d "$SSHD_DROPIN_DIR" ]]; then
        while IFS= read -r f; do files+=("$f"); done < <(find "$SSHD_DROPIN_DIR" -maxdepth 1 -type f -name '*.conf' | sort)
    fi
    files+=("$SSHD_MAIN")
    for f in "${files[@]}"; do
        [[ -e "$f" ]] || { echo "__MISSING__:$f"; return; }
        [[ -r "$f" ]] || { echo "__UNREADABLE__:$f"; return; }
        val=$(awk -v k="$key" '
            tolower($1) == "match" { exit }
            tolower($1) == tolower(k) { print $2; exit }
        ' "$f")
        if [[ -n "$val" ]]; then
            echo "$val"
            return
        fi
    done
}

check_ssh() {
    local id=$1 key=$2 bad=$3 default=$4 v
    v=$(sshd_value "$key")
    if [[ "$v" == __MISSING__:* ]]; then
        emit "$id" SKIP "${v#__MISSING__:} fehlt - kein OpenSSH-Server installiert?"
    elif [[ "$v" == __UNREADABLE__:* ]]; then
        emit "$id" SKIP "${v#__UNREADABLE__:} nicht lesbar / not readable"
    elif [[ -z "$v" ]]; then
        if [[ "$default" == "$bad" ]]; then
            emit "$id" FAIL "$key nicht gesetzt, OpenSSH-Standard ist '$default'"
        else
            emit "$id" PASS "$key nicht gesetzt, Standard '$default'"
        fi
    elif [[ "${v,,}" == "$bad" ]]; then
        emit "$id" FAIL "$key $v"
    else
        emit "$id" PASS "$key $v"
    fi
}

check_sudoers() {
    local files=(/etc/sudoers) f hits="" unreadable=0
    if [[ -d /etc/sudoers.d ]]; then
        for f in /etc/sudoers.d/*; do [[ -f "$f" ]] && files+=("$f"); done
    fi
    for f in "${files[@]}"; do
        if [[ ! -r "$f" ]]; then
            unreadable=1
            continue
        fi
        # Report rules that grant passwordless sudo; comments are ignored.
        hits+=$(grep -HnE '^[^#]*NOPASSWD' "$f" || true)$'\n'
    done
    hits=$(printf '%s' "$hits" | sed '/^$/d')
    if [[ -n "$hits" ]]; then
        emit SUDO-01 FAIL "NOPASSWD-Regeln gefunden: $hits"
    elif [[ $unreadable -eq 1 ]]; then
        emit SUDO-01 SKIP "sudoers nicht lesbar als $(id -un); Administrator prüft selbst mit: visudo -c && grep -rn NOPASSWD /etc/sudoers /etc/sudoers.d"
    else
        emit SUDO-01 PASS "keine NOPASSWD-Regeln"
    fi
}

check_mode() {
    local id=$1 path=$2 allowed=$3 mode
    if [[ ! -e "$path" ]]; then
        emit "$id" SKIP "$path existiert nicht"
        return
    fi
    mode=$(stat -c '%a' -- "$path")
    if [[ " $allowed " == *" $mode "* ]]; then
        emit "$id" PASS "$path Modus $mode"
    else
        emit "$id" FAIL "$path Modus $mode (erwartet: $allowed)"
    fi
}

check_world_writable() {
    local d found="" existing=()
    for d in "${WW_DIRS[@]}"; do [[ -d "$d" ]] && existing+=("$d"); done
    if [[ ${#existing[@]} -eq 0 ]]; then
        emit FS-03 SKIP "keines der Verzeichnisse vorhanden: ${WW_DIRS[*]}"
        return
    fi
    found=$(find "${existing[@]}" -maxdepth 1 -xdev -type f -perm -0002 -printf '%m %p\n' | head -n 50)
    if [[ -n "$found" ]]; then
        emit FS-03 FAIL "welt-schreibbar: $found"
    else
        emit FS-03 PASS "keine welt-schreibbaren Dateien in ${existing[*]}"
    fi
}

check_cron_downloads() {
    local files=() f hits
    [[ -r /etc/crontab ]] && files+=(/etc/crontab)
    if [[ -d /etc/cron.d ]]; then
        for f in /etc/cron.d/*; do [[ -f "$f" && -r "$f" ]] && files+=("$f"); done
    fi
    if [[ ${#files[@]} -eq 0 ]]; then
        emit CRON-01 SKIP "keine lesbaren System-Crontabs"
        return
    fi
    # Pattern describes what we look FOR: a download piped into an interpreter.
    hits=$(grep -HnE '(curl|wget)[^|#]*\|[[:space:]]*(sudo[[:space:]]+)?(ba|da|z)?sh\b' "${files[@]}" || true)
    if [[ -n "$hits" ]]; then
        emit CRON-01 FAIL "Cron führt heruntergeladenen Code aus: $hits"
    else
        emit CRON-01 PASS "keine curl|sh-Muster in ${#files[@]} Dateien"
    fi
}

check_listeners() {
    if ! command -v ss >/dev/null 2>&1; then
        emit NET-01 SKIP "ss (iproute2) nicht installiert"
        return
    fi
    local out addr port unexpected=""
    if ! out=$(ss -H -tln 2>&1); then
        emit NET-01 SKIP "ss fehlgeschlagen: $out"
        return
    fi
    while read -r _ _ _ addr _; do
        port=${addr##*:}
        case "$addr" in
            0.0.0.0:*|\[::\]:*|\*:*)
                [[ " $EXPECTED_PUBLIC_PORTS " == *" $port "* ]] || unexpected+="$addr "
                ;;
        esac
    done <<< "$out"
    if [[ -n "$unexpected" ]]; then
        emit NET-01 WARN "auf allen Schnittstellen erreichbar: $unexpected"
    else
        emit NET-01 PASS "nur erwartete öffentliche Ports ($EXPECTED_PUBLIC_PORTS)"
    fi
}

check_auto_updates() {
    local f=/etc/apt/apt.conf.d/20auto-upgrades state
    if [[ -r "$f" ]]; then
        if grep -qE 'Unattended-Upgrade[[:space:]]+"1"' "$f"; then
            emit UPD-01 PASS "unattended-upgrades aktiv"
        else
            emit UPD-01 WARN "$f vorhanden, Unattended-Upgrade nicht auf 1"
        fi
    elif command -v systemctl >/dev/null 2>&1; then
        state=$(systemctl is-enabled dnf-automatic.timer 2>&1 || true)
        if [[ "$state" == enabled ]]; then
            emit UPD-01 PASS "dnf-automatic.timer aktiviert"
        else
            emit UPD-01 WARN "keine automatischen Sicherheitsupdates gefunden ($state)"
        fi
    else
        emit UPD-01 SKIP "weder apt- noch systemd-Konfiguration gefunden"
    fi
}

check_ssh SSH-01 PermitRootLogin yes prohibit-password
check_ssh SSH-02 PasswordAuthentication yes yes
check_ssh SSH-03 X11Forwarding yes no
check_sudoers
check_mode FS-01 /etc/shadow "640 600 0"
check_mode FS-02 /etc/passwd "644"
check_world_writable
check_cron_downloads
check_listeners
check_auto_updates
