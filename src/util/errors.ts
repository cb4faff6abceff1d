/**
 * A problem with what the user gave us (a skill folder, a flag, a report file).
 * The CLI prints `message` as one line and exits 2; `path` names the offending file.
 */
export class InputError extends Error {
  constructor(
    readonly path: string,
    readonly problem: string,
  ) {
    super(`${path}: ${problem}`);
    this.name = "InputError";
  }
}

/** A stage could not run for a reason outside the input (engine down, model API failing). */
export class StageError extends Error {
  constructor(
    readonly stage: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${stage}: ${message}`, options);
    this.name = "StageError";
  }
}
