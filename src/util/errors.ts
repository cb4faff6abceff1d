/**
 * A problem with what the user gave us (a skill folder, a flag, a report file).
 * The CLI prints `message` as one line and exits 2; `path` names the offending file.
 */
export class InputError extends Error {
  readonly path: string;
  readonly problem: string;

  constructor(path: string, problem: string) {
    super(`${printable(path)}: ${printable(problem)}`);
    this.name = "InputError";
    this.path = printable(path);
    this.problem = printable(problem);
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

/**
 * File names and values come from the skill: control and line-break characters are escaped so a
 * message stays one line and cannot forge a log or workflow command (e.g. "\n::error::").
 */
export function printable(s: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: escaping control characters is the point
  return s.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) =>
    JSON.stringify(c)
      .slice(1, -1)
      .replace(/^\\u00/, "\\x"),
  );
}
