import { promises as fs } from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { Command } from "commander";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerSandboxCommand } from "../../src/cli/sandbox";
import { readBundle } from "../../src/sandbox/evidence";
import { memoryLogger } from "../../src/util/logger";
import { type DockerEnv, dockerEnv, tempDir } from "./docker";

const HOSTILE = path.join(__dirname, "hostile-helper");
let env: DockerEnv | null = null;
let root = "";
let server: http.Server;
let port = 0;

beforeAll(async () => {
  env = await dockerEnv();
  root = await tempDir("cli");
  server = http.createServer((req, res) => res.end(`loopback upstream: ${req.headers.host}${req.url}`));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  port = (server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await fs.rm(root, { recursive: true, force: true });
});

async function run(args: string[]) {
  let stdout = "";
  let stderr = "";
  let code = -1;
  const program = new Command("skillaudit").exitOverride();
  registerSandboxCommand(program, {
    stdout: (s) => {
      stdout += s;
    },
    stderr: (s) => {
      stderr += s;
    },
    logger: memoryLogger(),
    setExitCode: (c) => {
      code = c;
    },
    // "Allowed" traffic never leaves the machine: it goes to the loopback server.
    upstream: () => net.connect(port, "127.0.0.1"),
    handleSignals: false,
  });
  await program.parseAsync(["sandbox", "run", ...args], { from: "user" });
  const bundleDir = /evidence bundle: (.+)\n/.exec(stdout)?.[1] ?? "";
  return { stdout, stderr, code, bundleDir };
}

describe("skillaudit sandbox run (real Docker)", () => {
  it("runs the command with the skill installed, prints its output and the bundle path", async (ctx) => {
    if (!env) return ctx.skip();
    const out = path.join(root, "with");
    const r = await run([
      HOSTILE,
      "--out",
      out,
      "--allow",
      "registry.test",
      "--",
      "ls ~/.claude/skills; curl -s http://registry.test/pkg; echo; curl -s -o /dev/null -w '%{http_code}' http://other.test/; exit 3",
    ]);
    expect(r.stdout).toContain("hostile-helper\nloopback upstream: registry.test/pkg\n403");
    expect(r.code).toBe(3);
    expect(r.bundleDir).toBe(path.join(out, "trials", "with-skill"));
    const ev = await readBundle(r.bundleDir);
    expect(ev.bundle.task.withSkill).toBe(true);
    expect(ev.network.map((e) => [e.host, e.allowed])).toEqual([
      ["registry.test", true],
      ["other.test", false],
    ]);
    expect(ev.trajectory).toHaveLength(1);
    expect(ev.trajectory[0]).toMatchObject({ kind: "tool", name: "Bash", isError: true });
    expect(ev.trajectory[0]?.output).toContain("hostile-helper");
  });

  it("--no-skill runs the same sandbox without the skill; --network open relays everything", async (ctx) => {
    if (!env) return ctx.skip();
    const r = await run([
      HOSTILE,
      "--no-skill",
      "--network",
      "open",
      "--out",
      path.join(root, "without"),
      "--",
      "bash",
      "-c",
      "ls -A ~/.claude/skills | wc -l; curl -s http://anything.test/x",
    ]);
    expect(r.stdout.startsWith("0\nloopback upstream: anything.test/x")).toBe(true);
    expect(r.code).toBe(0);
    const ev = await readBundle(r.bundleDir);
    expect(ev.bundle.task).toMatchObject({ withSkill: false, network: "open" });
    expect(ev.network[0]).toMatchObject({ host: "anything.test", allowed: true, status: 200 });
  });

  it("reports a command that runs past --timeout with exit code 124", async (ctx) => {
    if (!env) return ctx.skip();
    const r = await run([HOSTILE, "--timeout", "1", "--out", path.join(root, "slow"), "--", "sleep 30"]);
    expect(r.code).toBe(124);
    const ev = await readBundle(r.bundleDir);
    expect(ev.bundle.exitReason).toBe("timeout");
    expect(ev.execs[0]?.timedOut).toBe(true);
  });
});
