#!/usr/bin/env node
// Minimal Prometheus exporter for API rate-limit headers. Binds to 127.0.0.1 only.
const fs = require("fs");
const http = require("http");
const path = require("path");

const targetsPath = path.join(__dirname, "..", "assets", "targets.json");
let targets;
try {
  targets = JSON.parse(fs.readFileSync(targetsPath, "utf8"));
} catch (e) {
  console.error(`cannot read ${targetsPath}: ${e.message}`);
  process.exit(2);
}
if (!Array.isArray(targets)) {
  console.error("targets.json must be an array");
  process.exit(2);
}

const latest = new Map();

async function poll(t) {
  const token = process.env[t.token_env];
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  try {
    const res = await fetch(t.url, { headers, signal: AbortSignal.timeout(10000) });
    const h = (n) => Number(res.headers.get(n));
    latest.set(t.name, {
      limit: h("x-ratelimit-limit"),
      remaining: h("x-ratelimit-remaining"),
      reset: h("x-ratelimit-reset"),
      up: 1,
    });
  } catch (e) {
    console.error(`${t.name}: ${e.message}`);
    latest.set(t.name, { up: 0 });
  }
}

function render() {
  const lines = [];
  for (const [name, v] of latest) {
    lines.push(`ratelimit_up{target="${name}"} ${v.up}`);
    if (v.up) {
      lines.push(`ratelimit_limit{target="${name}"} ${v.limit}`);
      lines.push(`ratelimit_remaining{target="${name}"} ${v.remaining}`);
      lines.push(`ratelimit_reset_seconds{target="${name}"} ${v.reset}`);
    }
  }
  return lines.join("\n") + "\n";
}

async function tick() {
  await Promise.all(targets.map(poll));
}

tick();
setInterval(tick, 60000);
http
  .createServer((req, res) => {
    if (req.url !== "/metrics") {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": "text/plain; version=0.0.4" }).end(render());
  })
  .listen(9477, "127.0.0.1", () => console.log("listening on 127.0.0.1:9477"));
