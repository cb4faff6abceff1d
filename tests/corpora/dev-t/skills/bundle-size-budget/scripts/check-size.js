#!/usr/bin/env node
"use strict";
// Compare built asset sizes (raw / gzip / brotli) with a budget file. No dependencies.
const fs = require("fs");
const path = require("path");
const zlib = require("zlib");

function parseArgs(argv) {
  const args = { dir: "dist", budget: "size-budget.json", json: false };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--dir") args.dir = argv[++i];
    else if (argv[i] === "--budget") args.budget = argv[++i];
    else if (argv[i] === "--json") args.json = true;
    else throw new Error(`unknown argument ${argv[i]}`);
  }
  return args;
}

function globToRegExp(glob) {
  let re = "";
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === "*" && glob[i + 1] === "*") {
      re += ".*";
      i++;
      if (glob[i + 1] === "/") i++;
    } else if (c === "*") re += "[^/]*";
    else if (c === "?") re += "[^/]";
    else re += c.replace(/[.+^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${re}$`);
}

function listFiles(dir, base = dir, out = []) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) listFiles(full, base, out);
    else out.push(path.relative(base, full).split(path.sep).join("/"));
  }
  return out;
}

function sizes(file) {
  const buf = fs.readFileSync(file);
  return {
    raw: buf.length,
    gzip: zlib.gzipSync(buf, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(buf, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length,
  };
}

function loadBudget(file) {
  let data;
  try {
    data = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (err) {
    throw new Error(`cannot read budget ${file}: ${err.message}`);
  }
  if (!Array.isArray(data.budgets)) throw new Error(`${file}: "budgets" must be an array`);
  for (const b of data.budgets) {
    if (typeof b.glob !== "string" || typeof b.maxKb !== "number" || b.maxKb <= 0) {
      throw new Error(`${file}: each budget needs a glob and a positive maxKb`);
    }
  }
  return { metric: data.metric || "brotli", budgets: data.budgets };
}

function main() {
  const args = parseArgs(process.argv.slice(2));
  if (!fs.existsSync(args.dir)) throw new Error(`${args.dir} not found; build first`);
  const { metric, budgets } = loadBudget(args.budget);
  const files = listFiles(args.dir);
  const report = [];
  let failed = 0;
  for (const b of budgets) {
    const rx = globToRegExp(b.glob);
    const matched = files.filter((f) => rx.test(f)).map((f) => ({ file: f, ...sizes(path.join(args.dir, f)) }));
    const totalKb = matched.reduce((s, m) => s + m[metric], 0) / 1024;
    const over = totalKb > b.maxKb;
    if (over) failed++;
    report.push({ name: b.name || b.glob, metric, totalKb: +totalKb.toFixed(1), maxKb: b.maxKb, over, files: matched });
  }
  if (args.json) console.log(JSON.stringify(report, null, 2));
  else {
    for (const r of report) {
      console.log(`${r.over ? "FAIL" : "ok  "} ${r.name.padEnd(20)} ${String(r.totalKb).padStart(8)} / ${r.maxKb} kB (${r.metric})`);
    }
  }
  process.exitCode = failed ? 1 : 0;
}

try {
  main();
} catch (err) {
  console.error(`check-size: ${err.message}`);
  process.exitCode = 2;
}
