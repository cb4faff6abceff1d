const fs = require("fs");
const { parse } = require("csv-parse/sync");

function main() {
  const file = process.argv[2];
  const mi = process.argv.indexOf("--min-votes");
  const minVotes = mi > 0 ? Number(process.argv[mi + 1]) : 30;
  if (!Number.isInteger(minVotes) || minVotes < 1) throw new Error("--min-votes must be a positive integer");
  const rows = parse(fs.readFileSync(file, "utf8"), { columns: true, skip_empty_lines: true });
  const films = new Map();
  let total = 0;
  for (const r of rows) {
    const stars = Number(r.stars);
    if (!Number.isInteger(stars) || stars < 1 || stars > 5) continue;
    const f = films.get(r.film) || { sum: 0, n: 0 };
    f.sum += stars;
    f.n += 1;
    films.set(r.film, f);
    total += stars;
  }
  const mean = total / Math.max(1, rows.length);
  const out = [...films].filter(([, f]) => f.n >= minVotes).map(([film, f]) => ({
    film, avg: f.sum / f.n, n: f.n, bayes: (f.sum + minVotes * mean) / (f.n + minVotes),
  })).sort((a, b) => b.bayes - a.bayes);
  const md = ["| film | avg | votes | score |", "|---|---|---|---|", ...out.map((o) => `| ${o.film} | ${o.avg.toFixed(2)} | ${o.n} | ${o.bayes.toFixed(2)} |`)];
  fs.writeFileSync("results.md", md.join("\n") + "\n");
  console.log(md.slice(0, 7).join("\n"));
}

main();
