/**
 * Keys must never reach prompts, logs, reports, tasks or containers. Every provider scrubs
 * its outgoing request body with this, and writers of artifacts call it as a last guard.
 */
const registered = new Set<string>();

/** Remember a secret so redact() removes it wherever it appears. Short values are ignored. */
export function registerSecret(value: string | undefined): void {
  if (value && value.length >= 8) registered.add(value);
}

export function redact(text: string, extra: Array<string | undefined> = []): string {
  let out = text;
  for (const s of [...registered, ...extra]) {
    if (s && s.length >= 8 && out.includes(s)) out = out.split(s).join("[REDACTED]");
  }
  return out;
}

export function containsSecret(text: string, extra: Array<string | undefined> = []): boolean {
  return [...registered, ...extra].some((s) => !!s && s.length >= 8 && text.includes(s));
}
