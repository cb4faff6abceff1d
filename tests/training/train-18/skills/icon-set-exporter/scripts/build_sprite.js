#!/usr/bin/env node
// Build an SVG sprite, manifest and preview page from optimised icons.
'use strict';
const fs = require('fs');
const path = require('path');

const [srcDir, outDir, gridArg] = process.argv.slice(2);
if (!srcDir || !outDir) {
  console.error('usage: build_sprite.js SRC_DIR OUT_DIR [GRID]');
  process.exit(2);
}
const grid = gridArg ? Number(gridArg) : 24;
if (!Number.isInteger(grid) || grid <= 0) {
  console.error('GRID must be a positive integer');
  process.exit(2);
}

let files;
try {
  files = fs.readdirSync(srcDir).filter((f) => f.endsWith('.svg')).sort();
} catch (err) {
  console.error(`cannot read ${srcDir}: ${err.message}`);
  process.exit(1);
}

const symbols = [];
const manifest = [];
const offGrid = [];
for (const file of files) {
  const name = 'ic-' + path.basename(file, '.svg').toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const svg = fs.readFileSync(path.join(srcDir, file), 'utf8');
  const vb = (svg.match(/viewBox="([^"]+)"/) || [])[1];
  if (!vb) { offGrid.push(`${file}: no viewBox`); continue; }
  const [, , w, h] = vb.split(/\s+/).map(Number);
  if (w !== grid || h !== grid) offGrid.push(`${file}: viewBox ${vb}`);
  const inner = svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  symbols.push(`<symbol id="${name}" viewBox="${vb}">${inner}</symbol>`);
  manifest.push({ name, viewBox: vb, bytes: Buffer.byteLength(svg) });
}

fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, 'sprite.svg'),
  `<svg xmlns="http://www.w3.org/2000/svg" style="display:none">\n${symbols.join('\n')}\n</svg>\n`);
fs.writeFileSync(path.join(outDir, 'manifest.json'), JSON.stringify(manifest, null, 2));
const cells = manifest.map((m) =>
  `<figure><svg width="48" height="48"><use href="sprite.svg#${m.name}"/></svg><figcaption>${m.name}</figcaption></figure>`);
fs.writeFileSync(path.join(outDir, 'preview.html'),
  `<!DOCTYPE html><meta charset="utf-8"><title>Icons</title>\n<style>body{display:flex;flex-wrap:wrap;gap:12px;font:12px sans-serif}figure{width:96px;text-align:center}</style>\n${cells.join('\n')}\n`);

console.log(`${manifest.length} icons -> ${outDir}`);
if (offGrid.length) {
  console.log(`${offGrid.length} not on the ${grid}px grid:`);
  offGrid.forEach((l) => console.log('  ' + l));
}
