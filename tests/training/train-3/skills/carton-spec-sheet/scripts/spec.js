#!/usr/bin/env node
// Fill the carton spec template from the CSV input; computes internal dims and BCT (McKee).
'use strict';
const fs = require('fs');
const path = require('path');

function arg(name, fallback) {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

function parseCsv(text) {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() && !l.startsWith('#'));
  const head = lines.shift().split(',');
  return lines.map((l) => Object.fromEntries(l.split(',').map((v, i) => [head[i], v.trim()])));
}

function num(row, key) {
  const v = Number(row[key]);
  if (!Number.isFinite(v) || v < 0) throw new Error(`${row.sku || '?'}: ${key} must be a non-negative number`);
  return v;
}

function escapeHtml(s) {
  return String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]));
}

function spec(row) {
  const [nl, nw, nh] = row.arrangement.split('x').map(Number);
  if (![nl, nw, nh].every((n) => Number.isInteger(n) && n > 0)) throw new Error(`${row.sku}: arrangement must look like 3x2x1`);
  const c = num(row, 'clearance_mm');
  const L = nl * num(row, 'product_l') + 2 * c;
  const W = nw * num(row, 'product_w') + 2 * c;
  const H = nh * num(row, 'product_h') + 2 * c;
  const units = nl * nw * nh;
  const gross = units * num(row, 'unit_kg') * 1.05;
  const P = 2 * (L + W) / 1000;
  const t = num(row, 'caliper_mm') / 1000;
  const bct = 5.87 * num(row, 'ect_kn_m') * 1000 * Math.sqrt(t * P);
  const req = (num(row, 'stack_high') - 1) * gross * 9.81 * num(row, 'safety');
  return { sku: row.sku, style: row.style, int_l: L, int_w: W, int_h: H, units, arrangement: row.arrangement,
    gross_kg: gross.toFixed(2), ect: row.ect_kn_m, caliper: row.caliper_mm, bct: Math.round(bct), req_bct: Math.round(req),
    bct_warning: bct < req ? '<span class="warn">BCT margin short - heavier board or fewer high</span>' : '',
    rfq: arg('--rfq', ''), date: new Date().toISOString().slice(0, 10) };
}

function main() {
  const input = arg('--input', 'assets/carton_input.csv');
  const out = arg('--out', 'out/spec.html');
  const tpl = fs.readFileSync(path.join(__dirname, '..', 'assets', 'spec_sheet.html'), 'utf8');
  const rows = parseCsv(fs.readFileSync(input, 'utf8'));
  fs.mkdirSync(path.dirname(out), { recursive: true });
  for (const row of rows) {
    const s = spec(row);
    const html = tpl.replace(/\{\{(\w+)\}\}/g, (_, k) => (k === 'bct_warning' ? s[k] : escapeHtml(s[k] ?? '')));
    const file = rows.length > 1 ? out.replace(/\.html$/, `_${s.sku.replace(/[^\w-]/g, '')}.html`) : out;
    fs.writeFileSync(file, html);
    console.log(`wrote ${file} (BCT ${s.bct} N vs required ${s.req_bct} N)`);
  }
}

try {
  main();
} catch (err) {
  console.error(err.message);
  process.exitCode = 1;
}
