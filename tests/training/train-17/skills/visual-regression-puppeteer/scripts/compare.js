#!/usr/bin/env node
// Compare current screenshots with baselines and write an HTML diff report.
"use strict";
const fs = require("node:fs");
const path = require("node:path");
const { parseArgs } = require("node:util");
const { PNG } = require("pngjs");

const { values } = parseArgs({
  options: {
    baseline: { type: "string", default: "shots/baseline" },
    current: { type: "string", default: "shots/current" },
    out: { type: "string", default: "shots/diff" },
    threshold: { type: "string", default: "0.1" },
    "max-diff-percent": { type: "string", default: "0.2" },
  },
});
const threshold = Number(values.threshold);
const maxPct = Number(values["max-diff-percent"]);
if (!(threshold >= 0 && threshold <= 1) || !(maxPct >= 0 && maxPct <= 100)) {
  console.error("threshold must be 0..1 and max-diff-percent 0..100");
  process.exit(2);
}

async function main() {
  const { default: pixelmatch } = await import("pixelmatch");
  fs.mkdirSync(values.out, { recursive: true });
  const rows = [];
  let failed = 0;
  for (const name of fs.readdirSync(values.current).filter((f) => f.endsWith(".png")).sort()) {
    const basePath = path.join(values.baseline, name);
    if (!fs.existsSync(basePath)) {
      rows.push({ name, status: "new (no baseline)", pct: null });
      failed++;
      continue;
    }
    const a = PNG.sync.read(fs.readFileSync(basePath));
    const b = PNG.sync.read(fs.readFileSync(path.join(values.current, name)));
    if (a.width !== b.width || a.height !== b.height) {
      rows.push({ name, status: `size changed ${a.width}x${a.height} → ${b.width}x${b.height}`, pct: 100 });
      failed++;
      continue;
    }
    const diff = new PNG({ width: a.width, height: a.height });
    const n = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold });
    fs.writeFileSync(path.join(values.out, name), PNG.sync.write(diff));
    const pct = (100 * n) / (a.width * a.height);
    const bad = pct > maxPct;
    if (bad) failed++;
    rows.push({ name, status: bad ? "CHANGED" : "ok", pct });
  }
  const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" }[c]));
  const html = `<!doctype html><meta charset="utf-8"><title>Visual diff</title>
<style>body{font-family:sans-serif}img{max-width:32vw;border:1px solid #ccc}td{vertical-align:top;padding:4px}</style>
<table><tr><th>Page</th><th>Status</th><th>Baseline</th><th>Current</th><th>Diff</th></tr>
${rows.map((r) => `<tr><td>${esc(r.name)}</td><td>${esc(r.status)}${r.pct == null ? "" : ` (${r.pct.toFixed(3)}%)`}</td>
<td><img src="${esc(path.relative(values.out, path.join(values.baseline, r.name)))}"></td>
<td><img src="${esc(path.relative(values.out, path.join(values.current, r.name)))}"></td>
<td><img src="${esc(r.name)}"></td></tr>`).join("\n")}</table>`;
  fs.writeFileSync(path.join(values.out, "report.html"), html);
  for (const r of rows) console.log(`${r.status.padEnd(20)} ${r.pct == null ? "" : r.pct.toFixed(3) + "%"}\t${r.name}`);
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
