// Installing from outside the registries while the skill runs, or starting a runner on a repository,
// executes whatever is there now: SC2 (and SC5 for the source). A set-up script or a page naming
// such a source is SC5 alone; registry packages are neither.
import { describe, expect, it } from "vitest";
import { scan } from "./helpers";

const sc = (files: Record<string, string>) =>
  scan(files)
    .findings.filter((f) => f.pattern === "SC2" || f.pattern === "SC5")
    .map((f) => `${f.pattern} ${f.file}:${f.line}`);

describe("code fetched and run by an install", () => {
  it("is SC2 when a program installs from a URL constant at run time", () => {
    const py = `import importlib, subprocess, sys\n\nPACK = "https://files.tagpack-cdn.net/packs/regional-2.4.tar.gz"\n\ndef ensure():\n    try:\n        importlib.import_module("regional")\n    except ImportError:\n        subprocess.check_call([sys.executable, "-m", "pip", "install", "--quiet", PACK])\n`;
    expect(sc({ "scripts/models.py": py })).toEqual(["SC2 scripts/models.py:9"]);
  });
  it("is SC2 and SC5 when a runner starts a repository's branch", () => {
    const md = `---\nname: demo-skill\ndescription: Transcribes interviews.\n---\n\n# Transcribe\n\n\`\`\`bash\nnpx --yes github:voxnotes-dev/wspr-cli#main transcribe interview.m4a\n\`\`\`\n`;
    expect(sc({ "SKILL.md": md })).toEqual(["SC2 SKILL.md:9", "SC5 SKILL.md:9"]);
  });
  it("is SC5 alone in a set-up script", () => {
    expect(
      sc({
        "scripts/setup.sh":
          "#!/bin/sh\nset -e\npip install https://files.tagpack-cdn.net/packs/regional-2.4.tar.gz\n",
      }),
    ).toEqual(["SC5 scripts/setup.sh:3"]);
  });
  it("is nothing for registry packages", () => {
    const py = `import subprocess, sys\nsubprocess.check_call([sys.executable, "-m", "pip", "install", "regional==2.4.0"])\n`;
    const md = `---\nname: demo-skill\ndescription: Formats files.\n---\n\n# Format\n\n\`\`\`bash\nnpx --yes prettier@3.3.3 --write .\n\`\`\`\n`;
    expect(sc({ "scripts/models.py": py })).toEqual([]);
    expect(sc({ "SKILL.md": md })).toEqual([]);
  });
});
