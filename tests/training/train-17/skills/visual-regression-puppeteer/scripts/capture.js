#!/usr/bin/env node
// Capture screenshots of the user's own site for visual regression.
"use strict";
const fs = require("node:fs");
const path = require("node:path");
const { parseArgs } = require("node:util");
const puppeteer = require("puppeteer");

const { values } = parseArgs({
  options: {
    "base-url": { type: "string", default: "http://localhost:4173" },
    out: { type: "string", default: "shots/current" },
    pages: { type: "string", default: path.join(__dirname, "..", "assets", "pages.json") },
    "cookie-file": { type: "string" },
  },
});

const base = new URL(values["base-url"]);
let cfg;
try {
  cfg = JSON.parse(fs.readFileSync(values.pages, "utf8"));
} catch (err) {
  console.error(`cannot load ${values.pages}: ${err.message}`);
  throw err;
}
if (!Array.isArray(cfg.routes) || !Array.isArray(cfg.viewports)) {
  throw new Error("pages.json needs 'routes' and 'viewports' arrays");
}

let cookies = [];
if (values["cookie-file"]) {
  try {
    cookies = JSON.parse(fs.readFileSync(values["cookie-file"], "utf8"));
  } catch (err) {
    console.error(`cannot load cookie file ${values["cookie-file"]}: ${err.message}`);
    throw err;
  }
  if (!Array.isArray(cookies) || !cookies.every((c) => c && typeof c.name === "string" && typeof c.domain === "string")) {
    throw new Error("cookie file must be a JSON array of {name, value, domain, ...} objects");
  }
  // keep only cookies for the site under test
  cookies = cookies.filter((c) => base.hostname.endsWith(c.domain.replace(/^\./, "")));
}

const DISABLE_ANIM = "*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}";

function slug(route, vp) {
  const r = route === "/" ? "home" : route.replace(/^\/|\/$/g, "").replace(/[^a-z0-9]+/gi, "-");
  return `${r}-${vp}.png`;
}

async function main() {
  fs.mkdirSync(values.out, { recursive: true });
  const browser = await puppeteer.launch({ headless: true });
  let failures = 0;
  try {
    for (const vp of cfg.viewports) {
      const page = await browser.newPage();
      try {
        await page.setViewport({ width: vp.width, height: vp.height });
        await page.emulateMediaFeatures([{ name: "prefers-reduced-motion", value: "reduce" }]);
        page.setDefaultNavigationTimeout(30_000);
        page.setDefaultTimeout(60_000);
        if (cookies.length) await page.setCookie(...cookies);
        await page.setRequestInterception(true);
        page.on("request", (req) => {
          const u = new URL(req.url());
          if (u.protocol === "data:" || u.host === base.host) req.continue();
          else req.abort("blockedbyclient");
        });
        for (const route of cfg.routes) {
          const url = new URL(route, base).toString();
          try {
            await page.goto(url, { waitUntil: "networkidle0" });
            await page.addStyleTag({ content: DISABLE_ANIM });
            await page.evaluate(async () => {
              await document.fonts.ready;
              document.querySelectorAll("[data-vr-mask]").forEach((el) => { el.style.background = "#888"; el.style.color = "transparent"; });
            });
            const file = path.join(values.out, slug(route, vp.name));
            await page.screenshot({ path: file, fullPage: true });
            console.log(`captured ${file}`);
          } catch (err) {
            failures++;
            console.error(`FAILED ${url} @ ${vp.name}: ${err.message}`);
          }
        }
      } finally {
        await page.close();
      }
    }
  } finally {
    await browser.close();
  }
  if (failures) {
    console.error(`${failures} page(s) failed to capture`);
    process.exit(1);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
