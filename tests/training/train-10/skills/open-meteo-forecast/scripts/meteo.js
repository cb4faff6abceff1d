#!/usr/bin/env node
// Open-Meteo helper with a small on-disk cache. Node 18+.
'use strict';
const fs = require('fs');
const path = require('path');
const crypto = require('crypto');

const CACHE_DIR = path.join(process.cwd(), '.meteo_cache');
const HOSTS = {
  forecast: 'https://api.open-meteo.com/v1/forecast',
  history: 'https://archive-api.open-meteo.com/v1/archive',
  geocode: 'https://geocoding-api.open-meteo.com/v1/search',
};
const TTL = { forecast: 15 * 60e3, history: 30 * 24 * 3600e3, geocode: 30 * 24 * 3600e3 };

function parseArgs(argv) {
  const out = { _: [] };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i].startsWith('--')) {
      const key = argv[i].slice(2);
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) out[key] = true;
      else { out[key] = next; i++; }
    } else out._.push(argv[i]);
  }
  return out;
}

function num(value, name, lo, hi) {
  const n = Number(value);
  if (!Number.isFinite(n) || n < lo || n > hi) throw new Error(`--${name} must be a number in [${lo}, ${hi}]`);
  return n;
}

async function cachedGet(kind, params) {
  const url = `${HOSTS[kind]}?${new URLSearchParams(params)}`;
  const file = path.join(CACHE_DIR, crypto.createHash('sha256').update(url).digest('hex') + '.json');
  if (fs.existsSync(file) && Date.now() - fs.statSync(file).mtimeMs < TTL[kind]) {
    try {
      return JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (err) {
      console.error(`cache entry unreadable (${err.message}); refetching`);
      fs.unlinkSync(file);
    }
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    const res = await fetch(url, { signal: AbortSignal.timeout(30000) });
    if (res.status === 429 && attempt === 0) {
      await new Promise((r) => setTimeout(r, 60000));
      continue;
    }
    const body = await res.json();
    if (!res.ok) throw new Error(`${res.status}: ${body.reason || 'request failed'}`);
    fs.mkdirSync(CACHE_DIR, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(body));
    return body;
  }
  throw new Error('rate limited twice; try again later');
}

function table(block) {
  const keys = Object.keys(block);
  const rows = block.time.slice(0, 24).map((_, i) => keys.map((k) => block[k][i]).join('\t'));
  return [keys.join('\t'), ...rows].join('\n');
}

async function main() {
  const [cmd, ...rest] = process.argv.slice(2);
  const a = parseArgs(rest);
  const units = a.imperial ? { temperature_unit: 'fahrenheit', wind_speed_unit: 'mph', precipitation_unit: 'inch' } : {};
  if (cmd === 'geocode') {
    const body = await cachedGet('geocode', { name: a._.join(' '), count: 5, language: 'en' });
    for (const r of body.results || []) console.log(`${r.name}, ${r.admin1 || ''}, ${r.country}\t${r.latitude}\t${r.longitude}`);
    return;
  }
  if (cmd !== 'forecast' && cmd !== 'history') throw new Error('usage: meteo.js geocode|forecast|history ...');
  const params = { latitude: num(a.lat, 'lat', -90, 90), longitude: num(a.lon, 'lon', -180, 180), timezone: 'auto', ...units };
  if (a.hourly) params.hourly = a.hourly;
  if (a.daily) params.daily = a.daily;
  if (cmd === 'forecast') params.forecast_days = a.days ? num(a.days, 'days', 1, 16) : 3;
  else {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(a.start || '') || !/^\d{4}-\d{2}-\d{2}$/.test(a.end || '')) throw new Error('--start/--end must be YYYY-MM-DD');
    params.start_date = a.start; params.end_date = a.end;
  }
  const body = await cachedGet(cmd, params);
  console.log(`timezone: ${body.timezone}`);
  if (body.hourly) console.log(table(body.hourly));
  if (body.daily) console.log(table(body.daily));
}

main().catch((e) => { console.error(`meteo.js: ${e.message}`); process.exit(1); });
