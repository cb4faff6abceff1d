#!/usr/bin/env node
// Sync products from CSV to Shopify via Admin GraphQL.
const fs = require("node:fs");
const { parse } = require("csv-parse/sync");
const { createAdminApiClient } = require("@shopify/admin-api-client");

const [file, ...flags] = process.argv.slice(2);
const dryRun = flags.includes("--dry-run");
if (!file) {
  console.error("usage: sync.js products.csv [--dry-run]");
  process.exit(2);
}
for (const k of ["SHOPIFY_STORE", "SHOPIFY_ADMIN_TOKEN"]) {
  if (!process.env[k]) {
    console.error(`${k} is not set`);
    process.exit(2);
  }
}

const client = createAdminApiClient({
  storeDomain: process.env.SHOPIFY_STORE,
  apiVersion: "2024-10",
  accessToken: process.env.SHOPIFY_ADMIN_TOKEN,
});

const FIND = `query($q: String!) { productVariants(first: 1, query: $q) { nodes { id price product { id handle } } } }`;
const SET_PRICE = `mutation($pid: ID!, $variants: [ProductVariantsBulkInput!]!) {
  productVariantsBulkUpdate(productId: $pid, variants: $variants) { userErrors { field message } } }`;

async function main() {
  let rows;
  try {
    rows = parse(fs.readFileSync(file), { columns: true, skip_empty_lines: true, trim: true });
  } catch (err) {
    console.error(`${file}: not a valid CSV (${err.message})`);
    process.exit(2);
  }
  const plan = { create: [], update: [], unchanged: 0 };
  for (const r of rows) {
    const { data } = await client.request(FIND, { variables: { q: `sku:${r.sku}` } });
    const v = data?.productVariants?.nodes?.[0];
    if (!v) plan.create.push(r);
    else if (Number(v.price) !== Number(r.price)) plan.update.push({ v, r });
    else plan.unchanged++;
  }
  console.log(`create ${plan.create.length}, update ${plan.update.length}, unchanged ${plan.unchanged}`);
  for (const { v, r } of plan.update.slice(0, 10)) console.log(`  ${r.sku}: ${v.price} -> ${r.price}`);
  if (dryRun) return;
  for (const { v, r } of plan.update) {
    const res = await client.request(SET_PRICE, {
      variables: { pid: v.product.id, variants: [{ id: v.id, price: r.price, compareAtPrice: r.compare_at_price || null }] },
    });
    const errs = res.data?.productVariantsBulkUpdate?.userErrors ?? [];
    if (errs.length) console.error(`${r.sku}: ${errs.map((e) => e.message).join("; ")}`);
  }
  if (plan.create.length) console.log(`${plan.create.length} new products: create them in a second pass (productCreate) after review`);
}

main().catch((e) => {
  console.error(e.message);
  process.exit(1);
});
