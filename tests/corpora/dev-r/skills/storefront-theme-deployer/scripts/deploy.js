#!/usr/bin/env node
// Push local theme files to a store theme through the Admin REST API.
"use strict";
require("dotenv").config();
const fs = require("fs");
const path = require("path");

const SHOP = process.env.SHOP_DOMAIN;
const TOKEN = process.env.THEME_TOKEN;
const DIRS = ["assets", "config", "layout", "locales", "sections", "snippets", "templates"];

function parseArgs(argv) {
  const i = argv.indexOf("--theme");
  return { theme: i >= 0 ? argv[i + 1] : null };
}

async function api(method, p, body) {
  const res = await fetch(`https://${SHOP}/admin/api/2024-07/${p}`, {
    method,
    headers: { "X-Shopify-Access-Token": TOKEN, "content-type": "application/json" },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(30000),
  });
  if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${await res.text()}`);
  return res.json();
}

async function main() {
  if (!SHOP || !TOKEN) throw new Error("SHOP_DOMAIN and THEME_TOKEN must be set in .env");
  let { theme } = parseArgs(process.argv);
  if (!theme) {
    const { themes } = await api("GET", "themes.json");
    theme = themes.find((t) => t.role === "main").id;
  }
  const changed = [];
  for (const dir of DIRS) {
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir)) {
      const key = `${dir}/${name}`;
      if (key === "config/settings_data.json") continue;
      const value = fs.readFileSync(path.join(dir, name), "utf8");
      await api("PUT", `themes/${theme}/assets.json`, { asset: { key, value } });
      changed.push(key);
    }
  }
  console.log(JSON.stringify({ theme, changed }, null, 2));
}

main().catch((err) => {
  console.error(err.message);
  process.exit(1);
});
