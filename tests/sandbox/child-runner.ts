// Run by cleanup.test.ts as a separate process: starts long trials and waits to be signalled.
import path from "node:path";
import { connectEngine } from "../../src/sandbox/engine";
import { runTrials } from "../../src/sandbox/runner";
import { readTask } from "../../src/sandbox/task";
import { stderrLogger } from "../../src/util/logger";

async function main(): Promise<void> {
  const [runId, runDir, taskDir, image] = process.argv.slice(2);
  if (!runId || !runDir || !taskDir || !image)
    throw new Error("usage: child-runner RUN_ID RUN_DIR TASK_DIR IMAGE");
  const engine = await connectEngine();
  const task = await readTask(taskDir);
  const jobs = ["a", "b"].map((id) => ({
    trialId: id,
    task,
    drive: async (s: { exec(c: string, o?: { timeoutMs?: number }): Promise<unknown> }) => {
      process.stdout.write(`running ${id}\n`);
      await s.exec("sleep 300", { timeoutMs: 300_000 });
      return { trajectory: [] };
    },
  }));
  await runTrials(engine, jobs, {
    runId,
    runDir: path.resolve(runDir),
    image,
    logger: stderrLogger(),
    concurrency: 2,
  });
}

main().catch((err) => {
  process.stderr.write(`${(err as Error).stack}\n`);
  process.exit(1);
});
