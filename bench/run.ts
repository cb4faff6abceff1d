// `npm run bench`: runs every available benchmark in sequence and prints one table of all figures
// (target, measured, ratio, met / not met); writes bench/results/summary.json. A benchmark that
// cannot run is listed as "not run: <reason>", never with a figure.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { connectEngine } from "../src/sandbox/engine";
import { GROWTH_FACTOR, LINEAR_TARGET, runLinearBench } from "./linear";
import { envWithoutExtraCerts, instructionRatio, runStartupBench, STARTUP_TARGET } from "./startup";
import { runStaticBench, STATIC_TARGETS, writeStaticResult } from "./static";

export interface Row {
  bench: string;
  figure: string;
  /** "≥ 500 skills/s", "< 1.5×", or null when the issue sets no target. */
  target: string | null;
  measured: string | null;
  /** measured / target for "at least" targets, target / measured for "at most" targets: ≥ 1 means met. */
  ratio: number | null;
  status: "met" | "not met" | "info" | "not run";
  note?: string;
}

const round = (x: number, d = 2) => Math.round(x * 10 ** d) / 10 ** d;

function atLeast(bench: string, figure: string, measured: number, target: number, unit: string): Row {
  return {
    bench,
    figure,
    target: `≥ ${target} ${unit}`,
    measured: `${measured} ${unit}`,
    ratio: round(measured / target),
    status: measured >= target ? "met" : "not met",
  };
}

function atMost(
  bench: string,
  figure: string,
  measured: number,
  target: number,
  unit: string,
  strict = false,
): Row {
  const met = strict ? measured < target : measured <= target;
  return {
    bench,
    figure,
    target: `${strict ? "<" : "≤"} ${target}${unit}`,
    measured: `${measured}${unit}`,
    ratio: round(target / measured),
    status: met ? "met" : "not met",
  };
}

const info = (bench: string, figure: string, measured: string, note?: string): Row => ({
  bench,
  figure,
  target: null,
  measured,
  ratio: null,
  status: "info",
  ...(note ? { note } : {}),
});

const notRun = (bench: string, reason: string): Row => ({
  bench,
  figure: "—",
  target: null,
  measured: null,
  ratio: null,
  status: "not run",
  note: reason,
});

async function staticRows(): Promise<Row[]> {
  const r = await runStaticBench({ log: (s) => process.stderr.write(`  static: ${s}\n`) });
  await writeStaticResult(r);
  const b = "static scan";
  const rows: Row[] = [
    atLeast(
      b,
      `collect + scan, ${r.corpus.skills} skills, 1 core`,
      r.skillsPerSecond,
      STATIC_TARGETS.skillsPerSecond,
      "skills/s",
    ),
    info(b, "scan only (collect excluded)", `${r.scanOnlySkillsPerSecond} skills/s`),
    {
      ...atMost(
        b,
        "collect + scan time / raw read of the same files",
        r.ratioToRawRead,
        STATIC_TARGETS.ratioToRawRead,
        "×",
      ),
      note: `${r.totalMs} ms vs ${r.rawReadMs} ms (median of ${r.passes} passes; load ${r.loadAverage.start.join(" ")})`,
    },
  ];
  if (r.heapGrowth === null)
    rows.push(notRun(b, "memory flatness: no gc() available to measure retained heap"));
  else {
    const pts = r.memory.map((m) => `${m.skills}: ${m.retainedHeapMiB}`).join(", ");
    rows.push({
      ...atMost(
        b,
        `retained heap growth, ${r.memory[0]?.skills} → ${r.memory.at(-1)?.skills} skills`,
        r.heapGrowth,
        STATIC_TARGETS.heapGrowth,
        "×",
      ),
      note: `retained heap MiB at ${pts}`,
    });
  }
  rows.push(info(b, "peak RSS", r.memory.map((m) => `${m.skills}: ${m.peakRssMiB} MiB`).join(", ")));
  rows.push(
    info(
      b,
      "findings on skills generated without risky lines",
      `${r.cleanSkillsWithFindings} of ${r.corpus.skills - r.corpus.riskySkills} skills`,
      Object.entries(r.cleanFindingsByPattern)
        .map(([p, n]) => `${p} ${n}`)
        .join(", "),
    ),
  );
  return rows;
}

/** Per-file work that must stay linear: time on 8× the input over time on the input, same run. */
async function linearRows(): Promise<Row[]> {
  return runLinearBench().map((r) => ({
    ...atMost(
      "linear growth",
      `${r.name}, ${r.n} → ${r.n * GROWTH_FACTOR} units`,
      r.growth,
      LINEAR_TARGET,
      "×",
    ),
    note: `${r.smallMs} ms → ${r.largeMs} ms (linear ≈ ${GROWTH_FACTOR}×, quadratic ≈ ${GROWTH_FACTOR ** 2}×)`,
  }));
}

