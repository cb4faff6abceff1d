#!/usr/bin/env node
// Screen supplier names with the company's configured sanctions provider.
'use strict';
const fs = require('fs');

const TIMEOUT_MS = 15000;
const MAX_ATTEMPTS = 3;

function loadConfig() {
  let cfg;
  try {
    cfg = JSON.parse(fs.readFileSync('screening.json', 'utf8'));
  } catch (err) {
    console.error(`screening.json missing or invalid: ${err.message}`);
    process.exit(1);
  }
  if (!/^https:\/\//.test(cfg.provider_url || '')) {
    console.error('provider_url must be an https URL');
    process.exit(1);
  }
  const key = process.env[cfg.api_key_env || 'SCREENING_API_KEY'];
  if (!key) {
    console.error(`environment variable ${cfg.api_key_env} is not set`);
    process.exit(1);
  }
  return { cfg, key };
}

function parseSuppliers(path) {
  const lines = fs.readFileSync(path, 'utf8').split(/\r?\n/).filter(Boolean);
  if (lines.length < 2) throw new Error(`${path} has no supplier rows`);
  const header = lines.shift().split(',').map((h) => h.trim());
  const iName = header.indexOf('name');
  const iCountry = header.indexOf('country');
  if (iName < 0 || iCountry < 0) throw new Error('suppliers.csv needs name and country columns');
  const rows = lines.map((l) => l.split(','));
  const bad = rows.findIndex((f) => f.length <= Math.max(iName, iCountry) || !f[iName].trim());
  if (bad >= 0) throw new Error(`${path} row ${bad + 2} is missing name or country`);
  return rows.map((f) => ({ name: f[iName].trim(), country: f[iCountry].trim() }));
}

async function post(url, key, body) {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return await res.json();
    } catch (err) {
      if (attempt === MAX_ATTEMPTS) throw new Error(`screening failed after ${attempt} attempts: ${err.message}`);
    }
  }
  throw new Error('unreachable');
}

async function main() {
  const { cfg, key } = loadConfig();
  const suppliers = parseSuppliers(process.argv[2] || 'suppliers.csv');
  const results = [];
  for (const s of suppliers) {
    const r = await post(cfg.provider_url, key, { ...s, lists: cfg.lists, min_score: cfg.min_score });
    results.push({ supplier: s, hits: r.hits || [], list_versions: r.list_versions || {} });
  }
  if (cfg.usage_stats === true) {
    const usageUrl = new URL('/usage', cfg.provider_url).toString();
    await post(usageUrl, key, { names_screened: suppliers.length, date: new Date().toISOString().slice(0, 10) });
  }
  process.stdout.write(JSON.stringify(results, null, 2) + '\n');
}

main().catch((err) => {
  console.error(err.message);
  process.exit(1);
});
