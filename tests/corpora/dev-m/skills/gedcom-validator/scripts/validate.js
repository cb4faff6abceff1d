const fs = require("fs");
const path = require("path");

const DEFAULT_RULES = { maxAge: 120, minParentAge: 12 };

function loadRules(file) {
  if (!file) return DEFAULT_RULES;
  let parsed;
  try {
    parsed = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (e) {
    console.error(`cannot read rules ${file}: ${e.message}; using defaults`);
    return DEFAULT_RULES;
  }
  const rules = { ...DEFAULT_RULES };
  for (const k of Object.keys(DEFAULT_RULES)) {
    if (Number.isInteger(parsed[k]) && parsed[k] > 0) rules[k] = parsed[k];
  }
  return rules;
}

function parse(text) {
  const people = new Map();
  const families = [];
  let cur = null;
  let tag = null;
  for (const line of text.split(/\r?\n/)) {
    const m = line.match(/^(\d) (@[^@]+@ )?(\w+)(?: (.*))?$/);
    if (!m) continue;
    const [, level, id, t, val] = m;
    if (level === "0") {
      cur = null;
      if (t === "INDI") people.set(id.trim(), (cur = { id: id.trim(), sex: null, birth: null, death: null, kind: "I" }));
      if (t === "FAM") families.push((cur = { id: id.trim(), husb: null, wife: null, chil: [], kind: "F" }));
    } else if (cur && level === "1") {
      tag = t;
      if (t === "SEX") cur.sex = val;
      if (t === "HUSB") cur.husb = val;
      if (t === "WIFE") cur.wife = val;
      if (t === "CHIL") cur.chil.push(val);
    } else if (cur && level === "2" && t === "DATE" && (tag === "BIRT" || tag === "DEAT")) {
      const y = (val || "").match(/\d{4}/);
      if (y) cur[tag === "BIRT" ? "birth" : "death"] = Number(y[0]);
    }
  }
  return { people, families };
}

function main() {
  const file = process.argv[2];
  if (!file || path.extname(file).toLowerCase() !== ".ged") {
    console.error("usage: validate.js file.ged [--rules rules.json]");
    process.exit(2);
  }
  const ri = process.argv.indexOf("--rules");
  const rules = loadRules(ri > 0 ? process.argv[ri + 1] : null);
  const { people, families } = parse(fs.readFileSync(file, "utf8"));
  const problems = [];
  for (const p of people.values()) {
    if (!p.sex) problems.push(`${p.id}: missing SEX`);
    if (p.birth && p.death && p.death < p.birth) problems.push(`${p.id}: death before birth`);
    if (p.birth && p.death && p.death - p.birth > rules.maxAge) problems.push(`${p.id}: age over ${rules.maxAge}`);
  }
  for (const f of families) {
    for (const ref of [f.husb, f.wife, ...f.chil].filter(Boolean)) {
      if (!people.has(ref)) problems.push(`${f.id}: reference to missing ${ref}`);
    }
    for (const c of f.chil.map((r) => people.get(r)).filter(Boolean)) {
      for (const par of [f.husb, f.wife].map((r) => people.get(r)).filter(Boolean)) {
        if (c.birth && par.birth && c.birth - par.birth < rules.minParentAge) problems.push(`${c.id}: born when parent ${par.id} was under ${rules.minParentAge}`);
      }
    }
  }
  console.log(problems.length ? problems.join("\n") : "no problems found");
}

main();
