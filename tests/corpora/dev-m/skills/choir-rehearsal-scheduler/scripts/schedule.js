const fs = require("fs");
const { parse } = require("csv-parse/sync");

function pick(rows, month) {
  const byDate = new Map();
  for (const r of rows) {
    if (!r.date || !r.date.startsWith(month)) continue;
    const d = byDate.get(r.date) || {};
    const s = (d[r.section] = d[r.section] || { yes: 0, all: 0 });
    s.all += 1;
    if (String(r.available).toLowerCase() === "yes") s.yes += 1;
    byDate.set(r.date, d);
  }
  const good = [];
  for (const [date, sections] of byDate) {
    if (Object.values(sections).every((s) => s.yes / s.all >= 0.7)) good.push(date);
  }
  return good.sort();
}

function main() {
  const [file, month] = process.argv.slice(2);
  if (!file || !/^\d{4}-\d{2}$/.test(month || "")) {
    console.error("usage: schedule.js availability.csv YYYY-MM");
    process.exit(2);
  }
  const rows = parse(fs.readFileSync(file, "utf8"), { columns: true, skip_empty_lines: true });
  const dates = pick(rows, month);
  console.log(dates.length ? dates.join("\n") : "no evening reaches 70% in every section");
}

main();
