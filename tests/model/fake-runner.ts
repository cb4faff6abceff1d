import { execFileSync } from "node:child_process";
import { promises as fs, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TrialRunner } from "../../src/pipeline/trial-runner";
import { packEntries, readTree } from "../../src/sandbox/archive";
import { bundleDir, type Canary, readBundle, writeBundle } from "../../src/sandbox/evidence";
import type { NetworkEvent } from "../../src/sandbox/proxy";
import { SKILLS_DIR, WORKDIR } from "../../src/sandbox/trial";
import type { ExecOptions, ExecResult, TrialSession } from "../../src/sandbox/types";

/**
 * A TrialRunner without Docker for the scripted-server pipeline tests: the session maps the
 * container paths (/workspace, the skills dir) onto a host temp dir, the task's test.sh runs
 * with bash, and the bundle is written with the sandbox's own writer. `network` lets a test
 * script what the logging proxy would have seen.
 */
export function hostRunner(runDir: string, opts: { network?: (trialId: string) => NetworkEvent[] } = {}) {
  const opened: string[] = [];
  const runner: TrialRunner = {
    async run({ task, trialId, drive }) {
      opened.push(trialId);
      const root = mkdtempSync(path.join(tmpdir(), "sa-host-trial-"));
      const ws = path.join(root, "workspace");
      const skills = path.join(root, "skills");
      await fs.cp(task.environmentDir, ws, {
        recursive: true,
        filter: (p) => !p.startsWith(path.join(task.environmentDir, "skills")),
      });
      if (task.skillDir)
        await fs.cp(task.skillDir, path.join(skills, path.basename(task.skillDir)), { recursive: true });
      const map = (p: string) =>
        p.startsWith(WORKDIR)
          ? ws + p.slice(WORKDIR.length)
          : p.startsWith(SKILLS_DIR)
            ? skills + p.slice(SKILLS_DIR.length)
            : p;
      const session: TrialSession = {
        id: trialId,
        workdir: WORKDIR,
        skillsDir: task.skillDir ? SKILLS_DIR : null,
        async exec(command: string, o: ExecOptions = {}): Promise<ExecResult> {
          const cmd = command.split(SKILLS_DIR).join(skills).split(WORKDIR).join(ws);
          try {
            const stdout = execFileSync("bash", ["-c", cmd], {
              cwd: map(o.cwd ?? WORKDIR),
              env: { PATH: process.env.PATH ?? "", ...o.env },
              timeout: o.timeoutMs ?? 30_000,
            }).toString();
            return { exitCode: 0, stdout, stderr: "", timedOut: false, truncated: false, durationMs: 1 };
          } catch (e) {
            const err = e as { status?: number; stdout?: Buffer; stderr?: Buffer };
            return {
              exitCode: err.status ?? 1,
              stdout: String(err.stdout ?? ""),
              stderr: String(err.stderr ?? ""),
              timedOut: false,
              truncated: false,
              durationMs: 1,
            };
          }
        },
        readFile: (p) => fs.readFile(map(p)),
        writeFile: async (p, d) => {
          await fs.mkdir(path.dirname(map(p)), { recursive: true });
          await fs.writeFile(map(p), d);
        },
      };
      const startedAt = new Date().toISOString();
      const outcome = await drive(session);
      const verDir = path.join(root, "verifier");
      let reward: unknown = null;
      if (task.testsDir) {
        const script = (await fs.readFile(path.join(task.testsDir, "test.sh"), "utf8"))
          .split(`cd '${WORKDIR}'`)
          .join(`cd '${ws}'`);
        await fs.writeFile(path.join(root, "test.sh"), script);
        try {
          execFileSync("bash", [path.join(root, "test.sh")], {
            env: { PATH: process.env.PATH ?? "", SKILLAUDIT_VERIFIER_DIR: verDir },
          });
        } catch {}
        reward = JSON.parse(await fs.readFile(path.join(verDir, "reward.json"), "utf8"));
      }
      const dir = bundleDir(runDir, trialId);
      await fs.mkdir(dir, { recursive: true });
      const entries = (await readTree(ws)).filter((e) => !e.path.startsWith("skills"));
      await fs.writeFile(
        path.join(dir, "workspace.tar"),
        await packEntries(entries, { uid: 1000, gid: 1000 }),
      );
      const network = opts.network?.(trialId) ?? [];
      const canaries: Canary[] = [
        { name: "github_token_env", kind: "env", location: "GITHUB_TOKEN", value: "ghp_canaryvalue" },
      ];
      const files = entries.filter((e) => e.type === "file");
      await writeBundle(dir, {
        bundle: {
          schemaVersion: 1,
          runId: "test",
          trialId,
          task: {
            id: task.config.skillaudit.task_id,
            dir: task.dir,
            scenarioId: task.config.skillaudit.scenario_id,
            withSkill: task.config.skillaudit.with_skill,
            skillName: task.config.skillaudit.skill_name,
            network: task.config.skillaudit.network,
            allowlist: [],
          },
          image: { ref: "host", id: "host" },
          containerId: "host",
          timings: { createdAt: startedAt, startedAt, finishedAt: new Date().toISOString(), wallMs: 5 },
          exitReason: outcome.exitReason ?? "finished",
          ...(outcome.detail ? { exitDetail: outcome.detail } : {}),
          resources: {
            wallMs: 5,
            cpus: 1,
            memoryLimitBytes: 1,
            diskLimitBytes: 1,
            pidsLimit: 1,
            memoryPeakBytes: null,
            oomKills: null,
            tokens: outcome.usage ?? null,
          },
          verifier: {
            ran: reward !== null,
            rewardValue: (reward as { reward?: number } | null)?.reward ?? null,
          },
          counts: {
            trajectorySteps: outcome.trajectory.length,
            execs: 0,
            changes: files.length,
            networkEvents: network.length,
            networkDenied: 0,
            canaryHits: network.filter((n) => n.canaries.length).length,
            workspaceFiles: files.length,
          },
          leakedCanaries: [...new Set(network.flatMap((n) => n.canaries))],
          notes: [],
          complete: true,
          gaps: [],
          files: {},
        },
        trajectory: outcome.trajectory,
        execs: [],
        changes: files.map((e) => ({ path: `${WORKDIR}/${e.path}`, kind: "added" as const })),
        network,
        verifier: {
          ran: reward !== null,
          exitCode: 0,
          timedOut: false,
          durationMs: 1,
          stdout: "",
          stderr: "",
          truncated: false,
          reward,
          rewardValue: null,
        },
        canaries,
      });
      return readBundle(dir);
    },
  };
  return { runner, opened };
}
