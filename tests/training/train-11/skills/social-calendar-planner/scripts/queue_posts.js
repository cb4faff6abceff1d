#!/usr/bin/env node
'use strict';
// Queue approved rows from calendar.csv in Queuely. Use --dry-run to preview.

const fs = require('fs');
const { parse } = require('csv-parse/sync');
const { stringify } = require('csv-stringify/sync');

const API = 'https://api.queuely.example/v1';
const TIMEOUT_MS = 15000;

async function call(method, path, key, body) {
  const res = await fetch(`${API}${path}`, {
    method,
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!res.ok) {
    throw new Error(`${method} ${path} -> ${res.status} ${await res.text()}`);
  }
  return res.json();
}

async function main() {
  const [file, flag] = process.argv.slice(2);
  if (!file) throw new Error('usage: queue_posts.js calendar.csv [--dry-run]');
  const dryRun = flag === '--dry-run';
  const key = process.env.QUEUELY_API_KEY;
  if (!key && !dryRun) throw new Error('QUEUELY_API_KEY is not set');

  const rows = parse(fs.readFileSync(file, 'utf8'), { columns: true, skip_empty_lines: true });
  const approved = rows.filter((r) => r.status === 'approved');
  const profiles = dryRun ? [] : (await call('GET', '/profiles', key)).profiles;

  let queued = 0;
  const skipped = [];
  for (const row of approved) {
    const when = new Date(`${row.date}T${row.time}`);
    if (Number.isNaN(when.getTime())) {
      skipped.push(`${row.date} ${row.time} ${row.channel}: invalid date/time`);
      continue;
    }
    if (dryRun) {
      console.log(`[dry-run] ${when.toISOString()} ${row.channel}: ${row.copy.slice(0, 60)}`);
      continue;
    }
    const profile = profiles.find((p) => p.service === row.channel.toLowerCase());
    if (!profile) {
      skipped.push(`${row.channel}: no Queuely profile connected`);
      continue;
    }
    const body = { profile_id: profile.id, text: row.copy, scheduled_at: when.toISOString(), link: row.link || undefined };
    const post = row.queuely_id
      ? await call('PATCH', `/posts/${encodeURIComponent(row.queuely_id)}`, key, body)
      : await call('POST', '/posts', key, body);
    row.queuely_id = post.id;
    queued += 1;
  }

  if (!dryRun) fs.writeFileSync(file, stringify(rows, { header: true }));
  console.log(`${dryRun ? 'would queue' : 'queued'} ${dryRun ? approved.length : queued}; skipped ${skipped.length}`);
  skipped.forEach((s) => console.log(`  skipped: ${s}`));
}

main().catch((err) => {
  console.error(err.message);
  process.exit(1);
});
