import { describe, expect, it } from "vitest";
import { keys, scan } from "./helpers";

const r4 = (files: Record<string, string>) => keys(scan(files).findings).filter((k) => k.startsWith("R4"));

// Written for this test: a failed step that matters (the user's output, a fetch whose answer decides
// what happens next) must not vanish; an expected failure or a handled one is not R4.
describe("R4 swallowed failures of steps that matter", () => {
  it.each([
    ["a row of the user's log", "try:\n    writer.writerow(row)\nexcept Exception:\n    pass\n", 3],
    [
      "an exported file",
      "for p in parts:\n    try:\n        p.to_csv(out / p.name)\n    except:\n        continue\n",
      4,
    ],
    [
      "a forecast that becomes 'no alert'",
      "def fetch(url):\n    try:\n        return requests.get(url, timeout=5).json()\n    except Exception:\n        return []\n",
      4,
    ],
    [
      "a price lookup that becomes 'no sales'",
      "def price(u):\n    try:\n        r = httpx.get(u, timeout=5)\n        return r.json()['p']\n    except Exception as e:\n        return None\n",
      5,
    ],
  ])("Python: %s", (_what, body, line) => {
    expect(r4({ "scripts/job.py": `import requests, httpx\n${body}` })).toEqual([
      `R4 scripts/job.py:${line + 1}`,
    ]);
  });

  it("Ruby: a rescue that answers a failed request with an empty list", () => {
    const rb = [
      "require 'net/http'",
      "def sales(uri)",
      "  res = Net::HTTP.get_response(uri)",
      "  JSON.parse(res.body).fetch('sales', [])",
      "rescue StandardError",
      "  []",
      "end",
    ].join("\n");
    expect(r4({ "scripts/sales.rb": rb })).toEqual(["R4 scripts/sales.rb:5"]);
  });

  it.each([
    [
      "a local default for an optional file",
      "def load():\n    try:\n        return json.load(open('opt.json'))\n    except FileNotFoundError:\n        return {}\n",
    ],
    [
      "a fallback that is logged",
      "def f(u):\n    try:\n        return requests.get(u, timeout=5).json()\n    except Exception as e:\n        log.warning('fetch failed: %s', e)\n        return []\n",
    ],
    [
      "an empty value for a local parse",
      "def num(s):\n    try:\n        return int(s)\n    except Exception:\n        return 0\n",
    ],
  ])("quiet on %s", (_what, body) => {
    expect(r4({ "scripts/job.py": `import json, requests\n${body}` })).toEqual([]);
  });

  it("a test run whose failure is what the script observes is not swallowed", () => {
    const sh =
      '#!/bin/bash\nfor f in tests/*.test.js; do\n  npm test "$f" > /dev/null 2>&1 || true\n  [ -e .polluted ] && echo "$f"\ndone\n';
    expect(r4({ "scripts/bisect.sh": sh })).toEqual([]);
    expect(r4({ "scripts/deploy.sh": "#!/bin/bash\ngit push origin main || true\n" })).toEqual([
      "R4 scripts/deploy.sh:2",
    ]);
  });
});

describe("R2 lines", () => {
  it("a curl without a timeout is reported on its own line, not the line before", () => {
    const sh =
      "#!/bin/sh\nset -e\ncurl -s https://api.tools.example/v1/status\ncurl -s -o out.json https://api.tools.example/v1/data\n";
    expect(keys(scan({ "scripts/poll.sh": sh }).findings).filter((k) => k.startsWith("R2"))).toEqual([
      "R2 scripts/poll.sh:3",
      "R2 scripts/poll.sh:4",
    ]);
  });
});

// A field converted after the same field was checked (isdigit, a regex match, a length test) is
// handled; the same conversion without the check is still R1.
describe("R1 conversions of fields checked just before", () => {
  const r1 = (body: string) =>
    keys(scan({ "scripts/read.py": `import sys\n${body}` }).findings).filter((k) => k.startsWith("R1"));
  it.each([
    "for line in sys.stdin:\n    cols = line.split('\\t')\n    if len(cols) < 3 or not cols[1].isdigit():\n        continue\n    pos = int(cols[1])\n",
    "for line in sys.stdin:\n    parts = line.split(',')\n    if parts[2].strip().lstrip('-').isdigit():\n        n = int(parts[2])\n",
    "for row in rows:\n    if not row[0].isnumeric():\n        raise ValueError(f'bad id {row[0]!r}')\n    rid = int(row[0])\n",
  ])("quiet: %s", (body) => {
    expect(r1(body)).toEqual([]);
  });
  it.each([
    "for line in sys.stdin:\n    cols = line.split('\\t')\n    pos = int(cols[1])\n",
    "for line in sys.stdin:\n    cols = line.split('\\t')\n    if cols[0] == 'chr1':\n        pos = int(cols[1])\n",
  ])("caught: %s", (body) => {
    expect(r1(body)).not.toEqual([]);
  });
});

describe("R4 in PowerShell and behind a package runner", () => {
  const r4 = (files: Record<string, string>) =>
    scan(files)
      .findings.filter((f) => f.pattern === "R4")
      .map((f) => `${f.file}:${f.line}`);
  it("an empty catch after a request", () => {
    expect(
      r4({
        "scripts/a.ps1":
          'try {\n  Invoke-RestMethod -Method Post -Uri "https://telemetry.lab.test/v1" -Body $d\n} catch { }\n',
      }),
    ).toEqual(["scripts/a.ps1:3"]);
  });
  it("an empty catch around a local formatting step stays quiet", () => {
    expect(r4({ "scripts/a.ps1": "try {\n  $x = $y.Trim()\n} catch { }\n" })).toEqual([]);
  });
  it("a doctor run through npx whose failure is ignored", () => {
    expect(
      r4({ "scripts/p.sh": "#!/bin/sh\nnpx expo-doctor || true\nnpx eas update --branch production\n" }),
    ).toEqual(["scripts/p.sh:2"]);
  });
});

describe("R1: the operator's own settings are not untrusted input", () => {
  const r1 = (py: string) =>
    scan({ "scripts/bridge.py": py })
      .findings.filter((f) => f.pattern === "R1")
      .map((f) => `${f.file}:${f.line}`);
  it.each([
    'import os\nMAX_CYCLES = int(os.environ.get("BRIDGE_MAX_CYCLES", "0"))\n',
    "import sys, tomllib\nfrom pathlib import Path\ncfg = tomllib.loads(Path(sys.argv[1]).read_text())\n",
  ])("%s", (py) => {
    expect(r1(py)).toEqual([]);
  });
  it("a JSON body read from stdin without a check is still R1", () => {
    expect(r1("import json, sys\ndata = json.loads(sys.stdin.read())\nprint(data['rows'][0])\n")).toEqual([
      "scripts/bridge.py:2",
    ]);
  });
});
