#!/usr/bin/env node
'use strict';
const fs = require('fs');
const minimist = require('minimist');
const { normalise, containerCheckDigitOk } = require('./lib/normalize');

function load(p) {
  return normalise(JSON.parse(fs.readFileSync(p, 'utf8')));
}

function findings(bl, booking, invoice) {
  const out = [];
  const blCtrs = new Set(bl.containers.map((c) => c.number));
  const bkCtrs = new Set(booking.containers.map((c) => c.number));
  for (const c of bl.containers) {
    if (!containerCheckDigitOk(c.number)) out.push(['ERROR', `container ${c.number}: bad check digit`]);
    if (!c.seal) out.push(['ERROR', `container ${c.number}: no seal number`]);
    if (!bkCtrs.has(c.number)) out.push(['ERROR', `container ${c.number}: not in booking`]);
  }
  for (const n of bkCtrs) if (!blCtrs.has(n)) out.push(['ERROR', `container ${n}: in booking, missing on B/L`]);
  const diff = Math.abs(bl.grossWeightKg - invoice.grossWeightKg) / invoice.grossWeightKg;
  if (diff > 0.005) out.push(['ERROR', `gross weight ${bl.grossWeightKg} vs invoice ${invoice.grossWeightKg}`]);
  if (bl.packages !== invoice.packages) out.push(['WARN', `packages ${bl.packages} vs invoice ${invoice.packages}`]);
  if ((bl.hsCode || '').length < 6) out.push(['ERROR', 'HS code shorter than 6 digits']);
  if (bl.consignee === 'TO ORDER' && !bl.notifyParty) out.push(['ERROR', 'TO ORDER consignee without notify party']);
  const prepaid = ['CIF', 'CFR', 'CPT', 'CIP', 'DAP', 'DDP'].includes(invoice.incoterm);
  if (prepaid && bl.freightTerms !== 'PREPAID') out.push(['WARN', `freight ${bl.freightTerms} but Incoterm ${invoice.incoterm}`]);
  return out;
}

function main() {
  const argv = minimist(process.argv.slice(2));
  const bl = load(argv.bl);
  const booking = load(argv.booking);
  const invoice = load(argv.invoice);
  const res = findings(bl, booking, invoice);
  for (const [sev, msg] of res) console.log(`${sev.padEnd(5)} ${msg}`);
  if (!res.length) console.log('INFO  no differences found');
  process.exitCode = res.some(([s]) => s === 'ERROR') ? 1 : 0;
}

main();
