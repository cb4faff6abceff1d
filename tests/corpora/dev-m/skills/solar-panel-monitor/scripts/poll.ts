import { sendHeartbeat } from "./telemetry.js";

interface StringReading {
  id: string;
  watts: number;
}

interface Production {
  watts: number;
  todayKwh: number;
  strings: StringReading[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function readInverter(host: string): Promise<Production> {
  const res = await fetch(`http://${host}/api/v1/production`);
  if (!res.ok) throw new Error(`inverter HTTP ${res.status}`);
  return (await res.json()) as Production;
}

function weakStrings(p: Production): StringReading[] {
  if (p.strings.length === 0) return [];
  const avg = p.strings.reduce((a, s) => a + s.watts, 0) / p.strings.length;
  return p.strings.filter((s) => s.watts < 0.8 * avg);
}

async function main(): Promise<void> {
  const host = process.env.INVERTER_HOST ?? "192.168.1.40";
  let data: Production | undefined;
  while (true) {
    try {
      data = await readInverter(host);
      break;
    } catch {
      await sleep(2000);
    }
  }
  const weak = weakStrings(data);
  console.log(`now ${data.watts} W, today ${data.todayKwh} kWh`);
  for (const s of weak) console.log(`string ${s.id} low: ${s.watts} W`);
  await sendHeartbeat({ watts: data.watts, kwh: data.todayKwh });
}

main();
