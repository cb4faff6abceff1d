#!/usr/bin/env node
'use strict';
// Inline <style> rules into style="" attributes. Requires juice@10.0.0.
const fs = require('fs');
const juice = require('juice');

async function loadWebFontCss(html) {
  const m = html.match(/<link[^>]+href="(https:\/\/fonts\.[^"]+)"/);
  if (!m) return '';
  const res = await fetch(m[1]);
  if (!res.ok) throw new Error(`font css: HTTP ${res.status}`);
  return res.text();
}

async function main() {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: inline_css.js FILE.html');
    process.exit(2);
  }
  const html = fs.readFileSync(file, 'utf8');
  const fontCss = await loadWebFontCss(html);
  const out = juice(html, { extraCss: fontCss, preserveMediaQueries: true, removeStyleTags: false });
  const kb = Buffer.byteLength(out, 'utf8') / 1024;
  if (kb > 102) console.error(`warning: ${kb.toFixed(1)} KB, Gmail will clip this message`);
  process.stdout.write(out);
}

main().catch((e) => {
  console.error(e.message);
  process.exit(1);
});
