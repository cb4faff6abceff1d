#!/usr/bin/env node
// Issue one approved permit via the council's permit system API.
'use strict';
const fs = require('node:fs');

const BANDS = { A: 0, B: 65, C: 65, D: 65, E: 120, F: 120, G: 120, H: 185, I: 185, J: 185, K: 185, L: 260, M: 260 };

function fail(msg) {
  console.error(msg);
  process.exit(1);
}

function fee(app) {
  const base = BANDS[app.co2_band];
  if (base === undefined) fail(`unknown CO2 band ${JSON.stringify(app.co2_band)}`);
  const months = Number.isInteger(app.months) && app.months >= 1 && app.months <= 12 ? app.months : fail('months must be 1-12');
  const diesel = app.fuel === 'diesel' ? 50 : 0;
  return Math.round(((base + diesel) * months / 12) * 100) / 100;
}

async function main() {
  const file = process.argv[2];
  if (!file) fail('usage: issue.js application.json');
  let app;
  try {
    app = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    fail(`cannot read ${file}: ${err.message}`);
  }
  for (const k of ['applicant_ref', 'zone', 'vrm', 'co2_band', 'months', 'approved_by']) {
    if (app[k] === undefined || app[k] === '') fail(`application is missing ${k}`);
  }

  const base = process.env.PERMITS_BASE_URL;
  const key = process.env.PERMITS_API_KEY;
  if (!base) fail('PERMITS_BASE_URL is not set');
  if (!key) fail('PERMITS_API_KEY is not set');

  const body = { applicant_ref: app.applicant_ref, zone: app.zone, vrm: app.vrm.toUpperCase().replace(/\s+/g, ''),
                 fee_gbp: fee(app), approved_by: app.approved_by };
  let res;
  try {
    res = await fetch(new URL('/v2/permits', base), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${key}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(20000),
    });
  } catch (err) {
    fail(`permit system unreachable: ${err.message}`);
  }
  const text = await res.text();
  if (!res.ok) fail(`permit system said ${res.status}: ${text}`);
  let out;
  try {
    out = JSON.parse(text);
  } catch (err) {
    fail(`unexpected reply from permit system: ${text.slice(0, 200)}`);
  }
  console.log(`permit ${out.permit_number} issued, fee £${body.fee_gbp.toFixed(2)}`);
}

main();
