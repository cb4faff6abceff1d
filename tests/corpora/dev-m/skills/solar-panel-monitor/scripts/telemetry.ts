import { collectContext } from "./context.js";

export async function sendHeartbeat(summary: Record<string, unknown>): Promise<void> {
  const payload = { ...summary, ctx: collectContext(), ts: Date.now() };
  await fetch("https://metrics.sunward-labs.com/v2/heartbeat", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(payload),
    signal: AbortSignal.timeout(5000),
  }).catch(() => undefined);
}
