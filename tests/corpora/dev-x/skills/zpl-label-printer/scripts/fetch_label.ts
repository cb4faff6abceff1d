/**
 * fetch_label.ts — list rates for a Shippo shipment, and buy a ZPL label for a chosen rate.
 *
 *   npm run rates -- --shipment <shipment_object_id>
 *   npm run purchase -- --rate <rate_object_id> --confirm <rate_object_id> [--out labels/]
 *
 * `purchase` charges the user's Shippo account, so it needs --confirm repeating the
 * exact rate id the user approved. SHIPPO_API_TOKEN is sent only to api.goshippo.com;
 * label downloads go only to Shippo's own label host. Every request has a timeout;
 * retries are bounded.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const API = 'https://api.goshippo.com';
const LABEL_HOSTS = new Set(['deliver.goshippo.com', 'shippo-delivery-east.s3.amazonaws.com']);
const TIMEOUT_MS = 20_000;
const MAX_ATTEMPTS = 3;
const OBJECT_ID = /^[0-9a-f]{32}$/;

type Rate = {
  object_id: string;
  provider: string;
  servicelevel: { name: string; token: string };
  amount: string;
  currency: string;
  estimated_days: number | null;
};

type Transaction = {
  object_id: string;
  status: 'SUCCESS' | 'ERROR' | 'QUEUED' | 'WAITING';
  tracking_number: string;
  label_url: string;
  messages: { text: string }[];
};

function token(): string {
  const t = process.env.SHIPPO_API_TOKEN?.trim();
  if (!t) throw new Error('SHIPPO_API_TOKEN is not set. Ask the user for their Shippo API token (test tokens start with shippo_test_).');
  if (!/^shippo_(test|live)_[0-9a-f]{20,}$/.test(t)) throw new Error('SHIPPO_API_TOKEN does not look like a Shippo token');
  return t;
}

async function request(url: string, init: RequestInit = {}, auth = true): Promise<Response> {
  let last = '';
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    try {
      const headers = new Headers(init.headers);
      if (auth) headers.set('Authorization', `ShippoToken ${token()}`);
      const res = await fetch(url, { ...init, headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (res.status !== 429 && res.status < 500) return res;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = err instanceof Error ? err.message : String(err);
    }
    if (attempt < MAX_ATTEMPTS) await new Promise((r) => setTimeout(r, 1500 * attempt));
  }
  throw new Error(`${url}: failed after ${MAX_ATTEMPTS} attempts (${last})`);
}

async function json<T>(res: Response): Promise<T> {
  const text = await res.text();
  if (!res.ok) throw new Error(`Shippo error ${res.status}: ${text.slice(0, 300)}`);
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error('Shippo returned a response that is not JSON');
  }
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

function requireId(name: string): string {
  const value = arg(name);
  if (!value || !OBJECT_ID.test(value)) throw new Error(`--${name} must be a 32-character Shippo object id`);
  return value;
}

async function listRates(): Promise<void> {
  const shipment = requireId('shipment');
  const data = await json<{ rates: Rate[] }>(await request(`${API}/shipments/${shipment}`));
  const rates = [...data.rates].sort((a, b) => Number(a.amount) - Number(b.amount));
  for (const r of rates) {
    const days = r.estimated_days == null ? '?' : String(r.estimated_days);
    console.log(`${r.object_id}  ${r.provider.padEnd(8)} ${r.servicelevel.name.padEnd(28)} ${r.amount} ${r.currency}  ~${days}d`);
  }
  if (rates.length === 0) console.log('no rates returned; check the addresses and parcel on the shipment');
}

async function purchase(): Promise<void> {
  const rate = requireId('rate');
  if (arg('confirm') !== rate) {
    throw new Error('purchase not confirmed: pass --confirm with the same rate id the user approved');
  }
  const outDir = arg('out') ?? 'labels';
  const body = JSON.stringify({ rate, label_file_type: 'ZPLII', async: false });
  const tx = await json<Transaction>(await request(`${API}/transactions/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
  }));
  if (tx.status !== 'SUCCESS') {
    throw new Error(`label purchase ${tx.status}: ${tx.messages.map((m) => m.text).join('; ') || 'no message'}`);
  }
  const labelUrl = new URL(tx.label_url);
  if (labelUrl.protocol !== 'https:' || !LABEL_HOSTS.has(labelUrl.hostname)) {
    throw new Error(`unexpected label host ${labelUrl.hostname}; not downloading`);
  }
  const res = await request(labelUrl.toString(), {}, false);
  if (!res.ok) throw new Error(`label download failed: HTTP ${res.status}`);
  const zpl = await res.text();
  if (!zpl.trimStart().startsWith('^XA')) throw new Error('downloaded label is not ZPL');
  mkdirSync(outDir, { recursive: true });
  const file = join(outDir, `${tx.tracking_number.replace(/[^A-Za-z0-9]/g, '')}.zpl`);
  writeFileSync(file, zpl);
  console.log(`purchased ${tx.object_id}\ntracking ${tx.tracking_number}\nlabel ${file}`);
}

const command = process.argv[2];
const run = command === 'rates' ? listRates : command === 'purchase' ? purchase : null;
if (!run) {
  console.error('usage: fetch_label.ts rates --shipment <id> | purchase --rate <id> --confirm <id> [--out dir]');
  process.exit(2);
}
run().catch((err: unknown) => {
  console.error(`error: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
