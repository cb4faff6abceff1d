import net from "node:net";
import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { destinationRefusal, EgressRefused, guardedUpstream } from "../../src/sandbox/egress-guard";
import { type LoggingProxy, startProxy } from "../../src/sandbox/proxy";

/**
 * `--network open` means the internet, never the runner. The real proxy, with its real way
 * out (no injected upstream), is asked for the runner's own loopback in every spelling; a
 * loopback listener proves nothing arrived. Private, link-local and metadata addresses are
 * judged with a connector that records instead of connecting, so no test ever sends
 * traffic off loopback: the refusal must come before any connection is attempted.
 */

/** Talks to the proxy's Unix socket the way the in-container forwarder relays a client. */
function viaSocket(socketPath: string, raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const s = net.connect(socketPath);
    let out = "";
    s.on("data", (d) => {
      out += d.toString();
    });
    s.on("end", () => resolve(out));
    s.on("close", () => resolve(out));
    s.on("error", reject);
    s.write(raw);
    setTimeout(() => s.end(), 500);
  });
}

let listener: net.Server;
let port = 0;
let arrived = 0;
const proxies: LoggingProxy[] = [];
beforeAll(async () => {
  listener = net.createServer((s) => {
    arrived++;
    s.end("HTTP/1.1 200 OK\r\nContent-Length: 6\r\nConnection: close\r\n\r\nrunner");
  });
  // Every loopback address of the runner (IPv4 and IPv6) listens on this port.
  await new Promise<void>((r) => listener.listen({ port: 0, host: "::", ipv6Only: false }, () => r()));
  port = (listener.address() as net.AddressInfo).port;
});
afterAll(async () => {
  for (const p of proxies) await p.close();
  await new Promise((r) => listener.close(r));
});

const LOOPBACK_SPELLINGS = [
  "localhost",
  "127.0.0.1",
  "127.7.7.7",
  "0.0.0.0",
  "[::1]",
  "[::ffff:127.0.0.1]",
  "[::ffff:7f00:1]",
  "[::]",
  "2130706433",
  "0177.0.0.1",
  "0x7f.1",
  "127.1",
];

describe("egress never reaches the runner (real proxy, real connector)", () => {
  for (const policy of ["open", "logged"] as const) {
    it(`${policy}: CONNECT and plain HTTP to the runner's loopback in every spelling get 403; nothing arrives`, async () => {
      // "logged" with every spelling allow-listed: the allowlist cannot open the runner either.
      const allowlist = LOOPBACK_SPELLINGS.map((h) => h.replace(/^\[|\]$/g, ""));
      const p = await startProxy({ policy, allowlist, canaries: [] });
      proxies.push(p);
      const answers: string[] = [];
      for (const h of LOOPBACK_SPELLINGS) {
        answers.push(
          await viaSocket(p.socketPath, `CONNECT ${h}:${port} HTTP/1.1\r\nHost: ${h}:${port}\r\n\r\n`),
        );
        answers.push(
          await viaSocket(
            p.socketPath,
            `GET http://${h}:${port}/ HTTP/1.1\r\nHost: ${h}:${port}\r\nConnection: close\r\n\r\n`,
          ),
        );
      }
      expect(arrived).toBe(0);
      for (const [i, a] of answers.entries()) expect([i, a.slice(0, 12)]).toEqual([i, "HTTP/1.1 403"]);
      expect(p.events).toHaveLength(2 * LOOPBACK_SPELLINGS.length);
      for (const e of p.events) {
        expect(e).toMatchObject({ allowed: false, status: 403 });
        expect(e.error).toMatch(/refused: .* is (a loopback|a 'this network'|the unspecified|not a global)/);
      }
    });
  }
});

describe("egress guard: private, link-local and metadata destinations, refused before connecting", () => {
  const attempts: string[] = [];
  /** Records the address instead of connecting: no packet leaves the machine. */
  const record = (address: string, p: number) => {
    attempts.push(`${address}:${p}`);
    const s = new PassThrough();
    queueMicrotask(() => s.destroy(new Error("test connector: not connecting")));
    return s;
  };
  const names: Record<string, string[]> = {
    "metadata.google.internal": ["169.254.169.254"],
    "rebind.example": ["127.0.0.2"],
    "mixed.example": ["93.184.216.34", "10.1.2.3"],
    "v6local.example": ["fd00::1"],
    "public.example": ["93.184.216.34", "2606:2800:220:1:248:1893:25c8:1946"],
  };
  const lookup = async (host: string) => {
    const a = names[host];
    if (!a) throw new Error(`ENOTFOUND ${host}`);
    return a.map((address) => ({ address, family: net.isIP(address) }));
  };
  const dial = guardedUpstream({ lookup, connect: record });

  it("refuses every non-public address and every name that resolves to one, without an attempt", async () => {
    const refused = [
      "10.0.0.1",
      "172.16.5.4",
      "192.168.1.1",
      "169.254.169.254",
      "100.100.100.200",
      "192.0.0.192",
      "224.0.0.1",
      "255.255.255.255",
      "[fe80::1]",
      "[fd00::1]",
      "[fc00::1]",
      "[ff02::1]",
      "[::ffff:10.0.0.1]",
      "[::ffff:169.254.169.254]",
      "[64:ff9b::a9fe:a9fe]",
      "[2002:a9fe:a9fe::1]",
      "[2001::1]",
      "metadata.google.internal",
      "rebind.example",
      "mixed.example",
      "v6local.example",
      "unknown.example",
    ];
    for (const h of refused) {
      const err = await dial(h, 80).then(
        () => null,
        (e: unknown) => e,
      );
      expect([h, err instanceof EgressRefused]).toEqual([h, true]);
    }
    expect(attempts).toEqual([]);
  });

  it("lets public addresses through, connecting to the address it checked (no second lookup)", async () => {
    const s = await dial("public.example", 443);
    s.on("error", () => {});
    await dial("93.184.216.34", 80).then((x) => x.on("error", () => {}));
    await dial("[2606:2800:220:1:248:1893:25c8:1946]", 443).then((x) => x.on("error", () => {}));
    expect(attempts).toEqual([
      "93.184.216.34:443",
      "93.184.216.34:80",
      "2606:2800:220:1:248:1893:25c8:1946:443",
    ]);
  });

  it("classifies addresses, not names", () => {
    expect(destinationRefusal("8.8.8.8")).toBeNull();
    expect(destinationRefusal("2001:4860:4860::8888")).toBeNull();
    expect(destinationRefusal("127.0.0.1")).toMatch(/loopback/);
    expect(destinationRefusal("::1")).toMatch(/loopback/);
    expect(destinationRefusal("169.254.169.254")).toMatch(/metadata/);
    expect(destinationRefusal("localhost")).toMatch(/not an IP/);
  });
});
