#!/usr/bin/env node
// report.mjs — render insights/insights.json as Markdown (insights/report.md).
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";

// USD per million tokens; keep in sync with references/metrics.md
const PRICE = { in: 3.0, out: 15.0, cache: 0.3 };

function cost(t) {
  return (t.in * PRICE.in + t.out * PRICE.out + t.cache * PRICE.cache) / 1e6;
}

function isoWeek(d) {
  const date = new Date(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()));
  const day = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - day);
  const yearStart = new Date(Date.UTC(date.getUTCFullYear(), 0, 1));
  return `${date.getUTCFullYear()}-W${String(Math.ceil(((date - yearStart) / 86400e3 + 1) / 7)).padStart(2, "0")}`;
}

async function main() {
  const input = process.argv[2] ?? path.join("insights", "insights.json");
  const out = process.argv[3] ?? path.join("insights", "report.md");
  let data;
  try {
    data = JSON.parse(await readFile(input, "utf8"));
  } catch (err) {
    console.error(`cannot read ${input}: ${err.message} (run collect.mjs first)`);
    process.exit(2);
  }
  const sessions = Array.isArray(data.sessions) ? data.sessions : [];

  const byProject = new Map();
  const byWeek = new Map();
  const tools = new Map();
  let total = { in: 0, out: 0, cache: 0 };
  for (const s of sessions) {
    const c = cost(s.tokens);
    total = { in: total.in + s.tokens.in, out: total.out + s.tokens.out, cache: total.cache + s.tokens.cache };
    const p = s.project ?? "(unknown)";
    byProject.set(p, (byProject.get(p) ?? 0) + c);
    const w = isoWeek(new Date(s.start));
    byWeek.set(w, (byWeek.get(w) ?? 0) + 1);
    for (const [name, n] of Object.entries(s.tools ?? {})) tools.set(name, (tools.get(name) ?? 0) + n);
  }

  const lines = [
    "# Agent session insights",
    "",
    `Generated ${data.generated ?? "?"} — ${sessions.length} sessions, ${data.stats?.badLines ?? 0} unparsable transcript lines.`,
    "",
    `**Estimated cost:** $${cost(total).toFixed(2)} (${total.in.toLocaleString()} in / ${total.out.toLocaleString()} out / ${total.cache.toLocaleString()} cache tokens)`,
    "",
    "## Sessions per week",
    "",
    "| week | sessions |",
    "|---|---|",
    ...[...byWeek.entries()].sort().map(([w, n]) => `| ${w} | ${n} |`),
    "",
    "## Cost by project",
    "",
    "| project | est. cost |",
    "|---|---|",
    ...[...byProject.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([p, c]) => `| ${p} | $${c.toFixed(2)} |`),
    "",
    "## Tool calls",
    "",
    "| tool | calls |",
    "|---|---|",
    ...[...tools.entries()].sort((a, b) => b[1] - a[1]).map(([t, n]) => `| ${t} | ${n} |`),
    "",
    "## Longest sessions",
    "",
    "| minutes | project | first prompt |",
    "|---|---|---|",
    ...[...sessions].sort((a, b) => b.minutes - a.minutes).slice(0, 10)
      .map((s) => `| ${s.minutes} | ${s.project ?? ""} | ${(s.firstPrompt ?? "").replaceAll("|", "\\|").replaceAll("\n", " ")} |`),
    "",
  ];
  await writeFile(out, lines.join("\n"));
  console.log(`wrote ${out}`);
}

main().catch((err) => {
  console.error(`report failed: ${err.message}`);
  process.exit(1);
});