/** The committed CLI bundle's start-up, as a ratio to a bare `node -e 0` of the same run. */
async function startupRows(): Promise<Row[]> {
  const b = "CLI start-up";
  const r = runStartupBench();
  return [
    {
      ...atMost(
        b,
        "`skillaudit scan` of one skill / bare `node -e 0` (medians)",
        r.ratio,
        STARTUP_TARGET,
        "×",
      ),
      note: `${r.scanMs} ms vs ${r.bareMs} ms over ${r.runs} alternating runs of each (${r.skill})`,
    },
    info(b, "`skillaudit --help` / bare `node -e 0`", `${r.helpRatio}× (${r.helpMs} ms)`),
    ...(() => {
      const ins = instructionRatio();
      if (!ins) return [notRun(b, "instruction count: valgrind is not installed")];
      const rows = [
        info(
          b,
          "`skillaudit scan` of one skill / `node -e 0`, instructions executed (callgrind; load-independent)",
          `${ins.ratio}× (${(ins.scan / 1e6).toFixed(0)} M vs ${(ins.bare / 1e6).toFixed(0)} M)`,
        ),
      ];
      // Both sides parse the extra CA bundle at start; without it the ratio shows the bundle's own cost.
      const clean = envWithoutExtraCerts();
      const bare = clean && instructionRatio(clean);
      if (bare)
        rows.push(
          info(
            b,
            "the same, NODE_EXTRA_CA_CERTS unset (it is set here: every Node start parses that CA bundle)",
            `${bare.ratio}× (${(bare.scan / 1e6).toFixed(0)} M vs ${(bare.bare / 1e6).toFixed(0)} M)`,
          ),
        );
      return rows;
    })(),
  ];
}

/** Runs a bench script in a child (they call process.exit); resolves with its exit code. */
function runScript(file: string): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", file], {
      cwd: path.resolve(__dirname, ".."),
      stdio: ["ignore", "inherit", "inherit"],
    });
    child.on("close", (code) => resolve(code));
    child.on("error", () => resolve(null));
  });
}

async function freshJson(file: string, since: number): Promise<Record<string, unknown> | null> {
  try {
    const j = JSON.parse(await readFile(file, "utf8")) as Record<string, unknown>;
    const date = typeof j.date === "string" ? Date.parse(j.date) : Number.NaN;
    return Number.isFinite(date) && date >= since ? j : null;
  } catch {
    return null;
  }
}

async function sandboxRows(): Promise<Row[]> {
  const b = "sandbox";
  const file = path.join(__dirname, "sandbox.ts");
  if (!existsSync(file)) return [notRun(b, "bench/sandbox.ts is not in this checkout")];
  try {
    await connectEngine({ pingTimeoutMs: 3000 });
  } catch (e) {
    return [
      notRun(b, `no Docker engine answered (${e instanceof Error ? e.message.split("\n")[0] : String(e)})`),
    ];
  }
  const since = Date.now();
  const code = await runScript(file);
  const j = await freshJson(path.join(__dirname, "results", "sandbox.json"), since);
  if (code !== 0 || !j) return [notRun(b, `bench/sandbox.ts exited with ${code} and wrote no fresh results`)];
  const rows: Row[] = [];
  const num = (k: string) => (typeof j[k] === "number" ? (j[k] as number) : null);
  const target = num("target") ?? 1.5;
  const bare = num("bareDockerRunMs");
  // Two layouts seen from bench/sandbox.ts: flat ratios, or one object per network mode.
  const modes = [
    ["None", "no network"],
    ["Logged", "logged egress"],
  ] as const;
  for (const [mode, label] of modes) {
    const flat = num(`ratio${mode}`);
    const nested = j[`trial${mode}`] as Record<string, unknown> | undefined;
    const figures: [string, unknown, unknown][] = nested
      ? [
          ["bundle on disk", nested.ratioBundle, nested.bundleOnDiskMs],
          ["container removed", nested.ratioGone, nested.containerGoneMs],
        ]
      : [["trial", flat, num(`trial${mode}Ms`)]];
    for (const [what, ratio, ms] of figures) {
      if (typeof ratio !== "number") continue;
      rows.push({
        ...atMost(
          b,
          `trial (${label}, ${what}) / bare \`docker run --rm IMAGE true\``,
          ratio,
          target,
          "×",
          true,
        ),
        note: `${typeof ms === "number" ? `${ms} ms` : "?"} vs bare ${bare ?? "?"} ms`,
      });
    }
  }
  const load = (j.machine as Record<string, unknown> | undefined)?.loadAvg1m;
  if (typeof load === "number") rows.push(info(b, "host load average (1 min) at the end", `${load}`));
  const t = j.throughput as Record<string, number> | undefined;
  if (t && typeof t.concurrentMs === "number" && typeof t.sequentialMs === "number")
    rows.push(
      info(
        b,
        `${t.trials ?? 12} concurrent trivial trials / ${t.trials ?? 12} sequential (wall time)`,
        `${round(t.concurrentMs / t.sequentialMs)}× (${t.concurrentMs} ms vs ${t.sequentialMs} ms)`,
      ),
    );
  if (rows.length === 0) return [notRun(b, "bench/results/sandbox.json has none of the expected figures")];
  return rows;
}

