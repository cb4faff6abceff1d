/**
 * Start-up cost of the committed CLI bundle: `skillaudit scan` of one skill against a bare
 * `node -e 0`, both spawned by the same Node in alternation, so machine load hits both alike.
 * Medians over the runs; the target is a ratio (issue: at most 2×).
 *
 * `NODE_EXTRA_CA_CERTS` makes every Node process parse that bundle at start (on the development
 * machines ~400 M instructions, four fifths of a bare start), which flatters the ratio; with it set,
 * the instruction count is also taken without it.
 */
import { spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "..");
export const STARTUP_TARGET = 2;

/** Instructions executed (valgrind's callgrind, child processes not traced): unaffected by machine load. */
export function instructionRatio(
  env: NodeJS.ProcessEnv = process.env,
): { scan: number; bare: number; ratio: number } | null {
  const count = (args: string[]): number | null => {
    const out = path.join(tmpdir(), `skillaudit-cg-${process.pid}-${Date.now()}`);
    const r = spawnSync(
      "valgrind",
      ["--tool=callgrind", `--callgrind-out-file=${out}`, process.execPath, ...args],
      {
        cwd: ROOT,
        env,
        encoding: "utf8",
        stdio: ["ignore", "ignore", "pipe"],
      },
    );
    rmSync(out, { force: true });
    const m = /I\s+refs:\s+([\d,]+)/.exec(r.stderr ?? "");
    return r.status === 0 && m ? Number((m[1] ?? "").replaceAll(",", "")) : null;
  };
  const bare = count(["-e", "0"]);
  const scan = count([path.join(ROOT, "bin", "skillaudit.js"), "scan", "examples/skills/csv-insights", "-q"]);
  if (!bare || !scan) return null;
  return { scan, bare, ratio: Math.round((scan / bare) * 100) / 100 };
}

export interface StartupResult {
  runs: number;
  bareMs: number;
  scanMs: number;
  helpMs: number;
  ratio: number;
  helpRatio: number;
  skill: string;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

function timed(args: string[]): number {
  const t = process.hrtime.bigint();
  const r = spawnSync(process.execPath, args, { cwd: ROOT, stdio: ["ignore", "ignore", "pipe"] });
  const ms = Number(process.hrtime.bigint() - t) / 1e6;
  if (r.status !== 0)
    throw new Error(`${args.join(" ")} exited ${r.status}: ${String(r.stderr).slice(0, 300)}`);
  return ms;
}

export function runStartupBench(runs = 15): StartupResult {
  const bin = path.join(ROOT, "bin", "skillaudit.js");
  if (!existsSync(path.join(ROOT, "dist", "cli", "index.js"))) throw new Error("dist/cli is not built");
  const skill = "examples/skills/csv-insights";
  const scan = [bin, "scan", skill, "-q"];
  const help = [bin, "--help"];
  // One warm-up of each fills the file cache.
  timed(["-e", "0"]);
  timed(scan);
  const bare: number[] = [];
  const scans: number[] = [];
  const helps: number[] = [];
  for (let i = 0; i < runs; i++) {
    bare.push(timed(["-e", "0"]));
    scans.push(timed(scan));
    helps.push(timed(help));
  }
  const b = median(bare);
  const round = (x: number, d = 2) => Math.round(x * 10 ** d) / 10 ** d;
  return {
    runs,
    bareMs: round(b, 1),
    scanMs: round(median(scans), 1),
    helpMs: round(median(helps), 1),
    ratio: round(median(scans) / b),
    helpRatio: round(median(helps) / b),
    skill,
  };
}

/** The environment without NODE_EXTRA_CA_CERTS, or null when it is not set. */
export function envWithoutExtraCerts(): NodeJS.ProcessEnv | null {
  if (!process.env.NODE_EXTRA_CA_CERTS) return null;
  const { NODE_EXTRA_CA_CERTS: _, ...rest } = process.env;
  return rest;
}

if (require.main === module) {
  const r = runStartupBench(Number(process.env.RUNS ?? 15));
  const clean = envWithoutExtraCerts();
  console.log(
    JSON.stringify(
      {
        ...r,
        instructions: instructionRatio(),
        ...(clean ? { instructionsWithoutExtraCaCerts: instructionRatio(clean) } : {}),
      },
      null,
      2,
    ),
  );
}
