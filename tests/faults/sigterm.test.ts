import { type ChildProcess, spawn } from "node:child_process";
import { appendFileSync, existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type DockerEnv, dockerEnv } from "../sandbox/docker";
import { type FaultServer, KEY, newOut, startFaultServer, useEngine, writeSkill } from "./helpers";

/**
 * SIGTERM to a `skillaudit audit` child (run from the sources with tsx) while a trial runs:
 * it stops with one line and an interrupted exit code, removes its containers, leaves the
 * earlier complete report untouched, and a rerun finishes without asking again what was asked.
 */
let env: DockerEnv | null = null;
let srv: FaultServer | null = null;
const ROOT = path.resolve(__dirname, "../..");

let release: (() => void) | null = null;
beforeAll(async () => {
  release = await useEngine();
  env = await dockerEnv();
}, 300_000);
afterAll(() => release?.());
const children: ChildProcess[] = [];
afterEach(async () => {
  // A failed assertion must not leave an audit running in the background.
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
  await srv?.close();
  srv = null;
});

interface Child {
  proc: ChildProcess;
  stdout: string;
  stderr: string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function cli(args: string[], server: FaultServer): Child {
  // tsx itself, not `npx tsx`: npm exec dies on SIGTERM without passing it on, orphaning the CLI.
  const proc = spawn(path.join(ROOT, "node_modules/.bin/tsx"), ["src/cli/index.ts", ...args], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "/root",
      ANTHROPIC_API_KEY: KEY,
      ANTHROPIC_BASE_URL: server.url,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(proc);
  const c: Child = {
    proc,
    stdout: "",
    stderr: "",
    exit: new Promise((resolve) => proc.on("exit", (code, signal) => resolve({ code, signal }))),
  };
  proc.stdout?.on("data", (d) => (c.stdout += d));
  proc.stderr?.on("data", (d) => (c.stderr += d));
  return c;
}

/** Every file under dir that an atomic write could leave half-done. */
function partials(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.(partial|tmp)$/.test(e.name)) out.push(path.relative(dir, p));
    }
  };
  walk(dir);
  return out;
}

describe("SIGTERM to skillaudit audit half way", () => {
  it("exits 130/143 with one line, leaves no container and the old report intact; the rerun reuses the artifacts", async (t) => {
    if (!env) return t.skip();
    const { engine, image } = env;
    srv = await startFaultServer();
    const skill = writeSkill();
    const out = newOut();
    const args = [
      "audit",
      skill,
      "--out",
      out,
      "--scenarios",
      "1",
      "--fail-on",
      "never",
      "--fail-on-severity",
      "never",
      "--image",
      image.tag,
    ];

    // 1. A complete audit: the report that must survive the interrupted one.
    const first = cli(args, srv);
    expect((await first.exit).code, first.stderr).toBe(0);
    const complete = readFileSync(path.join(out, "report.json"), "utf8");

    // 2. The skill changes (new trials), and SIGTERM arrives while its first trial waits on the model.
    appendFileSync(path.join(skill, "SKILL.md"), "\nRound totals to whole numbers.\n");
    const before = srv.counts();
    let live: string[] = [];
    let child: Child | null = null;
    const signalled = new Promise<void>((resolve) => {
      srv?.faults.push((_req, role, nth) => {
        if (role !== "agent" || nth !== (before.agent ?? 0) + 1) return null;
        void engine.docker
          .listContainers({ all: true, filters: { label: ["skillaudit.run"] } })
          .then((list) => {
            live = list.filter((c) => c.Names.some((n) => n.includes("-with-"))).map((c) => c.Id);
            child?.proc.kill("SIGTERM");
            resolve();
          });
        return { content: [{ type: "text", text: "late" }], delayMs: 8000 };
      });
    });
    child = cli(args, srv);
    await signalled;
    const t0 = Date.now();
    const ended = await child.exit;
    expect(Date.now() - t0).toBeLessThan(8000);
    expect([130, 143]).toContain(ended.code);
    const lines = child.stderr.trim().split("\n");
    expect(lines.filter((l) => l.startsWith("skillaudit:"))).toEqual([
      "skillaudit: interrupted; artifacts written so far are kept and a rerun reuses them",
    ]);
    expect(live.length).toBeGreaterThan(0);
    for (const id of live)
      expect(
        await engine.docker
          .getContainer(id)
          .inspect()
          .then(() => "still there")
          .catch(() => "gone"),
      ).toBe("gone");
    expect(readFileSync(path.join(out, "report.json"), "utf8")).toBe(complete);
    expect(partials(out)).toEqual([]);
    const asked = srv.counts();

    // 3. The rerun completes; the model scan and scheme of the changed skill are not asked again.
    srv.faults.length = 0;
    const third = cli(args, srv);
    expect((await third.exit).code, third.stderr).toBe(0);
    const after = srv.counts();
    for (const role of ["report_findings", "utility_scheme", "leakage_verdict"])
      expect(after[role], role).toBe(asked[role]);
    const report = JSON.parse(readFileSync(path.join(out, "report.json"), "utf8"));
    const s = report.skills[0];
    expect(s.stages.map((x: { stage: string; status: string }) => `${x.stage}:${x.status}`)).toEqual([
      "collect:ran",
      "rule-scan:ran",
      "model-scan:cached",
      "scheme:cached",
      "trials:ran",
      "judge:ran",
      "probes:ran",
    ]);
    expect(s.utility.prg).toBe(0.5);
    expect(existsSync(path.join(out, "report.md"))).toBe(true);
  }, 180_000);
});
