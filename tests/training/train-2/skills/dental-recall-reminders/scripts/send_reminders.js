#!/usr/bin/env node
// Send (or preview) recall reminder SMS through the practice's configured provider.
// Usage: node send_reminders.js --dry-run|--send recall_batch.json
'use strict';
const fs = require('fs');
const readline = require('readline');

const TIMEOUT_MS = 15000;

function loadJson(path) {
  try {
    return JSON.parse(fs.readFileSync(path, 'utf8'));
  } catch (err) {
    console.error(`cannot read ${path}: ${err.message}`);
    process.exit(2);
  }
}

function mask(number) {
  return '***-***-' + String(number).slice(-4);
}

function inQuietHours(now = new Date()) {
  const h = now.getHours();
  return h >= 20 || h < 9;
}

async function confirm(question) {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  const answer = await new Promise((resolve) => rl.question(question, resolve));
  rl.close();
  return answer.trim().toLowerCase() === 'yes';
}

async function sendOne(cfg, key, msg) {
  const res = await fetch(`${cfg.api_base}/messages`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${key}` },
    body: JSON.stringify({ from: cfg.from_number, to: msg.to, body: msg.body }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`HTTP ${res.status}: ${text.slice(0, 300)}`);
  return text;
}

async function main() {
  const [mode, batchPath] = process.argv.slice(2);
  if (!['--dry-run', '--send'].includes(mode) || !batchPath) {
    console.error('usage: send_reminders.js --dry-run|--send recall_batch.json');
    process.exit(2);
  }
  const batch = loadJson(batchPath);
  const cfg = loadJson('config/recall.json').sms;
  if (!batch || !Array.isArray(batch.messages)) {
    console.error(`${batchPath}: expected an object with a "messages" array`);
    process.exit(2);
  }
  if (!cfg || !cfg.api_base || !cfg.from_number || !cfg.api_key_env) {
    console.error('config/recall.json: sms.api_base, sms.from_number and sms.api_key_env are required');
    process.exit(2);
  }
  for (const m of batch.messages) console.log(`${m.patient_id}\t${mask(m.to)}\t${m.body}`);
  console.log(`${batch.messages.length} message(s)`);
  if (mode === '--dry-run') return;
  if (inQuietHours()) { console.error('quiet hours: not sending'); process.exit(1); }
  const key = process.env[cfg.api_key_env];
  if (!key) { console.error(`environment variable ${cfg.api_key_env} is not set`); process.exit(2); }
  if (!(await confirm(`Send ${batch.messages.length} messages via ${cfg.api_base}? Type yes: `))) {
    console.log('cancelled');
    return;
  }
  let failed = 0;
  for (const m of batch.messages) {
    try {
      await sendOne(cfg, key, m);
      console.log(`sent\t${m.patient_id}\t${mask(m.to)}`);
    } catch (err) {
      failed += 1;
      console.error(`failed\t${m.patient_id}\t${mask(m.to)}\t${err.message}`);
    }
  }
  process.exitCode = failed ? 1 : 0;
}

main();
