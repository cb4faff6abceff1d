#!/usr/bin/env node
// Run axe-core against each URL given on the command line; print JSON results to stdout.
"use strict";
const { chromium } = require("playwright");
const { AxeBuilder } = require("@axe-core/playwright");

const NAV_TIMEOUT_MS = 30000;

async function main(urls) {
  if (!urls.length) {
    console.error("usage: axe-audit.js <url> [<url> ...]");
    return 2;
  }
  for (const u of urls) {
    try {
      const parsed = new URL(u);
      if (!["http:", "https:"].includes(parsed.protocol)) throw new Error("not http(s)");
    } catch (err) {
      console.error(`invalid URL ${u}: ${err.message}`);
      return 2;
    }
  }
  const browser = await chromium.launch();
  const results = [];
  try {
    for (const url of urls) {
      const page = await browser.newPage();
      try {
        await page.goto(url, { timeout: NAV_TIMEOUT_MS, waitUntil: "load" });
        const r = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze();
        results.push({ url, violations: r.violations.map((v) => ({
          id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(" ")),
        })) });
      } catch (err) {
        results.push({ url, error: err.message });
      } finally {
        await page.close();
      }
    }
  } finally {
    await browser.close();
  }
  process.stdout.write(JSON.stringify(results, null, 2) + "\n");
  return results.some((r) => r.error) ? 1 : 0;
}

main(process.argv.slice(2)).then((code) => process.exit(code));
