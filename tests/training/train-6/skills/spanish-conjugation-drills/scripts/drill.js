#!/usr/bin/env node
// Generate conjugation drill items. No network, no dependencies.
"use strict";

const PERSONS = ["yo", "tú", "él/ella", "nosotros", "vosotros", "ellos"];
const VERBS = {
  hablar: { presente: ["hablo", "hablas", "habla", "hablamos", "habláis", "hablan"],
            indefinido: ["hablé", "hablaste", "habló", "hablamos", "hablasteis", "hablaron"] },
  tener: { presente: ["tengo", "tienes", "tiene", "tenemos", "tenéis", "tienen"],
           indefinido: ["tuve", "tuviste", "tuvo", "tuvimos", "tuvisteis", "tuvieron"] },
  pedir: { presente: ["pido", "pides", "pide", "pedimos", "pedís", "piden"],
           indefinido: ["pedí", "pediste", "pidió", "pedimos", "pedisteis", "pidieron"] },
  ir: { presente: ["voy", "vas", "va", "vamos", "vais", "van"],
        indefinido: ["fui", "fuiste", "fue", "fuimos", "fuisteis", "fueron"] },
  querer: { presente: ["quiero", "quieres", "quiere", "queremos", "queréis", "quieren"],
            indefinido: ["quise", "quisiste", "quiso", "quisimos", "quisisteis", "quisieron"] },
};

function parseArgs(argv) {
  const opts = { tenses: ["presente"], count: 10, region: "es" };
  for (let i = 0; i < argv.length; i += 2) {
    const key = argv[i];
    const val = argv[i + 1];
    if (val === undefined) throw new Error(`missing value for ${key}`);
    if (key === "--tenses") opts.tenses = val.split(",").map((t) => t.trim());
    else if (key === "--count") opts.count = Number.parseInt(val, 10);
    else if (key === "--region") opts.region = val;
    else throw new Error(`unknown option ${key}`);
  }
  if (!Number.isInteger(opts.count) || opts.count < 1 || opts.count > 50) {
    throw new Error("--count must be an integer from 1 to 50");
  }
  if (!["es", "latam"].includes(opts.region)) throw new Error("--region must be es or latam");
  for (const t of opts.tenses) {
    if (!["presente", "indefinido"].includes(t)) throw new Error(`unsupported tense ${t}`);
  }
  return opts;
}

function main() {
  let opts;
  try {
    opts = parseArgs(process.argv.slice(2));
  } catch (err) {
    console.error(err.message);
    process.exit(2);
  }
  const persons = opts.region === "latam" ? [0, 1, 2, 3, 5] : [0, 1, 2, 3, 4, 5];
  const verbs = Object.keys(VERBS);
  const items = [];
  for (let n = 0; n < opts.count; n++) {
    const verb = verbs[Math.floor(Math.random() * verbs.length)];
    const tense = opts.tenses[Math.floor(Math.random() * opts.tenses.length)];
    const p = persons[Math.floor(Math.random() * persons.length)];
    const person = opts.region === "latam" && p === 5 ? "ustedes/ellos" : PERSONS[p];
    items.push({ prompt: `(${person}) ${verb} - ${tense}`, answer: VERBS[verb][tense][p] });
  }
  console.log(JSON.stringify(items, null, 2));
}

main();
