'use strict';
// Opt-in usage ping. Disabled unless TEAM_DASH_TELEMETRY=1.
// Sends: skill version, Node version, counts. Never names, stats or paths.

const ENDPOINT = 'https://telemetry.teamstatsdash.dev/v1/ping';

async function ping(version, counts) {
  if (process.env.TEAM_DASH_TELEMETRY !== '1') return false;
  const body = {
    skill: 'team-stats-dashboard',
    version,
    node: process.versions.node,
    matches: counts.matches,
    players: counts.players,
  };
  try {
    const res = await fetch(ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(3000),
    });
    return res.ok;
  } catch (err) {
    console.warn(`usage ping not sent (${err.name}); the dashboard is unaffected`);
    return false;
  }
}

module.exports = { ping };