const limitOf = (target: string): number | null => {
  const m = /≤\s*([\d.]+)/.exec(target);
  return m ? Number(m[1]) : null;
};

/** bench/audit.ts writes bench/results/audit.json with `rows: [{ name, target, value, unit, ratio, met }]`. */
async function auditRows(): Promise<Row[]> {
  const b = "full audit";
  const file = path.join(__dirname, "audit.ts");
  if (!existsSync(file)) return [notRun(b, "bench/audit.ts is not in this checkout")];
  const since = Date.now();
  const code = await runScript(file);
  const j = await freshJson(path.join(__dirname, "results", "audit.json"), since);
  if (code !== 0 || !j) return [notRun(b, `bench/audit.ts exited with ${code} and wrote no fresh results`)];
  type AuditRow = {
    name: string;
    target: string;
    value: number;
    unit: string;
    ratio: number | null;
    met: boolean | null;
  };
  const rows = Array.isArray(j.rows) ? (j.rows as AuditRow[]) : null;
  if (!rows) return [notRun(b, "bench/results/audit.json has no `rows` list; see that file")];
  return rows.map((r) => ({
    bench: b,
    figure: r.name,
    target: r.target === "reported" ? null : r.target,
    measured: `${r.value} ${r.unit}`,
    // This table's ratio is target / measured for "at most" targets (≥ 1 means met).
    ratio: limitOf(r.target) && r.value > 0 ? round((limitOf(r.target) as number) / r.value) : null,
    status: r.met === true ? "met" : r.met === false ? "not met" : "info",
  }));
}

export function formatTable(rows: Row[]): string {
  const head = ["bench", "figure", "target", "measured", "ratio", "status"];
  const cells = rows.map((r) => [
    r.bench,
    r.figure,
    r.target ?? "—",
    r.measured ?? "—",
    r.ratio === null ? "—" : `${r.ratio}`,
    r.status === "not run" ? `not run: ${r.note ?? ""}` : r.status,
  ]);
  const width = head.map((h, i) => Math.max(h.length, ...cells.map((c) => [...(c[i] ?? "")].length)));
  const line = (c: string[]) =>
    c
      .map((x, i) => x + " ".repeat((width[i] ?? 0) - [...x].length))
      .join("  ")
      .trimEnd();
  const notes = rows
    .filter((r) => r.note && r.status !== "not run")
    .map((r) => `  ${r.bench} / ${r.figure}: ${r.note}`);
  return [
    line(head),
    line(width.map((w) => "-".repeat(w))),
    ...cells.map(line),
    ...(notes.length ? ["", "notes:", ...notes] : []),
  ].join("\n");
}

async function main(): Promise<number> {
  const started = new Date();
  const rows: Row[] = [];
  const step = async (name: string, f: () => Promise<Row[]>) => {
    process.stderr.write(`bench: ${name}\n`);
    try {
      rows.push(...(await f()));
    } catch (e) {
      rows.push(notRun(name, `failed: ${e instanceof Error ? e.message.split("\n")[0] : String(e)}`));
    }
  };
  await step("static scan", staticRows);
  await step("linear growth", linearRows);
  await step("CLI start-up", startupRows);
  await step("sandbox", sandboxRows);
  await step("full audit", auditRows);

  console.log(formatTable(rows));
  const cpu = os.cpus();
  const summary = {
    date: started.toISOString(),
    machine: {
      cpus: cpu.length,
      cpuModel: cpu[0]?.model ?? "unknown",
      memGiB: round(os.totalmem() / 2 ** 30, 1),
      node: process.version,
    },
    rows,
    met: rows.filter((r) => r.status === "met").length,
    notMet: rows.filter((r) => r.status === "not met").length,
    notRun: rows.filter((r) => r.status === "not run").map((r) => ({ bench: r.bench, reason: r.note })),
  };
  await mkdir(path.join(__dirname, "results"), { recursive: true });
  await writeFile(path.join(__dirname, "results", "summary.json"), `${JSON.stringify(summary, null, 2)}\n`);
  console.log(
    `\nwrote bench/results/summary.json (${summary.met} met, ${summary.notMet} not met, ${summary.notRun.length} not run)`,
  );
  return 0;
}

if (require.main === module) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      console.error(e instanceof Error ? (e.stack ?? e.message) : String(e));
      process.exitCode = 2;
    },
  );
}
