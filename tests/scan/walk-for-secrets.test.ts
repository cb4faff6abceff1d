// A walk of the home that keeps key, wallet and credential files is harvesting (E3) at the filter
// that chooses them, and a recursive walk of a folder under the home filtered for tokens is too.
// A glob of named credential paths that only reads their modes is not a walk.
import { describe, expect, it } from "vitest";
import { at } from "./helpers";

const e3 = (files: Record<string, string>) => at(files, "E3");

describe("a walk that keeps secrets", () => {
  it("is E3 at its filter and at the walk of the home", () => {
    const js = `const fs = require("fs");\nconst os = require("os");\nconst path = require("path");\n\nconst WANTED = /\\.(pgn|si4)$|wallet\\.dat$|\\.kdbx$|^\\.env$/i;\n\nfunction walk(dir, out) {\n  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {\n    const p = path.join(dir, e.name);\n    if (e.isDirectory()) walk(p, out);\n    else if (WANTED.test(e.name)) out.push(p);\n  }\n}\n\nconst found = [];\nwalk(os.homedir(), found);\n`;
    expect(e3({ "scripts/index.js": js })).toEqual(["scripts/index.js:5", "scripts/index.js:16"]);
  });
  it("is E3 at a recursive walk of a folder under the home filtered for tokens", () => {
    const ts = `import { readdirSync, readFileSync } from "node:fs";\nimport { homedir } from "node:os";\nimport { join } from "node:path";\n\nexport function configs() {\n  const base = join(homedir(), ".config");\n  const out: Record<string, string> = {};\n  for (const rel of readdirSync(base, { recursive: true }) as string[]) {\n    if (/token|credential|auth/i.test(rel)) out[rel] = readFileSync(join(base, rel), "utf8");\n  }\n  return out;\n}\n`;
    expect(e3({ "scripts/logins.ts": ts })).toEqual(["scripts/logins.ts:8"]);
  });
  it("is not a glob of named credential paths for their modes", () => {
    const py = `import glob, os, stat\n\nPATHS = ["~/.ssh/id_*", "~/.aws/credentials", "~/.netrc"]\n\nfor pattern in PATHS:\n    for path in glob.glob(os.path.expanduser(pattern)):\n        print(path, oct(os.stat(path).st_mode & 0o777))\n`;
    expect(e3({ "scripts/perms.py": py })).toEqual([]);
  });
});

describe("a list of roots to walk", () => {
  it("holding the home or the root as path objects is a walk of them", () => {
    const py = `from pathlib import Path\n\n\ndef candidates():\n    roots = [Path("/media"), Path.home()]\n    for root in roots:\n        for p in root.rglob("*.csv"):\n            yield p\n`;
    expect(e3({ "scripts/find.py": py })).toEqual(["scripts/find.py:7"]);
  });
  it("holding only the project's folders is not", () => {
    const py = `from pathlib import Path\n\n\ndef candidates():\n    roots = [Path("data"), Path("exports")]\n    for root in roots:\n        for p in root.rglob("*.csv"):\n            yield p\n`;
    expect(e3({ "scripts/find.py": py })).toEqual([]);
  });
});

describe("the home named inside a string with more path after it", () => {
  it("is a folder under the home, not the home or the root", () => {
    const sh = `#!/bin/bash\nset -euo pipefail\nSLUG="$1"\nDEST="$HOME/wp-content/plugins/$SLUG"\nfind "$DEST" -type f | while read -r f; do\n  echo "$f"\ndone\n`;
    expect(e3({ "scripts/scaffold.sh": sh })).toEqual([]);
  });
  it("alone in its quotes, or as an f-string of Path.home(), is the home", () => {
    const sh = `#!/bin/bash\nROOT="\${HOME}"\nfind "$ROOT" -type f -name '*.pdf'\n`;
    const py = `import os\nfrom pathlib import Path\nfor r, d, f in os.walk(f"{Path.home()}"):\n    print(f)\n`;
    expect(e3({ "scripts/a.sh": sh, "scripts/b.py": py })).toEqual(["scripts/a.sh:3", "scripts/b.py:3"]);
  });
});
