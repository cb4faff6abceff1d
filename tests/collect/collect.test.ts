import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { collectSkill, findSkillRoots } from "../../src/collect/collect";
import { InputError } from "../../src/util/errors";

function skillDir(files: Record<string, string | Buffer>, name = "pdf-tools"): string {
  const base = mkdtempSync(path.join(tmpdir(), "sa-collect-"));
  const root = path.join(base, name);
  mkdirSync(root);
  for (const [rel, data] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), data);
  }
  return root;
}

const md = (fm: string, body = "# Use\nRun the script.\n") => `---\n${fm}\n---\n${body}`;
const good = md("name: pdf-tools\ndescription: Fill PDF forms from a JSON file.");

async function inputError(p: Promise<unknown>): Promise<InputError> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(InputError);
  return e as InputError;
}

describe("collectSkill", () => {
  it("lists files with size, kind and sha256, and a content hash independent of location", async () => {
    const files = {
      "SKILL.md": good,
      "scripts/fill.py": "print('hi')\n",
      "assets/logo.png": Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]),
    };
    const a = await collectSkill(skillDir(files));
    const b = await collectSkill(skillDir(files));
    expect(a.pkg.name).toBe("pdf-tools");
    expect(a.pkg.description).toBe("Fill PDF forms from a JSON file.");
    expect(a.pkg.files.map((f) => [f.path, f.kind, f.size])).toEqual([
      ["SKILL.md", "text", Buffer.byteLength(good)],
      ["assets/logo.png", "binary", 7],
      ["scripts/fill.py", "text", 12],
    ]);
    expect(a.pkg.files[2]?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(a.pkg.contentHash).toBe(b.pkg.contentHash);
    const c = await collectSkill(skillDir({ ...files, "scripts/fill.py": "print('bye')\n" }));
    expect(c.pkg.contentHash).not.toBe(a.pkg.contentHash);
    expect(a.contents.get("scripts/fill.py")?.toString()).toBe("print('hi')\n");
  });

  it("classifies archives, documents and compiled files so the scanner cannot skip them silently", async () => {
    const pyc = Buffer.concat([
      Buffer.from([0xcb, 0x0d, 0x0d, 0x0a]),
      Buffer.alloc(12),
      Buffer.from([0xe3, 0, 0, 0, 0xff]),
    ]);
    const { pkg } = await collectSkill(
      skillDir({
        "SKILL.md": good,
        "a.zip": Buffer.from("PK\x03\x04rest", "latin1"),
        "r.docx": "x",
        "c.pyc": pyc,
      }),
    );
    const kinds = Object.fromEntries(pkg.files.map((f) => [f.path, f.kind]));
    expect(kinds).toMatchObject({ "a.zip": "archive", "r.docx": "document", "c.pyc": "compiled" });
  });

  it("refuses a folder without SKILL.md, naming the path", async () => {
    const root = skillDir({ "README.md": "hi" });
    const e = await inputError(collectSkill(root));
    expect(e.message).toBe(`${path.join(root, "SKILL.md")}: missing: a skill folder must contain SKILL.md`);
  });

  it("refuses broken YAML with the line", async () => {
    const e = await inputError(
      collectSkill(skillDir({ "SKILL.md": md("name: pdf-tools\ndescription: [unclosed") })),
    );
    expect(e.message).toMatch(/SKILL\.md: front matter is not valid YAML/);
  });

  it.each([
    ["no front matter", "# Title\n", /no YAML front matter/],
    ["unclosed front matter", "---\nname: pdf-tools\n", /not closed/],
    ["missing description", md("name: pdf-tools"), /description/],
    ["bad name", md("name: PDF_Tools\ndescription: x"), /lowercase letters/],
    ["name over 64", md(`name: ${"a".repeat(65)}\ndescription: x`), /at most 64/],
    ["long description", md(`name: pdf-tools\ndescription: ${"d".repeat(1025)}`), /at most 1024/],
    ["name mismatch", md("name: other-name\ndescription: x"), /does not match the folder name 'pdf-tools'/],
    ["not a mapping", "---\n- a\n- b\n---\n", /mapping/],
  ])("refuses %s", async (_label, text, re) => {
    const e = await inputError(collectSkill(skillDir({ "SKILL.md": text })));
    expect(e.message).toMatch(/SKILL\.md: /);
    expect(e.message).toMatch(re);
  });

  it("applies the strict specification or the Claude Code dialect, and records which", async () => {
    const text = md("name: pdf-tools\ndescription: x\nargument-hint: '[file]'\nuser-invocable: true");
    const e = await inputError(collectSkill(skillDir({ "SKILL.md": text })));
    expect(e.message).toMatch(/argument-hint, user-invocable.*--mode claude-code/);
    const { pkg } = await collectSkill(skillDir({ "SKILL.md": text }), { mode: "claude-code" });
    expect(pkg.validationMode).toBe("claude-code");
    expect(pkg.warnings).toEqual([]);
    const odd = md("name: pdf-tools\ndescription: x\nfavourite-colour: blue");
    const r = await collectSkill(skillDir({ "SKILL.md": odd }), { mode: "claude-code" });
    expect(r.pkg.warnings[0]).toMatch(/favourite-colour/);
  });

  it("refuses a symlink that leaves the skill folder, and accepts one that stays inside", async () => {
    const root = skillDir({ "SKILL.md": good, "refs/a.md": "inside" });
    symlinkSync(path.join(root, "refs/a.md"), path.join(root, "b.md"));
    const ok = await collectSkill(root);
    expect(ok.contents.get("b.md")?.toString()).toBe("inside");
    symlinkSync("/etc/passwd", path.join(root, "passwd"));
    const e = await inputError(collectSkill(root));
    expect(e.message).toMatch(/passwd: symlink leaves the skill folder \(points to \/etc\/passwd\)/);
  });

  it("refuses a symlink loop", async () => {
    const root = skillDir({ "SKILL.md": good });
    symlinkSync(path.join(root, "loop2"), path.join(root, "loop1"));
    symlinkSync(path.join(root, "loop1"), path.join(root, "loop2"));
    const e = await inputError(collectSkill(root));
    expect(e.message).toMatch(/loop1: broken or looping symlink \(ELOOP\)/);
  });

  it("refuses files and packages over the configured limits", async () => {
    const root = skillDir({ "SKILL.md": good, "big.txt": "x".repeat(2000) });
    const e = await inputError(collectSkill(root, { maxFileBytes: 1000 }));
    expect(e.message).toBe(`${path.join(root, "big.txt")}: file is 2000 bytes, over the 1000-byte limit`);
    const e2 = await inputError(collectSkill(root, { maxPackageBytes: 1500 }));
    expect(e2.message).toMatch(/skill package is over the 1500-byte limit/);
    const e3 = await inputError(collectSkill(root, { maxFiles: 1 }));
    expect(e3.message).toMatch(/more than 1 files/);
  });

  it("refuses a path that is not a directory", async () => {
    const e = await inputError(collectSkill("/nonexistent/skill"));
    expect(e.message).toBe("/nonexistent/skill: no such directory");
  });

  it("records provenance when the skill lives in a git repository", async () => {
    const root = skillDir({ "SKILL.md": good });
    const top = path.dirname(root);
    const git = (...a: string[]) =>
      execFileSync("git", ["-C", top, ...a], { stdio: "pipe" })
        .toString()
        .trim();
    git("init", "-q");
    git("-c", "user.email=t@example.com", "-c", "user.name=t", "add", ".");
    git("-c", "user.email=t@example.com", "-c", "user.name=t", "commit", "-qm", "init");
    git("remote", "add", "origin", "https://example.com/acme/skills.git");
    const { pkg } = await collectSkill(root);
    expect(pkg.provenance).toEqual({
      repo: "https://example.com/acme/skills.git",
      commit: git("rev-parse", "HEAD"),
      path: "pdf-tools",
      dirty: false,
    });
  });
});

