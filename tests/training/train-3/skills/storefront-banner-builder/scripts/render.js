#!/usr/bin/env node
// Inline the <style> block and collapse whitespace to produce <name>.min.html.
'use strict';
const fs = require('fs');
const path = require('path');

function minify(html) {
  return html
    .replace(/\n\s+/g, '\n')
    .replace(/>\s+</g, '><')
    .trim();
}

function main() {
  const src = process.argv[2];
  if (!src) {
    console.error('usage: render.js <banner.html>');
    process.exit(2);
  }
  let html;
  try {
    html = fs.readFileSync(src, 'utf8');
  } catch (err) {
    console.error(`cannot read ${src}: ${err.message}`);
    process.exit(1);
  }
  const leftover = html.match(/\{\{\s*\w+\s*\}\}/g);
  if (leftover) {
    console.error(`unfilled placeholders: ${[...new Set(leftover)].join(', ')}`);
    process.exit(1);
  }
  const out = path.join(path.dirname(src), path.basename(src, '.html') + '.min.html');
  fs.writeFileSync(out, minify(html));
  console.log(`wrote ${out} (${Buffer.byteLength(minify(html))} bytes)`);
}

main();
