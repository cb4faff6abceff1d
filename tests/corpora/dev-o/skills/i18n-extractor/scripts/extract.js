#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');

const [srcDir, catalogPath] = process.argv.slice(2);
if (!srcDir || !catalogPath) {
  console.error('usage: extract.js <srcDir> <catalog.json>');
  process.exit(2);
}

const ATTR = /\b(title|placeholder|aria-label|alt)="([^"{}]+)"/g;
const TEXT = />\s*([A-Z][^<>{}]{2,})\s*</g;

function slug(s) {
  return s.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '').slice(0, 40);
}

function walk(dir, out) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory() && e.name !== 'node_modules') walk(p, out);
    else if (/\.(tsx|jsx)$/.test(e.name)) out.push(p);
  }
  return out;
}

let catalog = {};
if (fs.existsSync(catalogPath)) {
  try {
    catalog = JSON.parse(fs.readFileSync(catalogPath, 'utf8'));
  } catch (e) {
    console.error(`cannot parse ${catalogPath}: ${e.message}`);
    process.exit(1);
  }
}
let added = 0;
for (const file of walk(srcDir, [])) {
  const feature = path.basename(file).replace(/\.(tsx|jsx)$/, '');
  const src = fs.readFileSync(file, 'utf8');
  for (const rx of [ATTR, TEXT]) {
    for (const m of src.matchAll(rx)) {
      const text = (m[2] || m[1]).trim();
      const key = `${slug(feature)}.${slug(text)}`;
      if (!(key in catalog)) {
        catalog[key] = text;
        added++;
      }
    }
  }
}
fs.writeFileSync(catalogPath, JSON.stringify(catalog, null, 2) + '\n');
console.log(`${added} new keys written to ${catalogPath}`);
