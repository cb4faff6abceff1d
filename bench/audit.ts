// Full audit of one skill against the scripted Messages server (fixed latency per call) through
// the real Docker sandbox, with the CLI's defaults (3 scenarios, 1 trial each, default
// concurrency). Measures: wall time as a multiple of the longest single trial, tokens per stage,
// the prompt-cache hit rate on the judge and agent prefixes, and a second audit of the unchanged
// skill (model calls, wall-time ratio). Run: npx tsx bench/audit.ts (needs the engine and base
// image from scripts/setup-docker.sh). Writes bench/results/audit.json.
import { createHash } from "node:crypto";
import { promises as fs, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { runAudit } from "../src/pipeline/audit";
import { connectEngine } from "../src/sandbox/engine";
import { ensureSandboxImage } from "../src/sandbox/image";
import { SKILLS_DIR } from "../src/sandbox/trial";
import { memoryLogger } from "../src/util/logger";
import { KEY, SCRIPT, SKILL_MD, scripted } from "../tests/model/roles";
import {
  type RecordedRequest,
  type ScriptReply,
  startMessagesServer,
} from "../tests/support/messages-server";

const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 200);
const TARGET_WALL_X = 1.5;

export interface Row {
  name: string;
  target: string;
  value: number;
  unit: string;
  ratio: number | null;
  met: boolean | null;
}

/** What a request is for, as the audit's stages name it. */
function stageOf(req: RecordedRequest): string {
  switch (req.forcedTool) {
    case "report_findings":
      return "scan";
    case "utility_scheme":
    case "leakage_verdict":
    case "replacement_scenario":
      return "scheme";
    case "record_grades":
      return "judge";
    case "probe_task":
    case "dynamic_verdict":
      return "probes";
  }
  return JSON.stringify(req.body?.messages?.[0]?.content ?? "").includes("regional totals to the reporting")
    ? "probes"
    : "agent";
}

const tokens = (s: string) => Math.ceil(s.length / 4);

/**
 * Prompt caching as the Messages API does it: a request writes the prefix up to its last
 * cache_control block (tools, then system, then messages) to the cache, and reads the
 * longest prefix, ending at any block boundary, that an earlier request wrote. Tokens are
 * estimated at 4 characters each.
 */
function cacheUsage(body: RecordedRequest["body"], seen: Set<string>) {
  const parts: unknown[] = [...(body.tools ?? [])];
  let prefixEnd = -1;
  const push = (block: { cache_control?: unknown }) => {
    parts.push(block);
    if (block.cache_control) prefixEnd = parts.length;
  };
  for (const b of Array.isArray(body.system) ? body.system : [{ type: "text", text: body.system ?? "" }])
    push(b);
  for (const m of body.messages ?? []) {
    // A string content is one text block to the API.
    if (typeof m.content === "string") parts.push({ role: m.role, type: "text", text: m.content });
    else for (const b of m.content) push({ role: m.role, ...b });
  }
  // The cache key of a prefix ignores where the marks are: same content, same prefix.
  const plain = parts.map((p) => {
    const { cache_control: _c, ...rest } = p as { cache_control?: unknown };
    return rest;
  });
  const all = tokens(JSON.stringify(plain));
  if (prefixEnd < 0) return { input: all, cacheRead: 0, cacheCreation: 0 };
  const keyAt = (n: number) =>
    createHash("sha256")
      .update(JSON.stringify(plain.slice(0, n)))
      .digest("hex");
  let hit = 0;
  for (let n = prefixEnd; n > 0; n--)
    if (seen.has(keyAt(n))) {
      hit = n;
      break;
    }
  const prefix = tokens(JSON.stringify(plain.slice(0, prefixEnd)));
  const read = hit ? tokens(JSON.stringify(plain.slice(0, hit))) : 0;
  seen.add(keyAt(prefixEnd));
  return { input: Math.max(0, all - prefix), cacheRead: read, cacheCreation: Math.max(0, prefix - read) };
}

