import { spawn } from "node:child_process";
import { promises as fs, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { CollectedSkill } from "../../src/collect/schema";
import type { ExecOptions, ExecResult, TrialSession } from "../../src/sandbox/types";

export function fakeSkill(files: Record<string, string>): CollectedSkill {
  const contents = new Map(Object.entries(files).map(([k, v]) => [k, Buffer.from(v)]));
  return {
    pkg: {
      name: "demo",
      description: "demo skill",
      root: "/tmp/demo",
      frontmatter: {},
      validationMode: "spec",
      warnings: [],
      files: Object.entries(files).map(([path, v]) => ({
        path,
        size: v.length,
        sha256: "x",
        kind: "text",
        executable: false,
      })),
      totalBytes: 0,
      contentHash: "h",
      provenance: {},
    },
    contents,
  };
}

/** A TrialSession over a host temp dir: the seam the harnesses use, without Docker. */
export function hostSession(opts: { skills?: Record<string, string> } = {}): TrialSession & { root: string } {
  const root = mkdtempSync(join(tmpdir(), "sa-trial-"));
  const workdir = join(root, "workspace");
  const skillsDir = opts.skills ? join(root, "skills") : null;
  const ready = (async () => {
    await fs.mkdir(workdir, { recursive: true });
    for (const [rel, text] of Object.entries(opts.skills ?? {})) {
      const p = join(root, "skills", rel);
      await fs.mkdir(join(p, ".."), { recursive: true });
      await fs.writeFile(p, text);
    }
  })();
  return {
    id: "host",
    root,
    workdir,
    skillsDir,
    async exec(command: string, o: ExecOptions = {}): Promise<ExecResult> {
      await ready;
      const t0 = Date.now();
      return new Promise((resolve) => {
        const child = spawn("bash", ["-c", command], {
          // Without input, stdin is /dev/null: bash with a socket (Node's pipe) as stdin takes
          // itself for a remote shell and reads ~/.bashrc, which can take seconds.
          stdio: [o.stdin ? "pipe" : "ignore", "pipe", "pipe"],
          cwd: o.cwd ?? workdir,
          env: { PATH: process.env.PATH ?? "", ...o.env },
        });
        let stdout = "";
        let stderr = "";
        let timedOut = false;
        const timer = setTimeout(() => {
          timedOut = true;
          child.kill("SIGKILL");
        }, o.timeoutMs ?? 30_000);
        child.stdout?.on("data", (d) => (stdout += d));
        child.stderr?.on("data", (d) => (stderr += d));
        if (o.stdin) child.stdin?.end(o.stdin);
        child.on("close", (code) => {
          clearTimeout(timer);
          resolve({
            exitCode: code,
            stdout,
            stderr,
            timedOut,
            truncated: false,
            durationMs: Date.now() - t0,
          });
        });
      });
    },
    async readFile(p: string) {
      await ready;
      return fs.readFile(p);
    },
    async writeFile(p: string, data: string | Buffer) {
      await ready;
      await fs.writeFile(p, data);
    },
  };
}
