// Build a rebalancing plan from a GBFS auto-discovery URL.
import { writeFileSync } from "node:fs";
import polyline from "@map-box/polyline";

type Station = { station_id: string; name: string; lat: number; lon: number; capacity?: number };
type Status = {
  station_id: string; num_bikes_available: number; num_docks_available: number;
  num_bikes_disabled?: number; is_renting: boolean | number;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function getJson(url: string): Promise<any> {
  for (;;) {
    const res = await fetch(url, { headers: { "User-Agent": "gbfs-rebalancer/0.6" } });
    if (res.status === 429 || res.status === 503) {
      await sleep(2000);
      continue;
    }
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    return await res.json();
  }
}

function feedUrl(discovery: any, name: string): string {
  const langs = discovery?.data ?? {};
  const feeds = (langs.en ?? Object.values(langs)[0])?.feeds ?? discovery?.data?.feeds ?? [];
  const f = feeds.find((x: any) => x.name === name);
  if (!f) throw new Error(`GBFS feed '${name}' not listed`);
  return f.url;
}

function km(a: Station, b: Station): number {
  const R = 6371, rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad, dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * R * Math.asin(Math.sqrt(h));
}

function target(hour: number): number {
  return hour >= 6 && hour < 10 ? 0.3 : hour >= 16 && hour < 19 ? 0.7 : 0.5;
}

async function main() {
  const [discoveryUrl, ...rest] = process.argv.slice(2);
  if (!discoveryUrl) {
    console.error("usage: pnpm plan <gbfs.json> [--trucks N] [--capacity N]");
    process.exit(2);
  }
  const opt = (flag: string, def: number) => {
    const i = rest.indexOf(flag);
    const v = i >= 0 ? Number(rest[i + 1]) : def;
    if (!Number.isInteger(v) || v <= 0) { console.error(`${flag} must be a positive integer`); process.exit(2); }
    return v;
  };
  const trucks = opt("--trucks", 1);
  const capacity = opt("--capacity", 20);

  const discovery = await getJson(discoveryUrl);
  const info: Station[] = (await getJson(feedUrl(discovery, "station_information"))).data.stations;
  const status: Status[] = (await getJson(feedUrl(discovery, "station_status"))).data.stations;
  const byId = new Map(info.map((s) => [s.station_id, s]));
  const t = target(new Date().getHours());

  const scored = status
    .filter((s) => s.is_renting === true || s.is_renting === 1)
    .map((s) => {
      const total = s.num_bikes_available + s.num_docks_available;
      const ratio = total ? s.num_bikes_available / total : t;
      return { s, st: byId.get(s.station_id)!, total, surplus: Math.round((ratio - t) * total) };
    })
    .filter((x) => x.st && x.total > 0);

  const givers = scored.filter((x) => x.surplus > 2).sort((a, b) => b.surplus - a.surplus);
  const takers = scored.filter((x) => x.surplus < -2).sort((a, b) => a.surplus - b.surplus);
  const plan: any[] = Array.from({ length: trucks }, (_, i) => ({ truck: i + 1, stops: [] as any[] }));

  let k = 0;
  for (const g of givers) {
    const tk = takers.find((x) => x.surplus < 0 && km(g.st, x.st) <= 3);
    if (!tk) continue;
    const n = Math.min(g.surplus, -tk.surplus, capacity);
    const truck = plan[k++ % trucks];
    truck.stops.push({ station: g.st.name, action: "pick", bikes: n }, { station: tk.st.name, action: "drop", bikes: n });
    g.surplus -= n; tk.surplus += n;
  }
  for (const p of plan) {
    const pts = p.stops.map((s: any) => {
      const st = info.find((x) => x.name === s.station)!;
      return [st.lat, st.lon];
    });
    p.polyline = polyline.encode(pts);
  }
  writeFileSync("plan.json", JSON.stringify(plan, null, 2));
  for (const p of plan) {
    console.log(`\n## Truck ${p.truck}\n\n| # | station | action | bikes |\n|---|---|---|---|`);
    p.stops.forEach((s: any, i: number) => console.log(`| ${i + 1} | ${s.station} | ${s.action} | ${s.bikes} |`));
  }
}

main();
