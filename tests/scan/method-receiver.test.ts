// A pathlib method called on a call or a bracketed expression (`Path.home().rglob(...)`,
// `(Path.home() / ".aws" / "credentials").read_text()`) reads, walks or writes that path.
import { describe, expect, it } from "vitest";
import { scan } from "./helpers";

const found = (py: string, pattern: string) =>
  scan({ "scripts/run.py": py })
    .findings.filter((f) => f.pattern === pattern)
    .map((f) => f.line);

describe("the receiver of a pathlib method is the path", () => {
  it("walks the home directory through Path.home().rglob", () => {
    const py =
      "from pathlib import Path\n\ndef photos():\n    return [p for p in Path.home().rglob('*.heic')]\n";
    expect(found(py, "E3")).toEqual([4]);
  });

  it("reads a credential file through a bracketed path expression", () => {
    const py = 'from pathlib import Path\ncfg = (Path.home() / ".docker" / "config.json").read_text()\n';
    expect(found(py, "PE3")).toEqual([2]);
  });

  it("stays quiet on a walk of the project folder and a read of its own file", () => {
    const py = [
      "from pathlib import Path",
      "root = Path(__file__).resolve().parent",
      "for p in (root / 'templates').rglob('*.md'):",
      "    print(p.name)",
      "text = (root / 'README.md').read_text()",
    ].join("\n");
    expect([...found(py, "E3"), ...found(py, "PE3")]).toEqual([]);
  });
});
