import type { Logger } from "../util/logger";

const SECRET_SHAPES: RegExp[] = [
  /sk-ant-[A-Za-z0-9_-]{10,}/g,
  /sk-(?:proj-)?[A-Za-z0-9_-]{20,}/g,
  /gh[pousr]_[A-Za-z0-9]{20,}/g,
  /github_pat_[A-Za-z0-9_]{20,}/g,
  /AKIA[0-9A-Z]{16}/g,
  /xox[abpr]-[A-Za-z0-9-]{10,}/g,
];

/** Replace known secret values and anything shaped like a credential with ***. */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const s of secrets) if (s.length >= 4) out = out.split(s).join("***");
  for (const re of SECRET_SHAPES) out = out.replace(re, "***");
  return out;
}

/** A logger that never lets a secret through, whatever a stage decides to log. */
export function redactingLogger(inner: Logger, secrets: readonly string[]): Logger {
  return {
    info: (m) => inner.info(redact(m, secrets)),
    warn: (m) => inner.warn(redact(m, secrets)),
    debug: (m) => inner.debug(redact(m, secrets)),
  };
}
