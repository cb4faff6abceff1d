#!/usr/bin/env node
// Local fr-CA string checks. Reads two JSON files, prints findings. No network access.
'use strict';
const fs = require('fs');

const AVOID = { 'e-mail': 'courriel', 'week-end': 'fin de semaine', 'newsletter': 'infolettre', 'uploader': 'téléverser', 'parking': 'stationnement' };
const PLACEHOLDER = /\{[a-zA-Z0-9_]+\}|%\d?\$?[sd]/g;

function load(path) {
  try {
    return JSON.parse(fs.readFileSync(path, 'utf8'));
  } catch (err) {
    console.error(`cannot read ${path}: ${err.message}`);
    process.exit(2);
  }
}

function main() {
  const [srcPath, frPath] = process.argv.slice(2);
  if (!srcPath || !frPath) {
    console.error('usage: check_strings.js en-CA.json fr-CA.json');
    process.exit(2);
  }
  const src = load(srcPath);
  const fr = load(frPath);
  let issues = 0;
  for (const [key, en] of Object.entries(src)) {
    const t = fr[key];
    if (typeof t !== 'string' || t.trim() === '') {
      console.log(`BLOQUANT ${key}: chaîne manquante ou vide`);
      issues++;
      continue;
    }
    const a = (String(en).match(PLACEHOLDER) || []).sort().join(',');
    const b = (t.match(PLACEHOLDER) || []).sort().join(',');
    if (a !== b) {
      console.log(`BLOQUANT ${key}: placeholders ${a} ≠ ${b}`);
      issues++;
    }
    for (const [bad, good] of Object.entries(AVOID)) {
      if (t.toLowerCase().includes(bad)) {
        console.log(`MAJEUR ${key}: « ${bad} » → « ${good} »`);
        issues++;
      }
    }
    if (/\d\.\d{2}\s?\$/.test(t)) {
      console.log(`MINEUR ${key}: montant avec point décimal`);
      issues++;
    }
  }
  console.log(`${issues} constat(s)`);
  process.exit(issues ? 1 : 0);
}

main();
