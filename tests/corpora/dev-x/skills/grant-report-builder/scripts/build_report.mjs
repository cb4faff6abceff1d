#!/usr/bin/env node
/**
 * build_report.mjs — render a grant report (HTML, optional PDF).
 *
 *   node scripts/build_report.mjs --budget budget_vs_actual.csv --outcomes outcomes.json \
 *        --grant "Community Literacy 2023-24" --funder "Hollis Family Foundation" \
 *        --period "2023-07-01..2024-06-30" --out out/ [--pdf]
 *
 * budget CSV columns: category, budget, actual   (QuickBooks "Budget vs. Actuals"
 * or Xero "Budget Variance" exports, renamed — see references/funder_formats.md)
 * outcomes JSON: { "indicators": [ { "name", "target", "actual", "unit", "note" } ], "narrative": {...} }
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import Handlebars from 'handlebars';

const here = path.dirname(fileURLToPath(import.meta.url));
const TEMPLATE = path.join(here, '..', 'assets', 'report_template.hbs');
const VARIANCE_FLAG = 0.10; // funders usually ask for an explanation above 10 %
const MAX_INPUT_BYTES = 10 * 1024 * 1024;

function parseArgs(argv) {
  const args = { pdf: false };
  for (let i = 0; i < argv.length; i += 1) {
    const key = argv[i];
    if (key === '--pdf') { args.pdf = true; continue; }
    if (!key.startsWith('--')) throw new Error(`unexpected argument: ${key}`);
    const value = argv[i + 1];
    if (value === undefined || value.startsWith('--')) throw new Error(`${key} needs a value`);
    args[key.slice(2)] = value;
    i += 1;
  }
  for (const required of ['budget', 'outcomes', 'grant', 'funder', 'period', 'out']) {
    if (!args[required]) throw new Error(`--${required} is required`);
  }
  return args;
}

function readSmall(file) {
  const stat = fs.statSync(file);
  if (stat.size > MAX_INPUT_BYTES) throw new Error(`${file} is larger than 10 MB`);
  return fs.readFileSync(file, 'utf8');
}

function money(text, where) {
  const cleaned = String(text ?? '').replace(/[$,\s]/g, '').replace(/^\((.*)\)$/, '-$1');
  if (cleaned === '') return 0;
  const n = Number(cleaned);
  if (!Number.isFinite(n)) throw new Error(`${where}: not a number: ${JSON.stringify(text)}`);
  return n;
}

function loadBudget(file) {
  const rows = parse(readSmall(file), { columns: (h) => h.map((c) => c.trim().toLowerCase()), skip_empty_lines: true, bom: true });
  if (rows.length === 0) throw new Error(`${file}: no rows`);
  for (const col of ['category', 'budget', 'actual']) {
    if (!(col in rows[0])) throw new Error(`${file}: missing column "${col}"`);
  }
  return rows
    .filter((r) => r.category && !/^total/i.test(r.category.trim()))
    .map((r, i) => {
      const budget = money(r.budget, `${file} row ${i + 2} budget`);
      const actual = money(r.actual, `${file} row ${i + 2} actual`);
      const variance = actual - budget;
      const pct = budget === 0 ? null : variance / budget;
      return {
        category: r.category.trim(),
        budget,
        actual,
        variance,
        pct,
        flag: pct !== null && Math.abs(pct) > VARIANCE_FLAG,
      };
    });
}

function loadOutcomes(file) {
  let data;
  try {
    data = JSON.parse(readSmall(file));
  } catch (err) {
    throw new Error(`${file}: ${err.message}`);
  }
  if (!Array.isArray(data.indicators)) throw new Error(`${file}: "indicators" must be an array`);
  const indicators = data.indicators.map((ind, i) => {
    if (typeof ind.name !== 'string' || !Number.isFinite(ind.target) || !Number.isFinite(ind.actual)) {
      throw new Error(`${file}: indicator ${i + 1} needs name, numeric target and actual`);
    }
    return { ...ind, pctOfTarget: ind.target ? Math.round((ind.actual / ind.target) * 100) : null };
  });
  return { indicators, narrative: data.narrative ?? {} };
}

const fmt = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
Handlebars.registerHelper('money', (n) => fmt.format(n));
Handlebars.registerHelper('pct', (p) => (p === null || p === undefined ? '—' : `${(p * 100).toFixed(1)}%`));

async function renderPdf(htmlPath, pdfPath) {
  const executablePath = process.env.CHROME_PATH;
  if (!executablePath || !fs.existsSync(executablePath)) {
    throw new Error('set CHROME_PATH to a local Chrome/Chromium binary to produce a PDF');
  }
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.launch({ executablePath, headless: true });
  try {
    const page = await browser.newPage();
    page.setDefaultTimeout(30000);
    // offline render of a local file; block any network request the template might trigger
    await page.setRequestInterception(true);
    page.on('request', (req) => (req.url().startsWith('file://') ? req.continue() : req.abort()));
    await page.goto(`file://${path.resolve(htmlPath)}`, { waitUntil: 'load' });
    await page.pdf({ path: pdfPath, format: 'Letter', printBackground: true, margin: { top: '0.75in', bottom: '0.75in', left: '0.75in', right: '0.75in' } });
  } finally {
    await browser.close();
  }
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const budget = loadBudget(args.budget);
  const outcomes = loadOutcomes(args.outcomes);
  const totals = budget.reduce((t, r) => ({ budget: t.budget + r.budget, actual: t.actual + r.actual }), { budget: 0, actual: 0 });
  totals.variance = totals.actual - totals.budget;
  totals.pct = totals.budget ? totals.variance / totals.budget : null;

  const template = Handlebars.compile(fs.readFileSync(TEMPLATE, 'utf8'));
  const html = template({
    grant: args.grant,
    funder: args.funder,
    period: args.period,
    generated: new Date().toISOString().slice(0, 10),
    budget,
    totals,
    flagged: budget.filter((r) => r.flag),
    ...outcomes,
  });

  fs.mkdirSync(args.out, { recursive: true });
  const slug = args.grant.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'report';
  const htmlPath = path.join(args.out, `${slug}.html`);
  fs.writeFileSync(htmlPath, html);
  console.log(`wrote ${htmlPath}`);
  const flagged = budget.filter((r) => r.flag);
  if (flagged.length) {
    console.log(`${flagged.length} budget lines vary by more than ${VARIANCE_FLAG * 100}% and need an explanation:`);
    for (const r of flagged) console.log(`  - ${r.category}: ${(r.pct * 100).toFixed(1)}%`);
  }
  if (args.pdf) {
    const pdfPath = path.join(args.out, `${slug}.pdf`);
    await renderPdf(htmlPath, pdfPath);
    console.log(`wrote ${pdfPath}`);
  }
}

main().catch((err) => {
  console.error(`error: ${err.message}`);
  process.exit(1);
});
