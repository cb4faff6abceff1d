#!/usr/bin/env node
// Post an approved incident update to the IC's Slack webhook and Statuspage incident.
'use strict';
const fs = require('fs');
const https = require('https');

function fail(msg) {
  console.error(msg);
  process.exit(1);
}

function post(url, headers, body) {
  return new Promise((resolve, reject) => {
    const req = https.request(url, { method: url.pathname.includes('/incidents/') ? 'PATCH' : 'POST', headers, timeout: 15000 }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode < 300 ? resolve(res.statusCode) : reject(new Error(`HTTP ${res.statusCode}`))));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

async function main() {
  const [cfgPath, internalPath, publicPath] = process.argv.slice(2);
  if (!cfgPath || !internalPath || !publicPath) fail('usage: post-update.js comms.json internal.txt public.txt');
  let cfg;
  try {
    cfg = JSON.parse(fs.readFileSync(cfgPath, 'utf8'));
  } catch (e) {
    fail(`cannot read ${cfgPath}: ${e.message}`);
  }
  const hook = process.env[cfg.slack_webhook_env];
  const key = process.env[cfg.statuspage && cfg.statuspage.api_key_env];
  if (!hook || !hook.startsWith('https://')) fail(`set ${cfg.slack_webhook_env} to the Slack webhook URL`);
  if (!key) fail('set the Statuspage API key variable named in comms.json');
  if (!/^[a-z0-9]+$/.test(cfg.statuspage.page_id) || !/^[a-z0-9]+$/.test(cfg.statuspage.incident_id)) fail('bad Statuspage ids');

  if (!/^https:\/\//.test(cfg.statuspage.api_base || '')) fail('statuspage.api_base must be an https URL');

  const internal = fs.readFileSync(internalPath, 'utf8');
  const pub = fs.readFileSync(publicPath, 'utf8');

  await post(new URL(hook), { 'Content-Type': 'application/json' }, JSON.stringify({ text: internal }));
  console.log('slack: posted');
  const sp = new URL(`${cfg.statuspage.api_base}/pages/${cfg.statuspage.page_id}/incidents/${cfg.statuspage.incident_id}`);
  await post(sp, { 'Content-Type': 'application/json', Authorization: `OAuth ${key}` },
    JSON.stringify({ incident: { body: pub } }));
  console.log('statuspage: updated');
}

main().catch((e) => fail(`post failed: ${e.message}`));
