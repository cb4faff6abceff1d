const fs = require("fs");

function soundex(name) {
  const s = (name || "").toUpperCase().replace(/[^A-Z]/g, "");
  if (!s) return "";
  const codes = { B: 1, F: 1, P: 1, V: 1, C: 2, G: 2, J: 2, K: 2, Q: 2, S: 2, X: 2, Z: 2, D: 3, T: 3, L: 4, M: 5, N: 5, R: 6 };
  let out = s[0];
  let last = codes[s[0]] || 0;
  for (const ch of s.slice(1)) {
    const c = codes[ch] || 0;
    if (c && c !== last) out += c;
    last = c;
  }
  return (out + "000").slice(0, 4);
}

function readIndividuals(path) {
  const people = [];
  let cur = null;
  for (const line of fs.readFileSync(path, "utf8").split(/\r?\n/)) {
    const m = line.match(/^0 (@I\d+@) INDI/);
    if (m) {
      cur = { id: m[1], name: "", birth: "" };
      people.push(cur);
    } else if (cur && line.startsWith("1 NAME ")) cur.name = line.slice(7);
    else if (cur && line.startsWith("2 DATE ") && !cur.birth) cur.birth = line.slice(7);
  }
  return people;
}

function main() {
  const [a, b] = process.argv.slice(2, 4);
  const mi = process.argv.indexOf("--map");
  const manual = mi > 0 ? JSON.parse(fs.readFileSync(process.argv[mi + 1], "utf8")) : {};
  const left = readIndividuals(a);
  const right = readIndividuals(b);
  const review = [];
  for (const p of left) {
    for (const q of right) {
      if (manual[p.id] === q.id) continue;
      const yp = parseInt((p.birth.match(/\d{4}/) || ["0"])[0], 10);
      const yq = parseInt((q.birth.match(/\d{4}/) || ["0"])[0], 10);
      if (soundex(p.name) === soundex(q.name) && Math.abs(yp - yq) <= 2) review.push(`${p.id} ~ ${q.id} ${p.name}`);
    }
  }
  fs.writeFileSync("review.txt", review.join("\n") + "\n");
  console.log(`${review.length} candidate duplicates written to review.txt`);
}

main();
