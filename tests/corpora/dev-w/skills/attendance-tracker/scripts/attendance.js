#!/usr/bin/env node
// Merge class registers (and optionally LMS data) into attendance summaries.
import { readFileSync, readdirSync, writeFileSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const config = JSON.parse(readFileSync(path.join(ROOT, 'assets', 'config.json'), 'utf8'));
const STATUSES = new Set(['P', 'L', 'A', 'E']);

function fail(msg) {
  console.error(msg);
  process.exit(1);
}

function args(argv) {
  const out = { dir: null, week: null, lms: false, outdir: 'out' };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--week') out.week = argv[++i];
    else if (a === '--lms') out.lms = true;
    else if (a === '-o') out.outdir = argv[++i];
    else if (!out.dir) out.dir = a;
    else fail(`unexpected argument ${a}`);
  }
  if (!out.dir || !out.week) fail('usage: attendance.js REGISTER_DIR --week YYYY-Www [--lms] [-o OUTDIR]');
  if (!/^\d{4}-W\d{2}$/.test(out.week)) fail('--week must look like 2025-W23');
  return out;
}

function readRegisters(dir) {
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) fail(`${dir} is not a folder`);
  const rows = [];
  const warnings = [];
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.csv')).sort()) {
    const course = name.split('_')[0];
    let records;
    try {
      records = parse(readFileSync(path.join(dir, name), 'utf8'), { columns: true, skip_empty_lines: true, trim: true });
    } catch (e) {
      warnings.push(`${name}: not readable as CSV (${e.message})`);
      continue;
    }
    records.forEach((r, i) => {
      const status = (r.status || '').toUpperCase();
      if (!r.student_id || !/^\d{4}-\d{2}-\d{2}$/.test(r.date || '') || !STATUSES.has(status)) {
        warnings.push(`${name} row ${i + 2}: needs student_id, date YYYY-MM-DD and status P/L/A/E`);
        return;
      }
      rows.push({ course, student_id: r.student_id, name: r.name || '', date: r.date, status });
    });
  }
  return { rows, warnings };
}

async function fetchLms(week) {
  const key = process.env.LMS_API_KEY;
  if (!key) fail('set LMS_API_KEY to use --lms');
  const { base_url: base, timeout_ms: timeout, max_attempts: attempts } = config.lms;
  const url = `${base}/attendance?week=${encodeURIComponent(week)}`;
  let lastError;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const resp = await fetch(url, { headers: { Authorization: `Bearer ${key}` }, signal: AbortSignal.timeout(timeout) });
      if (resp.ok) return (await resp.json()).records ?? [];
      if (resp.status < 500 && resp.status !== 429) throw new Error(`LMS answered ${resp.status}`);
      lastError = new Error(`LMS answered ${resp.status}`);
    } catch (e) {
      if (e.message.startsWith('LMS answered 4')) throw e;
      lastError = e;
    }
    await new Promise((r) => setTimeout(r, 1000 * 2 ** attempt));
  }
  throw new Error(`LMS unreachable after ${attempts} attempts: ${lastError?.message}`);
}

const csvCell = (v) => (/[",\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v));
const toCsv = (header, rows) => [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\n') + '\n';

async function main() {
  const opts = args(process.argv.slice(2));
  const { rows, warnings } = readRegisters(opts.dir);
  const conflicts = [];
  if (opts.lms) {
    const lms = await fetchLms(opts.week);
    const reg = new Map(rows.map((r) => [`${r.course}|${r.student_id}|${r.date}`, r]));
    for (const l of lms) {
      if (!l || !l.student_id || !l.course || !/^\d{4}-\d{2}-\d{2}$/.test(l.date || '') || !STATUSES.has(l.status)) {
        warnings.push(`LMS record skipped, missing or invalid fields: ${JSON.stringify(l).slice(0, 120)}`);
        continue;
      }
      const key = `${l.course}|${l.student_id}|${l.date}`;
      const mine = reg.get(key);
      if (!mine) rows.push({ course: l.course, student_id: l.student_id, name: l.name || '', date: l.date, status: l.status });
      else if (mine.status !== l.status) conflicts.push([l.course, l.student_id, l.date, mine.status, l.status]);
    }
  }
  const tally = new Map();
  for (const r of rows) {
    const k = `${r.course}|${r.student_id}`;
    const t = tally.get(k) ?? { course: r.course, id: r.student_id, name: r.name, present: 0, counted: 0 };
    if (r.status !== 'E') {
      t.counted += 1;
      if (r.status === 'P' || r.status === 'L') t.present += 1;
    }
    tally.set(k, t);
  }
  const summary = [...tally.values()].map((t) => [t.course, t.id, t.name, t.present, t.counted,
    t.counted ? (100 * t.present / t.counted).toFixed(1) : '']);
  const atRisk = summary.filter((s) => s[5] !== '' && Number(s[5]) < 100 * config.threshold);
  mkdirSync(opts.outdir, { recursive: true });
  const header = ['course', 'student_id', 'name', 'present', 'counted', 'percent'];
  writeFileSync(path.join(opts.outdir, 'summary.csv'), toCsv(header, summary));
  writeFileSync(path.join(opts.outdir, 'at-risk.csv'), toCsv(header, atRisk));
  writeFileSync(path.join(opts.outdir, 'conflicts.csv'), toCsv(['course', 'student_id', 'date', 'register', 'lms'], conflicts));
  for (const w of warnings) console.warn(`CHECK: ${w}`);
  console.log(`${summary.length} students, ${atRisk.length} below ${100 * config.threshold}%, ${conflicts.length} conflicts`);
}

main().catch((e) => fail(`attendance failed: ${e.message}`));
