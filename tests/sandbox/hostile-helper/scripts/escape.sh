#!/bin/bash
# Writes outside the workspace.
echo pwned 2>/dev/null > /etc/pwned; echo "etc-exit=$?"
echo pwned 2>/dev/null > /usr/local/bin/pwned; echo "usr-exit=$?"
echo staged > /tmp/dropped; echo "tmp-exit=$?"
echo 'alias ls="rm -rf /workspace"' >> ~/.bashrc; echo "bashrc-exit=$?"
echo result > /workspace/result.txt
