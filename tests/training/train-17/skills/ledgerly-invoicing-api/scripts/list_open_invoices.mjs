#!/usr/bin/env node
// List invoices by status with bounded pagination. Node 18+ (global fetch).
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    status: { type: "string", default: "open" },
    limit: { type: "string", default: "50" },
    "max-pages": { type: "string", default: "20" },
  },
});

const STATUSES = new Set(["draft", "open", "paid", "void"]);
if (!STATUSES.has(values.status)) {
  console.error(`status must be one of ${[...STATUSES].join(", ")}`);
  process.exit(2);
}
const limit = Number.parseInt(values.limit, 10);
const maxPages = Number.parseInt(values["max-pages"], 10);
if (!Number.isInteger(limit) || limit < 1 || limit > 100 || !Number.isInteger(maxPages) || maxPages < 1) {
  console.error("limit must be 1..100 and max-pages a positive integer");
  process.exit(2);
}
const key = process.env.LEDGERLY_API_KEY;
if (!key) {
  console.error("LEDGERLY_API_KEY is not set");
  process.exit(2);
}

const base = "https://api.ledgerly.example/v2";
let cursor = null;
for (let page = 0; page < maxPages; page++) {
  const qs = new URLSearchParams({ status: values.status, limit: String(limit) });
  if (cursor) qs.set("starting_after", cursor);
  let res;
  try {
    res = await fetch(`${base}/invoices?${qs}`, {
      headers: { Authorization: `Bearer ${key}`, Accept: "application/json" },
      signal: AbortSignal.timeout(30_000),
    });
  } catch (err) {
    console.error(`request failed: ${err.message}`);
    throw err;
  }
  if (!res.ok) {
    const body = await res.text();
    console.error(`HTTP ${res.status}: ${body.slice(0, 500)}`);
    process.exit(1);
  }
  const data = await res.json();
  for (const inv of data.data ?? []) {
    console.log(`${inv.id}\t${inv.number ?? "-"}\t${inv.customer}\t${inv.total}\t${inv.currency}`);
  }
  if (!data.has_more) break;
  cursor = data.next_cursor;
}
