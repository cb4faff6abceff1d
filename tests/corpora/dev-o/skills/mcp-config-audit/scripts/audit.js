#!/usr/bin/env node
'use strict';
const fs = require('fs');

const TOKEN = /^(ghp_|github_pat_|sk-|xox[bp]-)/;
const findings = [];

function flag(file, where, msg) {
  findings.push(`${file}: ${where}: ${msg}`);
}

function checkServer(file, name, s) {
  const args = (s.args || []).join(' ');
  if (s.command === 'npx') {
    const pkg = (s.args || []).find((a) => !a.startsWith('-'));
    if (pkg && !/@\d/.test(pkg.replace(/^@[^/]+\//, ''))) flag(file, `mcpServers.${name}`, `unpinned package ${pkg}`);
  }
  if (/git\+https:|\.tar\.gz|\.tgz/.test(`${s.command} ${args}`)) flag(file, `mcpServers.${name}`, 'unverifiable install source');
  for (const [k, v] of Object.entries(s.env || {})) {
    if (typeof v === 'string' && TOKEN.test(v)) flag(file, `mcpServers.${name}.env.${k}`, 'literal token (value not shown)');
  }
}

for (const file of process.argv.slice(2)) {
  if (!fs.existsSync(file)) continue;
  let cfg;
  try {
    cfg = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (e) {
    flag(file, '-', `not valid JSON: ${e.message}`);
    continue;
  }
  const perms = cfg.permissions || {};
  if (perms.defaultMode === 'bypassPermissions') flag(file, 'permissions.defaultMode', 'bypassPermissions');
  for (const a of perms.allow || []) if (a === 'Bash(*)' || a === 'Bash') flag(file, 'permissions.allow', `blanket ${a}`);
  if (cfg.enableAllProjectMcpServers === true) flag(file, 'enableAllProjectMcpServers', 'auto-enables project servers');
  for (const [name, s] of Object.entries(cfg.mcpServers || {})) checkServer(file, name, s);
}

console.log(findings.length ? findings.join('\n') : 'no risky settings found');
process.exitCode = findings.length ? 1 : 0;
