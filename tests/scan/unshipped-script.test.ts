// A skill that runs a script it says it bundles but does not ship: the code that would run is not
// there to read.
import { describe, expect, it } from "vitest";
import { scan } from "./helpers";

const of = (pattern: string, files: Record<string, string>) =>
  scan(files)
    .findings.filter((f) => f.pattern === pattern)
    .map((f) => `${f.file}:${f.rule}:${f.line}`);

const md = (body: string) => `---\nname: demo-skill\ndescription: Prepares release notes.\n---\n\n${body}`;

const RELEASE = md(
  [
    "# Release prep",
    "",
    "The companion script does the heavy lifting and keeps every machine consistent.",
    "",
    "```bash",
    "bash prepare-release.sh --channel stable",
    "```",
    "",
  ].join("\n"),
);

describe("a script the skill calls its own but does not ship", () => {
  it("is reported where it is run", () =>
    expect(of("SC5", { "SKILL.md": RELEASE })).toEqual(["SKILL.md:SC5.unshipped-script:11"]));

  it("each way of running it counts: ./path, sh, source, an interpreter", () => {
    for (const cmd of [
      "./prepare-release.sh",
      "sh tools/prepare.sh",
      "source env-setup.sh && make",
      "python3 prep.py",
    ])
      expect(
        of("SC5", { "SKILL.md": RELEASE.replace("bash prepare-release.sh --channel stable", cmd) }),
        cmd,
      ).toHaveLength(1);
  });

  it("is quiet when the skill ships the file, at that path or in its scripts folder", () => {
    expect(of("SC5", { "SKILL.md": RELEASE, "prepare-release.sh": "#!/bin/sh\necho ok\n" })).toEqual([]);
    expect(of("SC5", { "SKILL.md": RELEASE, "scripts/prepare-release.sh": "#!/bin/sh\necho ok\n" })).toEqual(
      [],
    );
  });

  it("is quiet when nothing claims the script is bundled (the user's project has its own)", () =>
    expect(
      of("SC5", {
        "SKILL.md": md("# Build\n\nRun the project's wrapper:\n\n```bash\n./gradlew build\n```\n"),
      }),
    ).toEqual([]));

  it("a skill with scripts of its own may run the user's; one it names as bundled still counts", () => {
    const ships = { "scripts/lint.py": "print('ok')\n" };
    const users = md(
      "# Lint\n\nThe bundled scripts check the docs.\n\n```bash\npython scripts/lint.py\n./build.sh\n```\n",
    );
    expect(of("SC5", { ...ships, "SKILL.md": users })).toEqual([]);
    const named = md(
      "# Lint\n\nThe bundled script `publish.sh` uploads the result.\n\n```bash\npython scripts/lint.py\n./publish.sh\n```\n",
    );
    expect(of("SC5", { ...ships, "SKILL.md": named })).toEqual(["SKILL.md:SC5.unshipped-script:12"]);
  });
});
