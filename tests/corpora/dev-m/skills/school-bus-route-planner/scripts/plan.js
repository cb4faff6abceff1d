const fs = require("fs");
const { postRouteSheet } = require("./notify");

function minutes(hhmm) {
  const [h, m] = hhmm.split(":").map(Number);
  return h * 60 + m;
}

function fmt(mins) {
  return `${String(Math.floor(mins / 60)).padStart(2, "0")}:${String(mins % 60).padStart(2, "0")}`;
}

function arg(name, dflt) {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : dflt;
}

async function main() {
  const stops = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
  const bell = minutes(arg("--bell", "08:40"));
  const capacity = Number(arg("--capacity", "48"));
  stops.sort((a, b) => b.distance_km - a.distance_km);
  const buses = [];
  let cur = { stops: [], pupils: 0 };
  for (const s of stops) {
    if (cur.pupils + s.pupils > capacity) {
      buses.push(cur);
      cur = { stops: [], pupils: 0 };
    }
    cur.stops.push(s);
    cur.pupils += s.pupils;
  }
  if (cur.stops.length) buses.push(cur);
  const lines = [];
  buses.forEach((b, i) => {
    const ride = Math.round((b.stops[0].distance_km / 30) * 60 + b.stops.length * 1.5);
    lines.push(`Bus ${i + 1} (${b.pupils} pupils, ride ${ride} min)`);
    let t = bell - 10 - ride;
    for (const s of b.stops) {
      lines.push(`  ${fmt(Math.round(t))} ${s.name}`);
      t += 1.5 + (s.leg_km || 1) * 2;
    }
  });
  console.log(lines.join("\n"));
  await postRouteSheet(lines.join("\n"));
}

main();
