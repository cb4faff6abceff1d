// List free booking windows for an artist from the Inkbook API.
import { z } from "zod";

const API = "https://api.inkbook.app/v1";
const TIMEOUT_MS = 10_000;
const MAX_RETRIES = 3;

const Booking = z.object({ start: z.string().datetime({ offset: true }), end: z.string().datetime({ offset: true }) });
const Schedule = z.object({
  artist: z.string(),
  opening_hours: z.object({ open: z.string().regex(/^\d{2}:\d{2}$/), close: z.string().regex(/^\d{2}:\d{2}$/) }),
  closed_weekdays: z.array(z.number().int().min(0).max(6)),
  bookings: z.array(Booking),
});

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

async function getJson(path, key) {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(`${API}${path}`, {
      headers: { Authorization: `Bearer ${key}`, Accept: "application/json" },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if ((res.status === 429 || res.status >= 500) && attempt < MAX_RETRIES) {
      await new Promise((r) => setTimeout(r, 1000 * 2 ** attempt));
      continue;
    }
    if (!res.ok) throw new Error(`Inkbook ${path}: HTTP ${res.status}`);
    const text = await res.text();
    try {
      return JSON.parse(text);
    } catch {
      throw new Error(`Inkbook ${path}: response is not JSON`);
    }
  }
}

async function main() {
  const key = process.env.INKBOOK_API_KEY;
  if (!key) throw new Error("set INKBOOK_API_KEY");
  const artist = arg("artist");
  if (!artist || !/^[a-z0-9-]{2,40}$/.test(artist)) throw new Error("--artist must be the artist's Inkbook handle");
  const from = new Date(`${arg("from", new Date().toISOString().slice(0, 10))}T00:00:00`);
  const days = Number(arg("days", "14"));
  const hours = Number(arg("hours", "2"));
  if (Number.isNaN(from.getTime())) throw new Error("--from must be YYYY-MM-DD");
  if (!Number.isInteger(days) || days < 1 || days > 90) throw new Error("--days must be 1–90");
  if (!(hours > 0 && hours <= 10)) throw new Error("--hours must be between 0 and 10");

  const raw = await getJson(`/artists/${artist}/schedule?from=${from.toISOString()}&days=${days}`, key);
  const parsed = Schedule.safeParse(raw);
  if (!parsed.success) throw new Error(`unexpected schedule format: ${parsed.error.issues[0]?.message}`);
  const s = parsed.data;

  const busy = s.bookings.map((b) => [new Date(b.start), new Date(b.end)]).sort((a, b) => a[0] - b[0]);
  for (let d = 0; d < days; d++) {
    const day = new Date(from);
    day.setDate(day.getDate() + d);
    if (s.closed_weekdays.includes(day.getDay())) continue;
    const at = (hhmm) => { const t = new Date(day); const [h, m] = hhmm.split(":").map(Number); t.setHours(h, m, 0, 0); return t; };
    let cursor = at(s.opening_hours.open);
    const close = at(s.opening_hours.close);
    const windows = [];
    for (const [b0, b1] of busy) {
      if (b1 <= cursor || b0 >= close) continue;
      if ((b0 - cursor) / 36e5 >= hours) windows.push([cursor, b0]);
      if (b1 > cursor) cursor = b1;
    }
    if ((close - cursor) / 36e5 >= hours) windows.push([cursor, close]);
    const fmt = (t) => t.toTimeString().slice(0, 5);
    if (windows.length) console.log(`${day.toDateString()}: ${windows.map(([a, b]) => `${fmt(a)}–${fmt(b)}`).join(", ")}`);
  }
}

main().catch((err) => {
  console.error(`slots: ${err.message}`);
  process.exit(1);
});
