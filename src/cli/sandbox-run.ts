/** `skillaudit sandbox run`: the implementation, loaded when the command runs. */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { collectSkill } from "../collect/collect";
import { connectEngine } from "../sandbox/engine";
import { ensureSandboxImage, useImage } from "../sandbox/image";
import { runTrials } from "../sandbox/runner";
import { SKILL_NAME, writeTask } from "../sandbox/task";
import type { ExecResult, TrajectoryStep } from "../sandbox/types";
import { InputError } from "../util/errors";
import { stderrLogger } from "../util/logger";
import type { RunOptions, SandboxCliIo } from "./sandbox";

function shellJoin(args: string[]): string {
  if (args.length === 1) return args[0] ?? "";
  return args.map((a) => (/^[\w@%+=:,./-]+$/.test(a) ? a : `'${a.replaceAll("'", `'\\''`)}'`)).join(" ");
}

export async function sandboxRun(
  skillDir: string,
  argv: string[],
  o: RunOptions,
  io: Partial<SandboxCliIo>,
): Promise<number> {
  const stdout = io.stdout ?? ((s: string) => process.stdout.write(s));
  const stderr = io.stderr ?? ((s: string) => process.stderr.write(s));
  const logger = io.logger ?? stderrLogger({ quiet: Boolean(o.quiet) });
  const command = shellJoin(argv);
  if (!command.trim()) throw new InputError("<command>", "give the command to run after --");

  const { pkg } = await collectSkill(skillDir, { mode: "claude-code" });
  const name = SKILL_NAME.test(pkg.name)
    ? pkg.name
    : path
        .basename(pkg.root)
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "") || "skill";
  const runId = `sandbox-${new Date()
    .toISOString()
    .replace(/[-:.TZ]/g, "")
    .slice(0, 14)}-${randomBytes(3).toString("hex")}`;
  const runDir = path.resolve(o.out ?? path.join(".skillaudit", "sandbox", runId));
  const withSkill = o.skill !== false;
  const task = await writeTask(
    path.join(runDir, "tasks", `sandbox-run--${withSkill ? "with" : "no"}-skill`),
    {
      id: "sandbox-run",
      instruction: `skillaudit sandbox run: ${command}\n`,
      skill: { name, dir: pkg.root },
      agentTimeoutSec: o.timeout,
      verifierTimeoutSec: 30,
      cpus: o.cpus,
      memoryMb: Math.round(o.memory),
      network: o.network,
      allowlist: o.allow,
    },
    withSkill,
  );

  const engine = await connectEngine(io.engine);
  const image = o.image
    ? await useImage(engine, o.image)
    : await ensureSandboxImage(engine, { base: o.base, logger });
  let result: ExecResult | null = null;
  const [outcome] = await runTrials(
    engine,
    [
      {
        trialId: withSkill ? "with-skill" : "no-skill",
        task,
        options: { upstream: io.upstream, timeoutSec: o.timeout + 60 },
        drive: async (session) => {
          const startedAt = new Date().toISOString();
          result = await session.exec(command, { timeoutMs: o.timeout * 1000 });
          const step: TrajectoryStep = {
            index: 0,
            startedAt,
            endedAt: new Date().toISOString(),
            kind: "tool",
            name: "Bash",
            input: { command },
            output: `${result.stdout}${result.stderr ? `\n[stderr]\n${result.stderr}` : ""}`,
            truncated: result.truncated,
            isError: result.exitCode !== 0,
          };
          return {
            trajectory: [step],
            exitReason: result.timedOut ? "timeout" : "finished",
            ...(result.timedOut ? { detail: `the command ran past ${o.timeout}s` } : {}),
          };
        },
      },
    ],
    { runId, runDir, image: image.tag, logger, concurrency: 1, handleSignals: io.handleSignals ?? true },
  );
  if (!outcome?.ok) {
    stderr(`sandbox run failed: ${outcome?.ok === false ? outcome.error : "no result"}\n`);
    return 1;
  }
  const r = result as ExecResult | null;
  if (r) {
    stdout(r.stdout);
    if (r.stderr) stderr(r.stderr.endsWith("\n") ? r.stderr : `${r.stderr}\n`);
  }
  const b = outcome.bundle;
  logger.info(
    `sandbox: ${b.exitReason}; ${b.counts.networkEvents} network event(s) (${b.counts.networkDenied} denied), ${b.counts.changes} changed path(s)` +
      (b.leakedCanaries.length ? `; CANARY LEAK: ${b.leakedCanaries.join(", ")}` : ""),
  );
  stdout(`evidence bundle: ${b.dir}\n`);
  if (!r) return 1;
  if (r.timedOut) return 124;
  return r.exitCode ?? 1;
}
