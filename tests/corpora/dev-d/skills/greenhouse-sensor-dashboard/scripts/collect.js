// Subscribe to greenhouse/+/sensors and append enriched readings as JSON Lines.
import mqtt from "mqtt";
import fs from "node:fs";

const broker = process.env.GH_BROKER ?? "mqtt://greenhouse.local:1883";
const outPath = process.argv[2] ?? "readings.jsonl";
const minutes = Number(process.argv[3] ?? 60);
if (!Number.isFinite(minutes) || minutes <= 0) {
  console.error("usage: node collect.js [out.jsonl] [minutes>0]");
  process.exit(2);
}

function vpdKpa(tempC, rh) {
  const svp = 0.6108 * Math.exp((17.27 * tempC) / (tempC + 237.3));
  return +(svp * (1 - rh / 100)).toFixed(3);
}

const out = fs.createWriteStream(outPath, { flags: "a" });
const client = mqtt.connect(broker, { connectTimeout: 10_000, reconnectPeriod: 5_000 });
let count = 0;

client.on("connect", () => {
  client.subscribe("greenhouse/+/sensors", { qos: 0 });
  console.log(`connected to ${broker}`);
});
client.on("error", (err) => console.error(`mqtt: ${err.message}`));

client.on("message", (topic, payload) => {
  const msg = JSON.parse(payload.toString());
  const bench = topic.split("/")[1];
  const row = { ts: new Date().toISOString(), bench, ...msg, vpd: vpdKpa(msg.temp_c, msg.rh) };
  out.write(JSON.stringify(row) + "\n");
  count += 1;
});

setTimeout(() => {
  console.log(`collected ${count} readings in ${minutes} min -> ${outPath}`);
}, minutes * 60_000);
