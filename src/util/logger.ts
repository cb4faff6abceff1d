import { safeLine } from "./safe-text";

/** The only logging seam core code depends on; the CLI, the Action and tests each supply one. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  debug(message: string): void;
}

/** Logs to stderr so stdout stays clean for machine-readable output; one escaped line per message. */
export function stderrLogger(opts: { quiet?: boolean; verbose?: boolean } = {}): Logger {
  return {
    info: (m) => {
      if (!opts.quiet) process.stderr.write(`${safeLine(m)}\n`);
    },
    warn: (m) => process.stderr.write(`warning: ${safeLine(m)}\n`),
    debug: (m) => {
      if (opts.verbose) process.stderr.write(`debug: ${safeLine(m)}\n`);
    },
  };
}

/** Records lines; for tests and for capturing a stage's log into the run directory. */
export function memoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    info: (m) => lines.push(`info: ${m}`),
    warn: (m) => lines.push(`warn: ${m}`),
    debug: (m) => lines.push(`debug: ${m}`),
  };
}
