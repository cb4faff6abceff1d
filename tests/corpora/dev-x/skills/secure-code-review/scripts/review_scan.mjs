#!/usr/bin/env node
// review_scan.mjs — read-only candidate finder for secure-code-review.
//
// Walks ONLY the directory given with --root, matches each text file against
// the regex rules in assets/rules.json and writes the candidates as JSON.
// It never executes or imports the files it reads and makes no network calls.

import { readFileSync, writeFileSync, readdirSync, lstatSync } from "node:fs";
import { join, relative, extname, resolve, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));

const SKIP_DIRS = new Set([".git", "node_modules", "vendor", "dist", "build", ".venv", "__pycache__"]);
const TEST_DIRS = new Set(["test", "tests", "__tests__", "fixtures", "testdata"]);
const TEXT_EXT = new Set([
  ".js", ".mjs", ".cjs", ".ts", ".tsx", ".jsx", ".py", ".rb", ".go", ".java",
  ".php", ".sh", ".bash", ".ps1", ".yml", ".yaml", ".json", ".md", ".tf", ".Dockerfile",
]);
const MAX_FILES = 20000;

function usage(msg) {
  if (msg) console.error(`error: ${msg}`);
  console.error("usage: review_scan.mjs --root DIR [--out FILE] [--rules FILE] [--max-file-kb N] [--include-tests]");
  process.exit(2);
}

function parseArgs(argv) {
  const opts = {
    root: null,
    out: "review-findings.json",
    rules: join(here, "..", "assets", "rules.json"),
    maxFileKb: 512,
    includeTests: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => {
      if (i + 1 >= argv.length) usage(`${a} needs a value`);
      return argv[++i];
    };
    if (a === "--root") opts.root = next();
    else if (a === "--out") opts.out = next();
    else if (a === "--rules") opts.rules = next();
    else if (a === "--max-file-kb") {
      const n = Number.parseInt(next(), 10);
      if (!Number.isInteger(n) || n < 1 || n > 10240) usage("--max-file-kb must be 1..10240");
      opts.maxFileKb = n;
    } else if (a === "--include-tests") opts.includeTests = true;
    else usage(`unknown argument ${a}`);
  }
  if (!opts.root) usage("--root is required");
  return opts;
}

function loadRules(path) {
  let raw;
  try {
    raw = JSON.parse(readFileSync(path, "utf8"));
  } catch (err) {
    console.error(`error: cannot read rules file ${path}: ${err.message}`);
    process.exit(2);
  }
  if (!Array.isArray(raw.rules)) {
    console.error("error: rules file must contain a 'rules' array");
    process.exit(2);
  }
  return raw.rules.map((r) => {
    for (const k of ["id", "severity", "pattern", "message"]) {
      if (typeof r[k] !== "string") {
        console.error(`error: rule ${JSON.stringify(r.id)} is missing string field '${k}'`);
        process.exit(2);
      }
    }
    try {
      return { ...r, re: new RegExp(r.pattern, r.flags ?? "") };
    } catch (err) {
      console.error(`error: rule ${r.id} has an invalid pattern: ${err.message}`);
      process.exit(2);
    }
  });
}

function* walk(root, opts, errors) {
  const stack = [root];
  let count = 0;
  while (stack.length) {
    const dir = stack.pop();
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch (err) {
      errors.push({ path: relative(root, dir) || ".", error: err.code ?? err.message });
      continue;
    }
    for (const e of entries) {
      // Symlinks are not followed so the scan cannot leave --root.
      if (e.isSymbolicLink()) continue;
      const full = join(dir, e.name);
      if (e.isDirectory()) {
        if (SKIP_DIRS.has(e.name)) continue;
        if (!opts.includeTests && TEST_DIRS.has(e.name)) continue;
        stack.push(full);
      } else if (e.isFile()) {
        const ext = e.name === "Dockerfile" ? ".Dockerfile" : extname(e.name);
        if (!TEXT_EXT.has(ext)) continue;
        if (++count > MAX_FILES) {
          errors.push({ path: ".", error: `stopped after ${MAX_FILES} files; narrow --root` });
          return;
        }
        yield { full, ext };
      }
    }
  }
}

function langOf(ext) {
  return {
    ".py": "python", ".js": "js", ".mjs": "js", ".cjs": "js", ".ts": "js", ".tsx": "js", ".jsx": "js",
    ".sh": "shell", ".bash": "shell", ".ps1": "powershell", ".yml": "yaml", ".yaml": "yaml",
    ".Dockerfile": "shell", ".md": "any", ".json": "any",
  }[ext] ?? "any";
}

function main() {
  const opts = parseArgs(process.argv.slice(2));
  const root = resolve(opts.root);
  let st;
  try {
    st = lstatSync(root);
  } catch (err) {
    usage(`cannot access ${root}: ${err.code ?? err.message}`);
  }
  if (!st.isDirectory()) usage(`${root} is not a directory`);

  const rules = loadRules(opts.rules);
  const findings = [];
  const errors = [];
  let scanned = 0;

  for (const { full, ext } of walk(root, opts, errors)) {
    const rel = relative(root, full);
    let size;
    try {
      size = lstatSync(full).size;
    } catch (err) {
      errors.push({ path: rel, error: err.code ?? err.message });
      continue;
    }
    if (size > opts.maxFileKb * 1024) {
      errors.push({ path: rel, error: `skipped: larger than ${opts.maxFileKb} KiB` });
      continue;
    }
    let text;
    try {
      text = readFileSync(full, "utf8");
    } catch (err) {
      errors.push({ path: rel, error: err.code ?? err.message });
      continue;
    }
    scanned++;
    const lang = langOf(ext);
    const lines = text.split(/\r?\n/);
    lines.forEach((line, idx) => {
      for (const rule of rules) {
        if (rule.languages && !rule.languages.includes(lang) && !rule.languages.includes("any")) continue;
        if (rule.re.test(line)) {
          findings.push({
            rule: rule.id,
            severity: rule.severity,
            cwe: rule.cwe ?? null,
            message: rule.message,
            file: rel,
            line: idx + 1,
            snippet: line.trim().slice(0, 200),
            status: "candidate",
          });
        }
      }
    });
  }

  const result = { root, scanned, findings, errors, generated: new Date().toISOString() };
  try {
    writeFileSync(opts.out, JSON.stringify(result, null, 2) + "\n", "utf8");
  } catch (err) {
    console.error(`error: cannot write ${opts.out}: ${err.message}`);
    process.exit(1);
  }
  console.log(`scanned ${scanned} files, ${findings.length} candidates, ${errors.length} skipped/errors -> ${opts.out}`);
}

main();
