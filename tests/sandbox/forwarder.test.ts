import { randomBytes } from "node:crypto";
import { promises as fs } from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readBundle } from "../../src/sandbox/evidence";
import { type LoadedTask, writeTask } from "../../src/sandbox/task";
import { openTrial } from "../../src/sandbox/trial";
import { type DockerEnv, dockerEnv, labelledContainers, tempDir } from "./docker";

// The in-container forwarder relays whole conversations, both ways, many at once: a large
// upload, a CONNECT tunnel carrying 300 kB each way with half-close, 20 parallel requests.
// "Outside" is two loopback servers reached through the proxy's upstream hook.

const runId = `fwd-${randomBytes(4).toString("hex")}`;
let env: DockerEnv | null = null;
let root = "";
let task: LoadedTask;
let httpServer: http.Server;
let echoServer: net.Server;
let httpPort = 0;
let echoPort = 0;

beforeAll(async () => {
  env = await dockerEnv();
  if (!env) return;
  root = await tempDir("fwd");
  task = await writeTask(
    path.join(root, "task"),
    { id: "relay", instruction: "talk\n", memoryMb: 256, network: "open" },
    false,
  );
  httpServer = http.createServer((req, res) => {
    let n = 0;
    req.on("data", (c: Buffer) => {
      n += c.length;
    });
    req.on("end", () => res.end(`got ${n} bytes for ${req.headers.host}${req.url}\n`));
  });
  echoServer = net.createServer((s) => s.pipe(s));
  await new Promise<void>((r) => httpServer.listen(0, "127.0.0.1", () => r()));
  await new Promise<void>((r) => echoServer.listen(0, "127.0.0.1", () => r()));
  httpPort = (httpServer.address() as net.AddressInfo).port;
  echoPort = (echoServer.address() as net.AddressInfo).port;
});

afterAll(async () => {
  if (env) expect(await labelledContainers(env.engine, runId)).toEqual([]);
  // Without an engine the servers were never started: nothing to close.
  if (httpServer) await new Promise((r) => httpServer.close(r));
  if (echoServer) await new Promise((r) => echoServer.close(r));
  if (root) await fs.rm(root, { recursive: true, force: true });
});

const TUNNEL = `
import hashlib, os, socket, threading
s = socket.create_connection(("127.0.0.1", 3128))
s.sendall(b"CONNECT echo.test:443 HTTP/1.1\\r\\nHost: echo.test:443\\r\\n\\r\\n")
head = b""
while b"\\r\\n\\r\\n" not in head:
    head += s.recv(1)
payload = os.urandom(300000)
got = bytearray()
def reader():
    while True:
        d = s.recv(65536)
        if not d:
            break
        got.extend(d)
t = threading.Thread(target=reader)
t.start()
s.sendall(payload)
s.shutdown(socket.SHUT_WR)
t.join(30)
print(head.split(b"\\r\\n")[0].decode(), len(got), hashlib.sha256(got).hexdigest() == hashlib.sha256(payload).hexdigest())
`;

describe("in-container forwarder (real Docker)", () => {
  it("relays a large upload, a two-way tunnel with half-close and 20 parallel requests, all logged", async (ctx) => {
    if (!env) return ctx.skip();
    const trial = await openTrial(env.engine, {
      runId,
      trialId: "relay",
      runDir: path.join(root, "run"),
      task,
      image: env.image.tag,
      network: "open",
      upstream: (_host, port) => net.connect(port === 443 ? echoPort : httpPort, "127.0.0.1"),
    });
    const upload = await trial.exec(
      "head -c 1500000 /dev/urandom > /tmp/big && curl -sS --max-time 30 -X POST --data-binary @/tmp/big http://upload.test/in",
    );
    expect(upload.stdout, upload.stderr).toBe("got 1500000 bytes for upload.test/in\n");

    await trial.writeFile("/tmp/tunnel.py", TUNNEL);
    const tunnel = await trial.exec("python3 /tmp/tunnel.py", { timeoutMs: 60_000 });
    expect(tunnel.stdout.trim(), tunnel.stderr).toBe("HTTP/1.1 200 Connection Established 300000 True");

    const par = await trial.exec(
      "for i in $(seq 1 20); do curl -sS --max-time 30 http://par$i.test/p & done; wait",
      { timeoutMs: 60_000 },
    );
    const lines = par.stdout.trim().split("\n").sort();
    expect(lines, par.stderr).toHaveLength(20);
    for (let i = 1; i <= 20; i++) expect(lines).toContain(`got 0 bytes for par${i}.test/p`);

    const written = await trial.finish({ trajectory: [] });
    const ev = await readBundle(written.dir);
    const post = ev.network.find((e) => e.kind === "http" && e.method === "POST");
    expect(post).toMatchObject({ host: "upload.test", allowed: true, bytesOut: 1_500_000, status: 200 });
    const tunnelEvent = ev.network.find((e) => e.kind === "connect");
    expect(tunnelEvent).toMatchObject({ target: "echo.test:443", allowed: true, bytesIn: 300_000 });
    expect(tunnelEvent?.bytesOut).toBe(300_000);
    expect(ev.network.filter((e) => e.kind === "http" && e.host.startsWith("par"))).toHaveLength(20);
  }, 120_000);

  it("a forwarder that never comes up ends the trial as an error instead of leaving the network unlogged", async (ctx) => {
    if (!env) return ctx.skip();
    const trial = await openTrial(env.engine, {
      runId,
      trialId: "no-forwarder",
      runDir: path.join(root, "run"),
      task,
      image: env.image.tag,
      network: "logged",
      // The forwarder looks for the proxy here, finds nothing, and never listens.
      env: { SKILLAUDIT_PROXY_SOCK: "/nonexistent/proxy.sock" },
    });
    const r = await trial.exec("curl -sS --max-time 5 http://upload.test/", { timeoutMs: 60_000 });
    expect(r.exitCode).not.toBe(0);
    // The command waited for the relay (it never started) until the trial was ended.
    expect(r.durationMs).toBeGreaterThan(14_000);
    expect(r.stderr).not.toContain("Could not resolve");
    expect(trial.signal.aborted).toBe(true);
    const written = await trial.finish({ trajectory: [] });
    expect(written.exitReason).toBe("error");
    expect(written.exitDetail).toContain("forwarder did not start");
    expect(written.counts.networkEvents).toBe(0);
  }, 60_000);
});