/** The same request as the agent sent it before its conversation was marked for caching. */
function withoutConversationMarks(body: RecordedRequest["body"]): RecordedRequest["body"] {
  return {
    ...body,
    messages: (body.messages ?? []).map((m: { content: unknown }) =>
      Array.isArray(m.content)
        ? {
            ...m,
            content: m.content.map((b: Record<string, unknown>) => {
              const { cache_control: _c, ...rest } = b;
              return rest;
            }),
          }
        : m,
    ),
  };
}

/** Three distinct scenarios (the shared roles script one), so the default settings run three pairs. */
function schemeReply(req: RecordedRequest): ScriptReply {
  const one = scripted(req);
  if (!("content" in one)) return one;
  const call = one.content[0] as {
    type: "tool_use";
    name: string;
    input: { scenarios: Array<{ title: string }> };
  };
  const [draft] = call.input.scenarios;
  const scenarios = ["Quarterly totals", "Monthly totals", "Totals by region for the board"].map((title) => ({
    ...draft,
    title,
  }));
  return { ...one, content: [{ ...call, input: { scenarios } }] };
}

interface Stat {
  calls: number;
  input: number;
  cacheRead: number;
  cacheCreation: number;
  output: number;
}

export async function main(): Promise<{ rows: Row[] }> {
  const engine = await connectEngine();
  const image = await ensureSandboxImage(engine, { base: process.env.SKILLAUDIT_BASE_IMAGE });
  const seen = new Set<string>();
  const byStage: Record<string, Stat> = {};
  const log: Array<{ stage: string; body: RecordedRequest["body"]; output: number }> = [];
  const srv = await startMessagesServer(async (req) => {
    const stage = stageOf(req);
    const reply =
      req.forcedTool === "utility_scheme"
        ? schemeReply(req)
        : scripted(req, { probeCommand: `sh ${SKILLS_DIR}/csv-report/scripts/report.sh` });
    if (!("content" in reply)) return reply;
    const u = cacheUsage(req.body, seen);
    const output = tokens(JSON.stringify(reply.content));
    log.push({ stage, body: req.body, output });
    const s = byStage[stage] ?? { calls: 0, input: 0, cacheRead: 0, cacheCreation: 0, output: 0 };
    byStage[stage] = s;
    s.calls++;
    s.input += u.input + u.cacheRead + u.cacheCreation;
    s.cacheRead += u.cacheRead;
    s.cacheCreation += u.cacheCreation;
    s.output += output;
    return {
      ...reply,
      delayMs: LATENCY_MS,
      usage: { input: u.input, cacheRead: u.cacheRead, cacheCreation: u.cacheCreation, output },
    };
  });

  const root = path.join(mkdtempSync(path.join(os.tmpdir(), "skillaudit-bench-audit-")), "csv-report");
  mkdirSync(path.join(root, "scripts"), { recursive: true });
  writeFileSync(path.join(root, "SKILL.md"), SKILL_MD);
  writeFileSync(path.join(root, "scripts/report.sh"), SCRIPT);
  const out = mkdtempSync(path.join(os.tmpdir(), "skillaudit-bench-audit-out-"));
  const audit = () =>
    runAudit({
      skills: [root],
      outDir: out,
      failOn: "never",
      minPrg: null,
      modelSkipReason: null,
      model: {
        provider: { provider: "anthropic", model: "claude-sonnet-4-6", apiKey: KEY, baseURL: srv.url },
        scenarios: 3,
        trials: 1,
        image: image.tag,
      },
      logger: memoryLogger(),
      version: "bench",
    });

  try {
    let t = performance.now();
    const first = await audit();
    const wall1 = performance.now() - t;
    const calls1 = srv.requests.length;
    t = performance.now();
    const second = await audit();
    const wall2 = performance.now() - t;
    const calls2 = srv.requests.length - calls1;

    const trials = readdirSync(path.join(out, "trials")).map((id) => {
      const b = JSON.parse(readFileSync(path.join(out, "trials", id, "bundle.json"), "utf8"));
      return {
        id,
        ms: Date.parse(b.timings.finishedAt) - Date.parse(b.timings.createdAt),
        exit: b.exitReason as string,
      };
    });
    const longest = Math.max(...trials.map((x) => x.ms));
    // The scheme's QA runs (checks on the initial workspace and the reference solution, no
    // agent) come before the trials by design: the second ratio takes that step out.
    const qaMs = Math.max(0, ...trials.filter((x) => x.id.startsWith("qa-")).map((x) => x.ms));
    const agentMs = Math.max(...trials.filter((x) => !x.id.startsWith("qa-")).map((x) => x.ms));

    // Before/after in one run: the first audit's requests replayed through the same cache model,
    // once as sent (after) and once with the agent's conversation marks removed (before).
    const firstLog = log.slice(0, calls1);
    const replay = (strip: boolean) => {
      const seenR = new Set<string>();
      const perTurn = new Map<number, { read: number; input: number }>();
      const eff: Record<string, number> = {};
      for (const r of firstLog) {
        const body = strip && r.stage === "agent" ? withoutConversationMarks(r.body) : r.body;
        const u = cacheUsage(body, seenR);
        const inTotal = u.input + u.cacheRead + u.cacheCreation;
        eff[r.stage] = (eff[r.stage] ?? 0) + inTotal - u.cacheRead + r.output;
        if (r.stage === "agent") {
          const turn = ((r.body.messages?.length ?? 1) - 1) / 2 + 1;
          const t = perTurn.get(turn) ?? { read: 0, input: 0 };
          t.read += u.cacheRead;
          t.input += inTotal;
          perTurn.set(turn, t);
        }
      }
      const share = new Map([...perTurn].map(([k, v]) => [k, v.input ? v.read / v.input : 0]));
      return { share, eff };
    };
    const before = replay(true);
    const after = replay(false);
    const turns = [...after.share.keys()].sort((a, b) => a - b);
    const fromThird = turns.filter((t) => t >= 3).map((t) => after.share.get(t) ?? 0);
    const minFromThird = fromThird.length ? Math.min(...fromThird) : 0;
    const stored = (r: typeof first) =>
      Object.fromEntries(
        (r.report.skills[0]?.stages ?? [])
          .filter((s) => s.usage)
          .map((s) => [s.stage, (s.usage?.inputTokens ?? 0) + (s.usage?.outputTokens ?? 0)]),
      );
    const stored1 = stored(first);
    const stored2 = stored(second);
    const total = Object.values(byStage).reduce((a, s) => a + s.input + s.output, 0);
    const hit = (s?: Stat) => (s && s.input > 0 ? s.cacheRead / s.input : 0);
    const stages = first.report.skills[0]?.stages.map((s) => `${s.stage}:${s.status}`) ?? [];
    const r2 = (n: number) => Math.round(n * 100) / 100;

    const rows: Row[] = [
      {
        name: "audit wall time / longest trial",
        target: `≤ ${TARGET_WALL_X}×`,
        value: r2(wall1 / longest),
        unit: "×",
        ratio: r2(wall1 / longest),
        met: wall1 / longest <= TARGET_WALL_X,
      },
      {
        name: `audit wall time / (longest QA run ${Math.round(qaMs)} ms + longest agent trial ${Math.round(agentMs)} ms)`,
        target: "reported",
        value: r2(wall1 / (qaMs + agentMs)),
        unit: "×",
        ratio: r2(wall1 / (qaMs + agentMs)),
        met: null,
      },
      ...["scan", "scheme", "agent", "judge", "probes"].map((stage) => {
        const s = byStage[stage];
        const v = s ? s.input + s.output : 0;
        return {
          name: `tokens: ${stage} (${s?.calls ?? 0} calls)`,
          target: "reported",
          value: v,
          unit: "tokens",
          ratio: total ? r2(v / total) : null,
          met: null,
        };
      }),
      {
        name: "prompt-cache hit rate: judge",
        target: "reported",
        value: r2(hit(byStage.judge)),
        unit: "cache-read / input",
        ratio: r2(hit(byStage.judge)),
        met: null,
      },
      {
        name: "prompt-cache hit rate: agent",
        target: "reported",
        value: r2(hit(byStage.agent)),
        unit: "cache-read / input",
        ratio: r2(hit(byStage.agent)),
        met: null,
      },
      ...turns.map((t) => ({
        name: `agent cache-read share, turn ${t} (before ${r2(before.share.get(t) ?? 0)})`,
        target: t >= 3 ? "≥ 0.7" : "reported",
        value: r2(after.share.get(t) ?? 0),
        unit: "of input",
        ratio: t >= 3 ? r2((after.share.get(t) ?? 0) / 0.7) : null,
        met: t >= 3 ? (after.share.get(t) ?? 0) >= 0.7 : null,
      })),
      {
        name: "agent cache-read share, lowest from turn 3",
        target: "≥ 0.7",
        value: r2(minFromThird),
        unit: "of input",
        ratio: r2(minFromThird / 0.7),
        met: minFromThird >= 0.7,
      },
      ...Object.keys(after.eff).map((stage) => ({
        name: `tokens per audit (fresh input + output): ${stage}, before ${Math.round(before.eff[stage] ?? 0)}`,
        target: "≤ before",
        value: Math.round(after.eff[stage] ?? 0),
        unit: "tokens",
        ratio: after.eff[stage] ? r2((before.eff[stage] ?? 0) / (after.eff[stage] ?? 1)) : null,
        met: (after.eff[stage] ?? 0) <= (before.eff[stage] ?? 0),
      })),
      ...Object.entries(stored1).map(([stage, v]) => ({
        name: `report: stored usage of ${stage} (first audit / cached rerun ${stored2[stage] ?? "—"})`,
        target: "rerun = first",
        value: v,
        unit: "tokens",
        ratio: null,
        met: stored2[stage] === v,
      })),
      {
        name: "second audit: model calls",
        target: "0",
        value: calls2,
        unit: "calls",
        ratio: null,
        met: calls2 === 0,
      },
      {
        name: "second audit wall time / first",
        target: "reported",
        value: r2(wall2 / wall1),
        unit: "×",
        ratio: r2(wall2 / wall1),
        met: null,
      },
    ];

    const result = {
      date: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        memGiB: Math.round(os.totalmem() / 2 ** 30),
        loadAvg1m: os.loadavg()[0],
      },
      image: image.tag,
      latencyMsPerCall: LATENCY_MS,
      settings: { scenarios: 3, trials: 1, concurrency: "default" },
      stages,
      firstAudit: { wallMs: Math.round(wall1), modelCalls: calls1 },
      secondAudit: { wallMs: Math.round(wall2), modelCalls: calls2 },
      trials: trials.sort((a, b) => b.ms - a.ms),
      tokensByStage: byStage,
      agentCacheShareByTurn: {
        before: Object.fromEntries(before.share),
        after: Object.fromEntries(after.share),
      },
      freshTokensByStage: { before: before.eff, after: after.eff },
      storedUsageByStage: { firstAudit: stored1, cachedRerun: stored2 },
      tokenEstimate: "4 characters per token; cache prefix up to the last cache_control block",
      rows,
    };
    const dir = path.join(__dirname, "results");
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, "audit.json"), `${JSON.stringify(result, null, 2)}\n`);
    return { rows };
  } finally {
    await srv.close();
  }
}

function printTable(rows: Row[]): void {
  const cells = rows.map((r) => [
    r.name,
    `${r.value} ${r.unit}`,
    r.target,
    r.ratio === null ? "" : String(r.ratio),
    r.met === null ? "" : r.met ? "met" : "MISSED",
  ]);
  const head = ["measure", "value", "target", "ratio", ""];
  const w = head.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? "").length)));
  for (const line of [head, w.map((n) => "-".repeat(n)), ...cells])
    console.log(line.map((c, i) => (c ?? "").padEnd(w[i] ?? 0)).join("  "));
}

if (require.main === module) {
  main().then(
    ({ rows }) => {
      printTable(rows);
      console.log("\nwritten: bench/results/audit.json");
      process.exit(0);
    },
    (e) => {
      console.error(`bench/audit: ${(e as Error).message}`);
      process.exit(1);
    },
  );
}
