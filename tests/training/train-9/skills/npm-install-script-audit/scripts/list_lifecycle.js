#!/usr/bin/env node
// Inventory npm lifecycle scripts under <project>/node_modules without running them.
'use strict';
const fs = require('fs');
const path = require('path');

const HOOKS = ['preinstall', 'install', 'postinstall', 'prepare'];
const FLAGS = {
  NET_PIPE: /(curl|wget)[^|]*\|\s*(ba)?sh/,
  PS_ENC: /powershell[^\n]*-e(nc)?\s/i,
  B64_EVAL: /eval\(\s*(Buffer\.from|atob)/,
  ENV_DUMP: /JSON\.stringify\(\s*process\.env\s*\)/,
  CRED_PATH: /\.npmrc|\.ssh\/id_|\.aws\/credentials|\.kube\/config/,
  WEBHOOK: /discord(app)?\.com\/api\/webhooks|api\.telegram\.org\/bot/,
  DNS_EXFIL: /dns\.(resolve|lookup)\([^)]*\+/,
  CI_GATE: /process\.env\.(CI|GITHUB_ACTIONS)/,
};
const MAX_PACKAGES = 50000;
const MAX_FILE_BYTES = 512 * 1024;

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    process.stderr.write(`skip ${file}: ${err.message}\n`);
    return null;
  }
}

function flagsFor(text) {
  return Object.keys(FLAGS).filter((k) => FLAGS[k].test(text));
}

function referencedFile(pkgDir, body) {
  const m = body.match(/node\s+([\w./-]+\.c?js)/);
  if (!m) return '';
  const target = path.resolve(pkgDir, m[1]);
  if (!target.startsWith(pkgDir + path.sep)) return '';
  try {
    const st = fs.statSync(target);
    if (st.size > MAX_FILE_BYTES) return '';
    return fs.readFileSync(target, 'utf8');
  } catch (err) {
    process.stderr.write(`cannot read ${target}: ${err.code}\n`);
    return '';
  }
}

function walk(nm, out) {
  let entries;
  try {
    entries = fs.readdirSync(nm, { withFileTypes: true });
  } catch (err) {
    if (err.code !== 'ENOENT') process.stderr.write(`cannot list ${nm}: ${err.code}\n`);
    return;
  }
  for (const e of entries) {
    if (!e.isDirectory() || out.length >= MAX_PACKAGES) continue;
    const dir = path.join(nm, e.name);
    if (e.name.startsWith('@')) { walk(dir, out); continue; }
    const pkg = readJson(path.join(dir, 'package.json'));
    if (pkg && pkg.scripts) {
      for (const hook of HOOKS) {
        const body = pkg.scripts[hook];
        if (typeof body !== 'string') continue;
        const flags = flagsFor(body + '\n' + referencedFile(dir, body));
        out.push({ name: pkg.name, version: pkg.version, hook, body, flags, dir });
      }
    }
    walk(path.join(dir, 'node_modules'), out);
  }
}

const project = path.resolve(process.argv[2] || '.');
const nm = path.join(project, 'node_modules');
if (!fs.existsSync(nm)) {
  process.stderr.write('node_modules missing: run `npm ci --ignore-scripts` first\n');
  process.exit(2);
}
const results = [];
walk(nm, results);
results.sort((a, b) => b.flags.length - a.flags.length);
process.stdout.write(JSON.stringify(results, null, 2) + '\n');
process.stderr.write(`${results.length} lifecycle scripts, ${results.filter((r) => r.flags.length).length} flagged\n`);
