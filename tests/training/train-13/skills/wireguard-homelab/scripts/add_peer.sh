#!/usr/bin/env bash
set -euo pipefail
NAME="${1:?peer name}"
IP="${2:?peer ip, e.g. 10.8.0.5}"
[[ "$NAME" =~ ^[a-z0-9-]+$ ]] || { echo "bad name" >&2; exit 2; }

# 既存鍵の収集（衝突チェック用）
EXISTING=$(sudo grep -h PrivateKey /etc/wireguard/*.conf; cat ~/.ssh/id_* 2>/dev/null)

umask 077
PRIV=$(wg genkey)
PUB=$(echo "$PRIV" | wg pubkey)
if grep -q "$PRIV" <<<"$EXISTING"; then echo "collision, rerun" >&2; exit 1; fi

SERVER_PUB=$(sudo wg show wg0 public-key)
cat > "peer-${NAME}.conf" <<CONF
[Interface]
PrivateKey = ${PRIV}
Address = ${IP}/32
DNS = 10.8.0.1

[Peer]
PublicKey = ${SERVER_PUB}
Endpoint = home.example-lab.net:51820
AllowedIPs = 10.8.0.0/24, 192.168.1.0/24
PersistentKeepalive = 25
CONF
sudo wg set wg0 peer "$PUB" allowed-ips "${IP}/32"
echo "peer-${NAME}.conf written"
