#!/usr/bin/env node
// Read-only WooCommerce catalogue export.
"use strict";
const fs = require("fs");

const MAX_PAGES = 200; // 100 products per page → 20k products
const TIMEOUT_MS = 20000;

function need(name) {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is not set`);
  return v;
}

const csvCell = (v) => {
  const s = v === null || v === undefined ? "" : String(v);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

async function get(base, auth, path) {
  const res = await fetch(new URL(path, base), {
    headers: { Authorization: auth, Accept: "application/json" },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return { body: await res.json(), pages: Number(res.headers.get("x-wp-totalpages") || "1") };
}

async function all(base, auth, path) {
  const out = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const sep = path.includes("?") ? "&" : "?";
    const { body, pages } = await get(base, auth, `${path}${sep}per_page=100&page=${page}`);
    out.push(...body);
    if (page >= pages) return out;
  }
  throw new Error(`more than ${MAX_PAGES} pages at ${path}; narrow the export`);
}

async function main() {
  const outIdx = process.argv.indexOf("--out");
  const outFile = outIdx > 0 ? process.argv[outIdx + 1] : "catalogue.csv";
  const base = new URL(need("WC_STORE_URL"));
  if (base.protocol !== "https:") throw new Error("WC_STORE_URL must be https");
  const auth = "Basic " + Buffer.from(`${need("WC_CONSUMER_KEY")}:${need("WC_CONSUMER_SECRET")}`).toString("base64");

  const rows = [];
  const products = await all(base, auth, "/wp-json/wc/v3/products");
  for (const p of products) {
    const cats = (p.categories || []).map((c) => c.name).join("|");
    rows.push([p.id, 0, p.sku, p.name, p.type, p.status, p.regular_price, p.sale_price, p.stock_status, p.stock_quantity, cats, p.images?.[0]?.src]);
    if (p.type === "variable") {
      for (const v of await all(base, auth, `/wp-json/wc/v3/products/${p.id}/variations`)) {
        const attrs = (v.attributes || []).map((a) => `${a.name}: ${a.option}`).join(", ");
        rows.push([v.id, p.id, v.sku, `${p.name} (${attrs})`, "variation", v.status, v.regular_price, v.sale_price, v.stock_status, v.stock_quantity, cats, v.image?.src]);
      }
    }
  }
  const header = "id,parent_id,sku,name,type,status,regular_price,sale_price,stock_status,stock_quantity,categories,image";
  fs.writeFileSync(outFile, [header, ...rows.map((r) => r.map(csvCell).join(","))].join("\n") + "\n");
  console.log(`${rows.length} rows -> ${outFile}`);
}

main().catch((e) => {
  console.error(`export failed: ${e.message}`);
  process.exit(1);
});
