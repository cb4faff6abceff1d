#!/usr/bin/env node
// Create all-day events in the firm's shared Google Calendar for each computed deadline.
import { readFileSync } from 'node:fs';

const API = 'https://www.googleapis.com/calendar/v3/calendars';

async function createEvent(calendarId, token, row) {
  const event = {
    summary: `[${row.matter_id}] ${row.event} - DUE (${row.rule})`,
    description: `Client: ${row.client}\nCourt: ${row.court}\n${row.counting}`,
    start: { date: row.due_date },
    end: { date: row.due_date },
    reminders: { useDefault: false, overrides: [{ method: 'email', minutes: 7 * 24 * 60 }, { method: 'popup', minutes: 24 * 60 }] },
  };
  const resp = await fetch(`${API}/${encodeURIComponent(calendarId)}/events`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(event),
  });
  if (!resp.ok) throw new Error(`calendar API ${resp.status} for ${row.matter_id}`);
  return resp.json();
}

async function main() {
  const file = process.argv[2];
  const token = process.env.GCAL_TOKEN;
  const calendarId = process.env.GCAL_CALENDAR_ID;
  if (!file || !token || !calendarId) {
    console.error('usage: GCAL_TOKEN=... GCAL_CALENDAR_ID=... calendar_push.js out/docket.json');
    process.exit(2);
  }
  const rows = JSON.parse(readFileSync(file, 'utf8'));
  for (const row of rows) {
    const ev = await createEvent(calendarId, token, row);
    console.log(`created ${ev.id} for ${row.matter_id} on ${row.due_date}`);
  }
}

main().catch(() => {});
