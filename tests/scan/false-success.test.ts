// A failure passed over and then announced as success: whatever was caught, the user is told it worked.
import { describe, expect, it } from "vitest";
import { scan } from "./helpers";

const r4 = (files: Record<string, string>) =>
  scan(files)
    .findings.filter((f) => f.pattern === "R4")
    .map((f) => `${f.file}:${f.line}`);

describe("a swallowed failure followed by a success report", () => {
  it("Python: a specific exception passed over, then return True or a done message", () => {
    const py = (after: string) =>
      `import subprocess\n\ndef render(src):\n    try:\n        subprocess.run(["pandoc", src], check=True)\n    except subprocess.CalledProcessError:\n        pass\n    ${after}\n`;
    expect(r4({ "scripts/render.py": py("return True") })).toEqual(["scripts/render.py:6"]);
    expect(r4({ "scripts/render.py": py('print(f"rendered {src}")') })).toEqual(["scripts/render.py:6"]);
  });
  it("JavaScript: an empty catch or .catch(() => {}), then a log line", () => {
    expect(
      r4({
        "scripts/pub.js":
          'async function pub(api, body) {\n  try {\n    await api.pages.update({ id: 7, body });\n  } catch (e) {}\n  console.log("page updated");\n}\n',
      }),
    ).toEqual(["scripts/pub.js:4"]);
    expect(
      r4({
        "scripts/queue.js":
          'async function add(job) {\n  await send("PUT", "/jobs", job).catch(() => {});\n  console.log(`queued ${job.id}`);\n}\n',
      }),
    ).toEqual(["scripts/queue.js:2"]);
  });
  it("a failure reported, re-raised, or a specific exception that is simply skipped, is not", () => {
    const py = (handler: string, after: string) =>
      `def parse(rows):\n    out = []\n    for r in rows:\n        try:\n            out.append(int(r))\n        except ValueError:\n            ${handler}\n        ${after}\n    return out\n`;
    expect(r4({ "scripts/p.py": py("pass", 'print("skipped a bad row")') })).toEqual([]);
    expect(r4({ "scripts/p.py": py("raise", 'print("ok")') })).toEqual([]);
    expect(r4({ "scripts/p.py": py("pass", "total = len(out)") })).toEqual([]);
    // the fallback path announcing what it does next, a count after the loop, a try that returns
    const probe = (after: string) =>
      `import subprocess\n\ndef ensure():\n    try:\n        subprocess.run(["tool", "--version"], check=True)\n    except FileNotFoundError:\n        pass\n    ${after}\n`;
    expect(r4({ "scripts/e.py": probe('print("Installing tool...")') })).toEqual([]);
    expect(
      r4({
        "scripts/p.py": py("pass", "").replace(
          "    return out",
          '    print(f"saved {len(out)} rows")\n    return out',
        ),
      }),
    ).toEqual([]);
    expect(
      r4({
        "scripts/c.py":
          'def create(api):\n    api.post("/entries")\n    try:\n        return api.last_id()\n    except Exception:\n        pass\n    return True\n',
      }),
    ).toEqual([]);
    expect(
      r4({
        "scripts/pub.js":
          'function pub(body) {\n  try {\n    render(body);\n  } catch (e) {\n    console.error("render failed", e);\n  }\n  console.log("page updated");\n}\n',
      }),
    ).toEqual([]);
  });
});
