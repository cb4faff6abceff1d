#!/usr/bin/env node
'use strict';
// Generate sample IDs (ISO 7064 MOD 37-2 check char), ZPL labels and a LIMS import CSV.
const fs = require('fs');
const path = require('path');

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ*';

function mod37_2(s) {
  let p = 0;
  for (const ch of s) {
    const v = ALPHABET.indexOf(ch);
    if (v < 0 || v > 35) throw new Error(`invalid character ${ch}`);
    p = ((p + v) * 2) % 37;
  }
  return ALPHABET[(38 - p) % 37];
}

function parseCsv(text) {
  const lines = text.split(/\r?\n/).filter(l => l.trim());
  if (lines.length < 2) throw new Error('manifest has no data rows');
  const head = lines[0].split(',').map(h => h.trim());
  return lines.slice(1).map((l, i) => {
    const cells = l.split(',').map(c => c.trim());
    if (cells.length !== head.length) throw new Error(`row ${i + 2}: expected ${head.length} columns`);
    return Object.fromEntries(head.map((h, j) => [h, cells[j]]));
  });
}

function main() {
  const args = process.argv.slice(2);
  const file = args[0];
  const get = flag => { const i = args.indexOf(flag); return i >= 0 ? args[i + 1] : undefined; };
  const project = (get('--project') || '').toUpperCase();
  const start = Number(get('--start') || 1);
  if (!file || !/^[A-Z]{2,5}$/.test(project) || !Number.isInteger(start) || start < 1 || start > 99999) {
    console.error('usage: labels.js manifest.csv --project ABC --start N');
    process.exit(2);
  }
  const rows = parseCsv(fs.readFileSync(file, 'utf8'));
  const yy = String(new Date().getFullYear()).slice(2);
  const seen = new Set();
  const zpl = [];
  const imp = ['sample_id,sample_name,type,volume_ul,collected_on,box,position'];
  rows.forEach((r, i) => {
    if (seen.has(r.sample_name)) throw new Error(`duplicate sample_name ${r.sample_name}`);
    seen.add(r.sample_name);
    const vol = Number(r.volume_ul);
    if (!(vol > 0)) throw new Error(`row ${i + 2}: volume_ul must be positive`);
    if (!/^[A-J](10|[1-9])$/.test(r.position)) throw new Error(`row ${i + 2}: bad box position ${r.position}`);
    const seq = String(start + i).padStart(5, '0');
    if (seq.length > 5) throw new Error('sequence overflow past 99999');
    const body = yy + seq;
    const id = `${project}-${body}${mod37_2(body)}`;
    zpl.push(`^XA^FO30,20^BY2^BCN,70,N,N,N^FD${id}^FS^FO30,100^A0N,28,28^FD${id}^FS^FO30,135^A0N,22,22^FD${r.type} ${r.box}:${r.position}^FS^XZ`);
    imp.push([id, r.sample_name, r.type, vol, r.collected_on, r.box, r.position].join(','));
  });
  const outDir = path.dirname(path.resolve(file));
  fs.writeFileSync(path.join(outDir, 'labels.zpl'), zpl.join('\n') + '\n');
  fs.writeFileSync(path.join(outDir, 'lims_import.csv'), imp.join('\n') + '\n');
  console.log(`${rows.length} labels written to ${outDir}`);
}

try {
  main();
} catch (e) {
  console.error(`labels.js: ${e.message}`);
  process.exit(1);
}