describe("provenance: dirty means this skill has uncommitted changes", () => {
  it("tracks modified and untracked files per skill, with one shared repository cache", async () => {
    const base = mkdtempSync(path.join(tmpdir(), "sa-dirty-"));
    for (const name of ["alpha-skill", "beta-skill"]) {
      mkdirSync(path.join(base, "skills", name), { recursive: true });
      writeFileSync(path.join(base, "skills", name, "SKILL.md"), md(`name: ${name}\ndescription: d`));
    }
    const git = (...a: string[]) =>
      execFileSync("git", ["-C", base, ...a], { stdio: "pipe" })
        .toString()
        .trim();
    git("init", "-q");
    git("-c", "user.email=t@example.com", "-c", "user.name=t", "add", ".");
    git("-c", "user.email=t@example.com", "-c", "user.name=t", "commit", "-qm", "init");
    const collect = (name: string, cache: Map<string, never> | Map<string, Promise<unknown>>) =>
      collectSkill(path.join(base, "skills", name), { git: cache as never });

    let cache = new Map();
    expect((await collect("alpha-skill", cache)).pkg.provenance.dirty).toBe(false);
    writeFileSync(
      path.join(base, "skills/alpha-skill/SKILL.md"),
      md("name: alpha-skill\ndescription: changed"),
    );
    writeFileSync(path.join(base, "skills/beta-skill/notes.txt"), "untracked");
    writeFileSync(path.join(base, "README.md"), "elsewhere");
    cache = new Map();
    const [a, b] = [await collect("alpha-skill", cache), await collect("beta-skill", cache)];
    expect(cache.size).toBe(1);
    expect(a.pkg.provenance).toMatchObject({
      path: "skills/alpha-skill",
      dirty: true,
      commit: git("rev-parse", "HEAD"),
    });
    expect(b.pkg.provenance).toMatchObject({ path: "skills/beta-skill", dirty: true });
    git("-c", "user.email=t@example.com", "-c", "user.name=t", "add", "skills");
    git("-c", "user.email=t@example.com", "-c", "user.name=t", "commit", "-qm", "skills");
    // Only README.md is uncommitted now: neither skill is dirty.
    cache = new Map();
    expect((await collect("alpha-skill", cache)).pkg.provenance.dirty).toBe(false);
    expect((await collect("beta-skill", cache)).pkg.provenance.dirty).toBe(false);
  });
});

describe("findSkillRoots", () => {
  it("finds every folder holding SKILL.md", async () => {
    const base = mkdtempSync(path.join(tmpdir(), "sa-roots-"));
    for (const p of ["a/SKILL.md", "b/c/SKILL.md", "node_modules/x/SKILL.md", "d/README.md"]) {
      mkdirSync(path.dirname(path.join(base, p)), { recursive: true });
      writeFileSync(path.join(base, p), "x");
    }
    expect(await findSkillRoots(base)).toEqual([path.join(base, "a"), path.join(base, "b/c")]);
  });
});
