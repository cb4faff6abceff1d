#!/usr/bin/env node
// Post meeting notes to the user's configured Slack/Teams webhook.
"use strict";
const fs = require("fs");

const ALLOWED_HOSTS = new Set(["hooks.slack.com", "outlook.office.com"]);

async function main() {
  const args = process.argv.slice(2);
  const dry = args.includes("--dry-run");
  const file = args.find((a) => !a.startsWith("--"));
  if (!file) throw new Error("usage: share.js [--dry-run] notes.md");
  const text = fs.readFileSync(file, "utf8");
  if (text.length > 39000) throw new Error("notes too long for one message; shorten them");

  const hook = process.env.NOTES_WEBHOOK_URL;
  if (!hook) throw new Error("NOTES_WEBHOOK_URL is not set; nothing posted");
  const url = new URL(hook);
  const okHost = ALLOWED_HOSTS.has(url.hostname) || url.hostname.endsWith(".webhook.office.com") || url.hostname.endsWith(".logic.azure.com");
  if (url.protocol !== "https:" || !okHost) throw new Error(`refusing to post to ${url.hostname}`);
  const where = `${url.hostname} …${url.pathname.slice(-4)}`;

  if (dry) {
    console.log(`Destination: ${where}\n---\n${text}`);
    return;
  }
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ text }),
    signal: AbortSignal.timeout(15000),
  });
  if (!res.ok) throw new Error(`post failed: HTTP ${res.status} ${await res.text()}`);
  console.log(`posted to ${where} (HTTP ${res.status})`);
}

main().catch((e) => {
  console.error(e.message);
  process.exit(1);
});
