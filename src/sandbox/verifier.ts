import { packEntries, readTree } from "./archive";
import { type Box, killAllScript, TESTS_DIR, VERIFIER_LOGS, VERIFIER_UID, WORKDIR } from "./container";
import type { VerifierResult } from "./evidence";
import type { ExecResult } from "./types";

/**
 * The task's verifier, run where the agent cannot reach: only after every agent process is
 * gone, as its own user, with the hidden tests and the logs folder on mounts only that user
 * can write (the tests only it can read). Whatever was in the logs folder before is
 * discarded; the reward is read from there once the verifier's own processes are gone too.
 */

const VERIFIER = `${VERIFIER_UID}:${VERIFIER_UID}`;
export const REWARD_FILE = `${VERIFIER_LOGS}/reward.json`;
/** The verifier's home, where the agent never could write (not /tmp, which it shares). */
const HOME = `${TESTS_DIR}/.home`;

export function notRun(error: string): VerifierResult {
  return {
    ran: false,
    exitCode: null,
    timedOut: false,
    durationMs: 0,
    stdout: "",
    stderr: "",
    truncated: false,
    reward: null,
    rewardValue: null,
    error,
  };
}

/** Runs tests/test.sh; the caller has ended the agent's processes (Box.killUser) first. */
export async function runVerifier(box: Box, testsDir: string, timeoutMs: number): Promise<VerifierResult> {
  try {
    const tests = await readTree(testsDir);
    const tar = await packEntries(tests, { uid: VERIFIER_UID, gid: VERIFIER_UID });
    // The tests go in (and the logs folder is emptied) as the verifier, right before they run.
    const r = await box.run(
      VERIFIER,
      `find ${VERIFIER_LOGS} -mindepth 1 -delete && tar -x -C ${TESTS_DIR} --no-same-owner --no-overwrite-dir && mkdir -p "$HOME" && cd ${WORKDIR} && exec bash ${TESTS_DIR}/test.sh`,
      { stdin: tar, timeoutMs, env: { HOME }, cwd: "/" },
    );
    // A process the tests left behind is ended before the reward is read, so it cannot rewrite it.
    const file = await box.run(
      VERIFIER,
      `${killAllScript(VERIFIER_UID)} || exit 3; test -f ${REWARD_FILE} && exec cat ${REWARD_FILE}`,
      { timeoutMs: 20_000, capBytes: 1024 * 1024, cwd: "/" },
    );
    if (file.exitCode === 3)
      return notRun("verifier: its processes could not all be ended; its reward is not taken");
    return verifierResult(
      r,
      file.exitCode === 0 && !file.truncated
        ? file.stdoutBytes
        : new Error(`${REWARD_FILE} is missing or over 1 MiB`),
    );
  } catch (err) {
    return notRun(`verifier failed to run: ${(err as Error).message}`);
  }
}

function verifierResult(r: ExecResult, rewardFile: Buffer | Error): VerifierResult {
  let reward: unknown = null;
  let rewardValue: number | null = null;
  let error: string | undefined;
  try {
    if (rewardFile instanceof Error) throw rewardFile;
    reward = JSON.parse(rewardFile.toString("utf8"));
    const v = typeof reward === "number" ? reward : (reward as { reward?: unknown } | null)?.reward;
    rewardValue = typeof v === "number" && Number.isFinite(v) ? v : null;
    if (rewardValue === null) error = "reward.json has no numeric reward";
  } catch (err) {
    error = `no readable ${REWARD_FILE}: ${(err as Error).message}`;
  }
  return {
    ran: true,
    exitCode: r.exitCode,
    timedOut: r.timedOut,
    durationMs: r.durationMs,
    stdout: r.stdout,
    stderr: r.stderr,
    truncated: r.truncated,
    reward,
    rewardValue,
    ...(error ? { error } : {}),
  };
}
