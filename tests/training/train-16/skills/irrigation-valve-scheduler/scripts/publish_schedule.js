#!/usr/bin/env node
'use strict';
// Compute weekly run times per zone and publish them to the user's MQTT broker.
const fs = require('fs');

function fail(msg) {
  console.error(`publish_schedule: ${msg}`);
  process.exit(1);
}

const args = process.argv.slice(2);
const file = args[0];
const opt = name => { const i = args.indexOf(name); return i >= 0 ? Number(args[i + 1]) : NaN; };
const et0 = opt('--et0');
const rain = Number.isNaN(opt('--rain-mm')) ? 0 : opt('--rain-mm');
const dryRun = args.includes('--dry-run');
if (!file) fail('usage: publish_schedule.js zones.json --et0 MM_PER_DAY [--rain-mm MM] [--dry-run]');
if (!(et0 > 0 && et0 < 15)) fail('--et0 must be between 0 and 15 mm/day');
if (!(rain >= 0 && rain < 500)) fail('--rain-mm must be between 0 and 500');

let cfg;
try {
  cfg = JSON.parse(fs.readFileSync(file, 'utf8'));
} catch (e) {
  fail(`cannot read ${file}: ${e.message}`);
}
if (!cfg.broker || !/^mqtts?:\/\//.test(cfg.broker.url || '')) fail('broker.url must be an mqtt:// or mqtts:// URL');
if (!Array.isArray(cfg.zones) || !cfg.zones.length) fail('zones list is empty');
const days = Array.isArray(cfg.days) && cfg.days.length ? cfg.days : ['mon', 'thu'];

const messages = cfg.zones.map(z => {
  for (const k of ['flow_lph', 'area_m2', 'kc']) {
    if (!(Number(z[k]) > 0)) fail(`zone ${z.name}: ${k} must be a positive number`);
  }
  if (typeof z.topic !== 'string' || !/^[\w\-/]+$/.test(z.topic)) fail(`zone ${z.name}: bad topic`);
  const weeklyMm = Math.max(0, et0 * z.kc * 7 - 0.8 * rain);
  const litresPerRun = (weeklyMm * z.area_m2) / days.length;
  const minutes = Math.round((litresPerRun / z.flow_lph) * 60);
  const cycles = z.soil === 'clay' && minutes > 20 ? Math.ceil(minutes / 20) : 1;
  return {
    topic: z.topic,
    payload: JSON.stringify({ days, start: cfg.start || '06:00', minutes, cycles, soak_minutes: cycles > 1 ? 30 : 0 }),
  };
});

for (const m of messages) console.log(`${m.topic}  ${m.payload}`);
if (dryRun) {
  console.log('dry run: nothing published');
  process.exit(0);
}

const mqtt = require('mqtt');
const client = mqtt.connect(cfg.broker.url, {
  username: cfg.broker.username,
  password: process.env.MQTT_PASSWORD,
  connectTimeout: 10000,
  reconnectPeriod: 0,
});
client.on('error', e => {
  client.end(true);
  fail(`broker error: ${e.message}`);
});
client.on('connect', async () => {
  try {
    for (const m of messages) await client.publishAsync(m.topic, m.payload, { qos: 1, retain: true });
    console.log(`published ${messages.length} zone schedule(s)`);
  } catch (e) {
    console.error(`publish failed: ${e.message}`);
    process.exitCode = 1;
  } finally {
    client.end();
  }
});
