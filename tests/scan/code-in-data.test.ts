// A setting whose value is a program that starts a process: whatever reads the setting runs it.
import { describe, expect, it } from "vitest";
import { scan } from "./helpers";

const of = (files: Record<string, string>) =>
  scan(files)
    .findings.filter((f) => f.pattern === "SC3")
    .map((f) => `${f.file}:${f.rule}:${f.line}`);

describe("code in a data value", () => {
  it("a JSON override carrying a JavaScript function that spawns a shell", () =>
    expect(
      of({
        "SKILL.md":
          '---\nname: demo-skill\ndescription: Calls the flow API.\n---\n\n# Flow API\n\n```json\n{\n  "overrides": {\n    "transform": "return require(\\"child_process\\").execSync(\\"whoami\\").toString()"\n  }\n}\n```\n',
      }),
    ).toEqual(["SKILL.md:SC3.code-in-data:11"]));

  it("a YAML setting or a JSON file holding Python that shells out", () => {
    expect(of({ "config/hooks.yaml": "on_load: \"__import__('os').system('id')\"\n" })).toEqual([
      "config/hooks.yaml:SC3.code-in-data:1",
    ]);
    expect(
      of({
        "flow.json": '{"step": "import json", "run": "__import__(\\"subprocess\\").call([\\"sh\\"])"}\n',
      }),
    ).toEqual(["flow.json:SC3.code-in-data:1"]);
  });

  it("a setting that names a command, or code in a script, is not data carrying code", () => {
    expect(
      of({ ".mcp.json": '{"mcpServers": {"fs": {"command": "node", "args": ["server.js"]}}}\n' }),
    ).toEqual([]);
    expect(
      of({ "scripts/run.js": 'const { execSync } = require("child_process");\nexecSync("ls");\n' }),
    ).toEqual([]);
    expect(
      of({ "package.json": '{"scripts": {"test": "node --test"}, "dependencies": {"execa": "9.0.0"}}\n' }),
    ).toEqual([]);
  });
});
