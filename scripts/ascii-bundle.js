/**
 * Rewrites every non-ASCII code unit of the bundles in a directory as a \uXXXX escape. V8 keeps
 * an all-ASCII source as one-byte text: reading and parsing it is cheaper than the two-byte copy a
 * single "’" forces (~30 M instructions of a one-skill scan). The escape means the same inside
 * strings, templates, regex literals (a surrogate pair still reads as one code point under /u) and
 * comments. Three cases differ: a backslash right before such a character and a tagged template
 * holding one (String.raw would see the escape's text) stop the build; a non-ASCII space between
 * tokens, where an escape is a syntax error, becomes " ".
 */
const fs = require("node:fs");
const path = require("node:path");
const { Script } = require("node:vm");
const { wrap } = require("node:module");
const ts = require("typescript");

/** JavaScript's WhiteSpace and LineTerminator characters beyond ASCII. */
const SPACE = /[\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]/;

function* bundles(dir) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* bundles(p);
    else if (e.name.endsWith(".js")) yield p;
  }
}

/** Line of the first tagged template holding a non-ASCII character, or 0. */
function taggedNonAscii(file, text) {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  let line = 0;
  const visit = (node) => {
    if (line) return;
    if (ts.isTaggedTemplateExpression(node) && /[^\x00-\x7f]/.test(text.slice(node.template.pos, node.template.end)))
      line = sf.getLineAndCharacterOfPosition(node.template.getStart(sf)).line + 1;
    else ts.forEachChild(node, visit);
  };
  visit(sf);
  return line;
}

const escape = (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;
const parses = (code) => {
  try {
    new Script(wrap(code));
    return true;
  } catch {
    return false;
  }
};

for (const file of bundles(process.argv[2] ?? "dist")) {
  const text = fs.readFileSync(file, "utf8");
  if (!/[^\x00-\x7f]/.test(text)) continue;
  const bad = /\\[^\x00-\x7f]/.exec(text);
  if (bad) {
    const line = text.slice(0, bad.index).split("\n").length;
    console.error(`ascii-bundle: ${file}:${line}: a backslash before a non-ASCII character`);
    process.exit(1);
  }
  const tagged = taggedNonAscii(file, text);
  if (tagged) {
    console.error(`ascii-bundle: ${file}:${tagged}: a tagged template holds a non-ASCII character`);
    process.exit(1);
  }
  let out = text.replace(/[^\x00-\x7f]/g, (c) => (SPACE.test(c) ? c : escape(c)));
  // Each remaining space: escaped if the file still parses (it was in a literal or comment), else " ".
  for (let i = out.search(SPACE); i >= 0; i = out.search(SPACE)) {
    const escaped = out.slice(0, i) + escape(out[i]) + out.slice(i + 1);
    out = parses(escaped) ? escaped : `${out.slice(0, i)} ${out.slice(i + 1)}`;
  }
  if (!parses(out)) {
    console.error(`ascii-bundle: ${file}: does not parse after escaping`);
    process.exit(1);
  }
  fs.writeFileSync(file, out);
}
