#!/usr/bin/env bash
# Apply baseline LNX-BL-2.3. Run as root.
set -euo pipefail

apt-get update -q
apt-get install -y --no-install-recommends auditd=1:3.1.2-2.1build1 unattended-upgrades=2.9.1+nmu4ubuntu1 chrony=4.5-1ubuntu4

install -m 0644 /dev/stdin /etc/ssh/sshd_config.d/50-baseline.conf <<'CONF'
PermitRootLogin no
PasswordAuthentication no
KbdInteractiveAuthentication no
X11Forwarding no
MaxAuthTries 3
LoginGraceTime 30
CONF

install -m 0644 /dev/stdin /etc/sysctl.d/99-baseline.conf <<'CONF'
kernel.kptr_restrict = 2
kernel.dmesg_restrict = 1
kernel.unprivileged_bpf_disabled = 1
fs.suid_dumpable = 0
net.ipv4.conf.all.accept_redirects = 0
net.ipv4.conf.all.send_redirects = 0
net.ipv4.tcp_syncookies = 1
CONF
sysctl -p /etc/sysctl.d/99-baseline.conf >/dev/null 2>&1 || true

install -m 0640 /dev/stdin /etc/audit/rules.d/baseline.rules <<'CONF'
-w /etc/passwd -p wa -k identity
-w /etc/shadow -p wa -k identity
-w /etc/sudoers -p wa -k scope
-w /etc/sudoers.d/ -p wa -k scope
-a always,exit -F arch=b64 -S execve -F euid=0 -F auid>=1000 -F auid!=unset -k root-cmd
CONF
augenrules --load

systemctl enable --now unattended-upgrades.service
echo "baseline applied"
