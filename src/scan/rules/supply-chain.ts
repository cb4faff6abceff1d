import { matchAll } from "../../util/regex";
import { exampleVerdict, isNegated, isTableExample } from "../context";
import { KeywordSet } from "../keywords";
import { type Ctx, type Lang, langOf, type Region } from "../segment";
import { lineIndexAt, lineStarts } from "../text";
import {
  bagDistance,
  callText,
  codeRegions,
  colOf,
  editDistance,
  hostOf,
  lineOf,
  referenceDoc,
  underDoNotHeading,
} from "./helpers";
import { PROSE, textRule } from "./prompt-injection";
import type { FileInfo, FileRule, Hit, Rule, SkillInfo, TextRule } from "./types";
import { knownPackage, typosquatOf as popularSquat, type Registry } from "./typosquat";

const CODE_AND_PROSE: Ctx[] = ["code", "prose", "hidden"];
const rule = (r: TextRule): TextRule => r;

// ---------------------------------------------------------------------------------------------
// Package installs: one parser for pip / npm / gem / cargo / go / one-shot runners, shared by
// SC1 (unpinned), SC4 (typosquats) and SC5 (unverifiable sources).

type Eco = "pypi" | "npm" | "gem" | "cargo" | "go" | "runner";
interface Install {
  eco: Eco;
  region: Region;
  index: number;
  packages: { name: string; pinned: boolean; spec: string }[];
  sources: string[];
}

const INSTALLERS: { eco: Eco; re: RegExp }[] = [
  {
    eco: "pypi",
    re: /\b(?:pip[\d.]*|python[\d.]*\s+-m\s+pip|uv\s+pip|pipx)\s+install\b|\b(?:poetry|pdm|uv)\s+add\b|["']pip[\d.]*["']\s*,\s*["']install["']|["']-m["']\s*,\s*["']pip["']\s*,\s*["']install["']/g,
  },
  {
    eco: "npm",
    re: /\b(?:npm\s+(?:install|i|add)|yarn\s+(?:global\s+)?add|pnpm\s+(?:add|install|i)|bun\s+(?:add|install|i))(?=\s|["',]|$)|["']npm["']\s*,\s*["'](?:install|i)["']/g,
  },
  { eco: "gem", re: /\bgem\s+install\b/g },
  { eco: "cargo", re: /\bcargo\s+install\b/g },
  { eco: "go", re: /\bgo\s+(?:install|get)\b/g },
  { eco: "runner", re: /\b(?:npx|pnpm\s+dlx|bunx|uvx|pipx\s+run)\b/g },
];

const VALUE_FLAGS =
  /^(--group|-G|--optional|--extra|--index|--default-index|--constraints|--with|--only-group|-r|--requirement|-c|--constraint|-i|--index-url|--extra-index-url|-f|--find-links|-t|--target|--prefix|--root|-e|--editable|--trusted-host|--python|--registry|-v|--version|--git|--branch|--tag|--rev|--source|-p|--package|--cache|--prefix|--python-version|--platform|--only-binary|--no-binary|--from)$/;
const PROSE_STOP =
  /^(the|a|an|it|them|this|that|these|those|first|manually|with|from|using|into|if|when|and|or|then|to|in|on|for|package|packages|library|libraries|module|modules|dependencies|deps|requirements|command|is|are|will|your|its|their|as|by|via|inside|globally|locally|once|again|before|after|e\.g\.|or|any|all|its|you|we|never|not|pip|pip3|install|add|npm|uv|conda|poetry)$/i;

function parseInstall(eco: Eco, rest: string, prose: boolean): Omit<Install, "region" | "index"> {
  // In prose a parenthesis opens an aside ("uv add x (or pip install x)"), not more packages.
  // An argv list (`["npm", "install", pkg] if ... else`) ends at its bracket; what follows is code.
  const argv = !prose && /^\s*["'`]?\s*,/.test(rest);
  const stop = rest.search(
    prose ? /&&|\|\||[;|&\n#`)(]|\s>|\bthen\b/ : argv ? /[\])\n]/ : /&&|\|\||[;|&\n#`)]|\s>|\bthen\b/,
  );
  // Extras ("anndata[dev,test]") name features of the package, not packages.
  const chunk = (stop >= 0 ? rest.slice(0, stop) : rest)
    // An f-string (`f"{name}=={version}"`) names its package at run time: the `{` token is skipped.
    .replace(/(?<![\w-])[fFrRbB]{1,2}(?=["'])/g, "")
    .replace(/(?<=[\w.-])\[[^\]\s"']*\]/g, "")
    // An argv inside an escaped JSON string ("[\"-y\",\"pkg@1.2.3\"]") quotes with \".
    .replace(/\\?["',[\]]/g, " ");
  const toks = chunk.split(/\s+/).filter(Boolean);
  const packages: Install["packages"] = [];
  const sources: string[] = [];
  let versionFlag = false;
  for (let k = 0; k < toks.length; k++) {
    let t = toks[k] ?? "";
    if (t.startsWith("-")) {
      const [flag, val] = t.split("=", 2);
      // `npx --no-install tool` runs only what the project already installed (and pinned).
      if (eco === "runner" && /^(--no-install|--no|--offline)$/.test(flag ?? "")) break;
      // `pipx run --spec pre-commit==4.0.1 pre-commit`, `uvx --from x==1 cmd`: the package is the value.
      if (eco === "runner" && /^(--spec|--from|--package|-p)$/.test(flag ?? "")) {
        const spec = val ?? toks[k + 1] ?? "";
        const name = spec.split(/==|@(?=\d)/)[0] ?? spec;
        if (name) packages.push({ name, pinned: /==\d|@\d+\.\d+\.\d+/.test(spec), spec });
        break;
      }
      const v = val ?? (VALUE_FLAGS.test(flag ?? "") ? toks[++k] : undefined);
      if (/^(-i|--index-url|--extra-index-url|-f|--find-links|--registry|--source)$/.test(flag ?? "") && v) {
        const h = hostOf(v) ?? v;
        if (
          // The public registries, and the vendor indexes of widely used packages (PyTorch, NVIDIA).
          !/^(pypi\.org|files\.pythonhosted\.org|registry\.npmjs\.org|registry\.yarnpkg\.com|rubygems\.org|download\.pytorch\.org|pypi\.nvidia\.com|pypi\.ngc\.nvidia\.com|data\.pyg\.org|storage\.googleapis\.com|conda\.anaconda\.org|repo\.anaconda\.com)$/.test(
            h,
          )
        ) {
          sources.push(`${flag} ${v}`);
        }
      } else if (flag === "--trusted-host" && v) sources.push(`--trusted-host ${v}`);
      else if (flag === "--git" && v) sources.push(`--git ${v}`);
      else if (/^(-e|--editable)$/.test(flag ?? "") && v && /^(git|hg|svn|bzr)\+|:\/\//.test(v))
        sources.push(v);
      else if (/^(-v|--version)$/.test(flag ?? "")) versionFlag = true;
      continue;
    }
    // A JSON key ("args": [...]) names a field, not a package.
    if (/^\$|^\{|^%/.test(t) || /^:/.test(toks[k + 1] ?? "")) continue;
    if (prose && PROSE_STOP.test(t)) break;
    if (
      /^(git\+|hg\+|svn\+|bzr\+|https?:|ftp:|git:|github:|gitlab:|bitbucket:|ssh:)/i.test(t) ||
      /@\s*(git\+|https?:)/.test(t)
    ) {
      sources.push(t);
      continue;
    }
    if (t === "@" && toks[k + 1]) {
      sources.push(toks[++k] ?? "");
      continue;
    }
    if (/^(\.|\/|~)|\.(whl|tar\.gz|tgz|zip|gem|crate)$/.test(t)) continue;
    if (eco === "npm" && /^[\w.-]+\/[\w.-]+(#[\w./-]+)?$/.test(t)) {
      sources.push(`github:${t}`);
      continue;
    }
    if (eco === "go") {
      const [name, ver] = t.split("@");
      if (!name?.includes(".")) continue;
      if (ver && /^(main|master|HEAD|dev|develop)$/.test(ver)) sources.push(t);
      else packages.push({ name, pinned: !!ver && /^v\d/.test(ver), spec: t });
      continue;
    }
    if (eco === "npm" || eco === "runner") {
      const at = t.lastIndexOf("@");
      const name = at > 0 ? t.slice(0, at) : t;
      const ver = at > 0 ? t.slice(at + 1) : "";
      if (!/^(@[\w.-]+\/)?[\w][\w.-]*$/.test(name)) continue;
      if (/^(==|[a-z]+\.[a-z]+$)/.test(t) && !/\.(js|ts)$/.test(t)) continue;
      packages.push({
        name,
        pinned: /^\d+\.\d+\.\d+([-+][\w.]+)?$/.test(ver) || /^[a-z0-9]+(==|@)\d/.test(t),
        spec: t,
      });
      if (eco === "runner") break; // the rest are arguments to the tool
      continue;
    }
    const pm = /^([A-Za-z0-9][A-Za-z0-9._-]*)(\[[^\]]*\])?(.*)$/.exec(t);
    if (!pm) continue;
    t = pm[3] ?? "";
    packages.push({
      name: pm[1] ?? "",
      pinned:
        eco === "gem"
          ? versionFlag
          : eco === "cargo"
            ? versionFlag || /^@\d/.test(t)
            : /^===?\s*[\w.+!-]+$/.test(t) && !t.includes("*"),
      spec: toks[k] ?? "",
    });
  }
  if (eco === "gem" || eco === "cargo") for (const p of packages) p.pinned = p.pinned || versionFlag;
  return { eco, packages, sources };
}

const installCache = new WeakMap<FileInfo, Install[]>();

export function installsOf(file: FileInfo): Install[] {
  const hit = installCache.get(file);
  if (hit) return hit;
  const out: Install[] = [];
  for (const r of file.regions) {
    if (r.ctx === "comment" || r.ctx === "hidden") continue;
    if (r.ctx === "code" && !/^(shell|dockerfile|python|js|powershell|ruby|other|config)$/.test(r.lang))
      continue;
    const prose = r.ctx === "prose";
    for (const { eco, re } of INSTALLERS) {
      re.lastIndex = 0;
      for (let m = re.exec(r.text); m; m = re.exec(r.text)) {
        if (prose && isNegated(r.text, m.index)) continue;
        // A quoted command in a table of attacks or a teaching sentence is an example, not a step.
        if (prose) {
          const li = lineOf(r, m.index) - 1;
          const col = colOf(r, m.index);
          if (
            isTableExample(file.vlines, li, col) ||
            exampleVerdict(r.text, m.index, file.vlines[li] ?? "", col) === "example"
          )
            continue;
        }
        // print("Install with: pip install ...") tells a person what to run; it runs nothing.
        if (
          r.ctx === "code" &&
          /^(python|js|ruby)$/.test(r.lang) &&
          /\b(?:print|console\.(?:log|error|warn)|log(?:ger|ging)?\.\w+|warn(?:ings\.warn)?|raise\s+\w+|sys\.exit|puts)\s*\(?[^\n]*$/.test(
            r.text.slice(r.text.lastIndexOf("\n", m.index) + 1, m.index),
          )
        )
          continue;
        const lineHead = r.text.slice(r.text.lastIndexOf("\n", m.index) + 1, m.index);
        // `allowed-tools: Bash(npx tsx *)` scopes a permission; it installs and runs nothing.
        if (/\bBash\(\s*$/.test(lineHead)) continue;
        // `which uv uvx python3` looks tools up; it installs and runs nothing.
        if (/\b(?:which|command\s+-v|type|hash|where(?:\.exe)?)\s+(?:[\w.-]+\s+)*$/.test(lineHead)) continue;
        const rest = r.text.slice(m.index + m[0].length, m.index + m[0].length + 400);
        // In program source, a runner without --yes usually calls a locally installed tool.
        if (
          eco === "runner" &&
          r.ctx === "code" &&
          /^(python|js)$/.test(r.lang) &&
          !/^\s*["',]*\s*["']?(-y|--yes)\b/.test(rest)
        )
          continue;
        out.push({
          ...parseInstall(eco, rest.replace(/^\s+(-y|--yes)\b/, ""), prose),
          region: r,
          index: m.index,
        });
      }
    }
  }
  installCache.set(file, out);
  return out;
}

const SC1_INSTALL: FileRule = {
  kind: "file",
  id: "SC1.unpinned-install",
  pattern: "SC1",
  confidence: 0.75,
  message: "Installs a package without a pinned version",
  check: (file) =>
    installsOf(file).flatMap((ins) => {
      const loose = ins.packages.filter((p) => !p.pinned);
      if (loose.length === 0) return [];
      return [
        {
          line: lineOf(ins.region, ins.index),
          col: colOf(ins.region, ins.index),
          confidence: ins.eco === "runner" ? 0.6 : ins.region.ctx === "prose" ? 0.7 : 0.75,
          message: `${ins.eco === "runner" ? "Runs" : "Installs"} ${loose.map((p) => p.spec).join(", ")} without an exact version; a new release (or a hijacked one) is picked up silently`,
        },
      ];
    }),
};

/**
 * Installing the tool a skill is about from that tool's own repository (`geniml` from
 * github.com/databio/geniml in the geniml skill) is its documented source, not an unknown one.
 */
function ownRepo(src: string, skill: SkillInfo): boolean {
  const repo = /github\.com[/:]([\w.-]+)\/([\w.-]+?)(?:\.git)?(?:[@#/].*)?$/i.exec(src);
  if (!repo) return false;
  const about = `${skill.pkg.name} ${String(skill.pkg.frontmatter.description ?? "")}`.toLowerCase();
  const name = (repo[2] ?? "").toLowerCase().replace(/[-_]?py$|^py[-_]?/, "");
  return name.length >= 4 && new RegExp(`\\b${name.replace(/[.-]/g, "[-_. ]?")}\\b`).test(about);
}

/** The prose of a markdown file, lower-cased (its fenced blocks and inline code left out). */
function proseOf(file: FileInfo): string {
  file.cache ??= new Map();
  let t = file.cache.get(proseOf) as string | undefined;
  if (t === undefined) {
    t = file.markdown
      ? file.regions
          .filter((r) => r.ctx === "prose")
          .map((r) => r.text.replace(/`[^`\n]*`/g, " "))
          .join("\n")
          .toLowerCase()
      : "";
    file.cache.set(proseOf, t);
  }
  return t;
}

/**
 * A reference document that describes a tool by name and shows how to build or install it from that
 * tool's own repository: documentation of the tool's source for the reader, not a hidden install.
 */
function documentedTool(src: string, file: FileInfo): boolean {
  if (!file.markdown) return false;
  const repo =
    /(?:github\.com|gitlab\.com|codeberg\.org)[/:]([\w.-]+)\/([\w.-]+?)(?:\.git)?(?:[@#/].*)?$/i.exec(src);
  const name = (repo?.[2] ?? "").toLowerCase();
  if (name.length < 3) return false;
  return new RegExp(`(?<![\\w/.-])${name.replace(/[.-]/g, "[-_. ]?")}(?![\\w/-])`).test(proseOf(file));
}

/** A source outside the registries, with what a package name bound to a URL constant stands for. */
function sourcesOf(ins: Install): string[] {
  const out = [...ins.sources];
  if (ins.region.ctx !== "code" || !/^(?:python|js)$/.test(ins.region.lang)) return out;
  for (const p of ins.packages) {
    if (!/^[A-Z_][A-Z0-9_]*$/.test(p.name)) continue;
    const url = new RegExp(
      `^\\s*(?:(?:export\\s+)?const\\s+)?${p.name}\\s*(?::[^=\\n]+)?=\\s*["'\`](https?:\\/\\/[^"'\`\\s]+)`,
      "m",
    ).exec(ins.region.text)?.[1];
    if (url) out.push(url);
  }
  return out;
}

/**
 * An install that runs what it fetches from outside the registries: a runner (npx, uvx) started on a
 * repository or URL, or a Python or JavaScript program of the skill installing from a URL while it
 * runs (a source archive runs its build code on install; a wheel is imported next). The source is
 * also SC5's; a page or a set-up script naming where a package comes from is SC5's alone.
 */
function runsFetched(ins: Install, file: FileInfo, skill: SkillInfo): string | null {
  const src = sourcesOf(ins).find(
    (s) => !ownRepo(s, skill) && !documentedTool(s, file) && !versionedRelease(s),
  );
  if (!src) return null;
  if (ins.eco === "runner" && ins.region.ctx !== "hidden") return src;
  // A program of the skill installing while it runs; a set-up script's URL install stays SC5's.
  if (
    !file.markdown &&
    ins.region.ctx === "code" &&
    /^(?:python|js)$/.test(ins.region.lang) &&
    /^(?:https?:|git\+)/i.test(src)
  )
    return src;
  return null;
}

const SC2_INSTALL_RUN: FileRule = {
  kind: "file",
  id: "SC2.install-runs-fetched",
  pattern: "SC2",
  confidence: 0.8,
  message: "Installs and runs code fetched from outside the registries",
  check: (file, skill) =>
    installsOf(file).flatMap((ins) => {
      const src = runsFetched(ins, file, skill);
      return src
        ? [
            {
              line: lineOf(ins.region, ins.index),
              col: colOf(ins.region, ins.index),
              message:
                ins.eco === "runner"
                  ? `Runs a package straight from ${src}: whatever is there now executes`
                  : `Installs from ${src} while the skill runs: its code executes unpinned and unverified`,
            },
          ]
        : [];
    }),
};

const SC5_INSTALL: FileRule = {
  kind: "file",
  id: "SC5.install-source",
  pattern: "SC5",
  confidence: 0.8,
  message: "Installs from an unverifiable source",
  check: (file, skill) =>
    installsOf(file).flatMap((ins) =>
      ins.sources.length === 0 ||
      ins.sources.every((src) => ownRepo(src, skill) || documentedTool(src, file) || placeholderRepo(src))
        ? []
        : [
            {
              line: lineOf(ins.region, ins.index),
              col: colOf(ins.region, ins.index),
              message: `Installs from ${ins.sources.join(", ")} instead of a pinned release on the official registry`,
            },
          ],
    ),
};

/**
 * "uv add git+https://github.com/user/repo.git": the form of a command, with nothing real to fetch.
 * Both halves must be placeholders; "github.com/user/tools" names someone's repository.
 */
function placeholderRepo(src: string): boolean {
  const m = /github\.com[/:]([\w.<>-]+)\/([\w.<>-]+?)(?:\.git)?(?:[@#/]|$)/i.exec(src);
  return (
    !!m &&
    /^(?:user(?:name)?|owner|org(?:anization)?|your-?(?:user(?:name)?|org|name|account|handle)|you|me|example|<[^>]*>)$/i.test(
      m[1] ?? "",
    ) &&
    /^(?:repo(?:sitory)?|project|package|your-?(?:repo|project|package)|my-?(?:repo|project|package)|<[^>]*>)$/i.test(
      m[2] ?? "",
    )
  );
}

const PRIVATE_SOURCE =
  /\b(?:internal|private|corporate|company|in-house|self-hosted|team'?s?)\s+(?:(?:npm|pypi|python|package|artifact)\s+)?(?:registry|registries|index|feed|mirror|artifactory|package\s+repository)\b/g;

/**
 * Dependency confusion: the skill says a package comes from a private registry, yet installs it by
 * bare name with nothing pointing the installer there, so whoever publishes that name on the public
 * registry is what runs.
 */
const SC5_CONFUSION: FileRule = {
  kind: "file",
  id: "SC5.dependency-confusion",
  pattern: "SC5",
  confidence: 0.7,
  message: "Installs a package the skill calls private from the public registry",
  check: (file, skill) => {
    // A registry set in a config file of the skill points every install there.
    if (
      skill.paths.some((p) =>
        /(?:^|\/)(?:\.npmrc|\.yarnrc(?:\.yml)?|pip\.conf|pip\.ini|\.pypirc|bunfig\.toml)$/.test(p),
      )
    )
      return [];
    const windows = [...matchAll(skill.docText, PRIVATE_SOURCE)].map((m) =>
      skill.docText.slice(Math.max(0, (m.index ?? 0) - 300), (m.index ?? 0) + 150),
    );
    if (!windows.length) return [];
    return installsOf(file).flatMap((ins) => {
      if (ins.region.ctx !== "code" || ins.sources.length) return [];
      const named = ins.packages.filter((p) => {
        const n = p.name.toLowerCase();
        // Package-like names only: a plain word ("failed", "tools") is prose the parser picked up.
        if (n.length < 4 || !/[-_.\d]/.test(n)) return false;
        const re = new RegExp(`(?<![\\w.-])${n.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}(?![\\w-])`);
        return windows.some((w) => re.test(w));
      });
      return named.length
        ? [
            {
              line: lineOf(ins.region, ins.index),
              col: colOf(ins.region, ins.index),
              message: `Installs ${named.map((p) => p.name).join(", ")} by bare name from the public registry, though the skill says it comes from a private one: a public package of that name is what runs (dependency confusion)`,
            },
          ]
        : [];
    });
  },
};

const norm = (s: string) => s.toLowerCase().replace(/[-_.]+/g, "-");

/** Words package names are built from; a name with a one-typo variant of one of them imitates a real package. */
const NAME_WORDS = new Set(
  (
    "markdown plugin python request requests parser config loader utils client server react webpack eslint babel " +
    "typescript types google amazon azure github openai anthropic crypto cryptography django flask numpy pandas jquery " +
    "lodash express colors dateutil beautifulsoup selenium docker kubernetes tensorflow pytorch torch scikit matplotlib " +
    "pillow serializer validator formatter logger logging sqlalchemy postgres mysql redis mongo mongodb graphql apollo " +
    "angular svelte tailwind prettier playwright puppeteer chrome browser fetch axios yaml toml json html compiler " +
    "runtime bundler router middleware session cookie token oauth bcrypt stream buffer socket websocket proxy cache " +
    "queue worker cluster process async promise event emitter schema model helper helpers tools toolkit framework " +
    "generator template templates typedoc sphinx docs document documentation report reporter coverage linter format " +
    "theme themes image images upload download storage secrets dotenv environment settings utility utilities common " +
    "core sdk api cli http https boto botocore urllib certifi charset normalizer packaging setuptools wheel pytest"
  ).split(" "),
);

function tokenTyposquat(name: string): string | null {
  for (const tok of norm(name)
    .replace(/^@[\w-]+\//, "")
    .split("-")) {
    if (tok.length < 6 || NAME_WORDS.has(tok)) continue;
    for (const w of NAME_WORDS) {
      if (w.length < 6 || bagDistance(tok, w) > 1) continue;
      const d = editDistance(tok, w);
      // Transposed or dropped/added letters; a one-letter substitution is too often a different real word.
      const transposed = tok.length === w.length && [...tok].sort().join("") === [...w].sort().join("");
      if (d === 1 && (transposed || (tok.length !== w.length && tok.length >= 7))) return w;
    }
  }
  return null;
}

/** How `name` imitates a popular package ("one typo away from the popular package \"requests\""), or null. */
function typosquatOf(eco: Registry, name: string): string | null {
  const squat = popularSquat(eco, name);
  if (squat) return `${squat.how} the popular package "${squat.of}"`;
  if (knownPackage(eco, name)) return null;
  const word = tokenTyposquat(name);
  return word ? `one typo away from a name spelled with "${word}"` : null;
}

const SC4_TYPOSQUAT: FileRule = {
  kind: "file",
  id: "SC4.typosquat",
  pattern: "SC4",
  confidence: 0.65,
  message: "Installs a package whose name imitates a popular one",
  check: (file) =>
    installsOf(file).flatMap((ins) => {
      const eco = ins.eco === "pypi" ? "pypi" : ins.eco === "npm" || ins.eco === "runner" ? "npm" : null;
      if (!eco) return [];
      return ins.packages.flatMap((p) => {
        const like = typosquatOf(eco, p.name);
        return like
          ? [
              {
                line: lineOf(ins.region, ins.index),
                col: colOf(ins.region, ins.index),
                message: `Installs "${p.name}", ${like}`,
              },
            ]
          : [];
      });
    }),
};

/** The list-valued keys of Python manifests that name what gets installed. */
const PY_DEP_KEY =
  /^[ \t]*["']?(?:install_requires|setup_requires|tests_require|extras_require|dependencies|requires|dev-dependencies)["']?\s*[=:]\s*[[{(]/gm;
/** Sections of a TOML manifest whose keys are package names (Poetry, Pipfile). */
const PY_DEP_TABLE =
  /^\[(?:tool\.poetry\.(?:dev-)?dependencies|tool\.poetry\.group\.[\w-]+\.dependencies|packages|dev-packages)\]$/;

/** Each requirement a Python manifest names (setup.py, setup.cfg, pyproject.toml, Pipfile), with its line. */
function pythonManifestNames(file: FileInfo): Array<{ name: string; line: number }> {
  const out: Array<{ name: string; line: number }> = [];
  const starts = lineStarts(file.text);
  const lineAt = (i: number) => lineIndexAt(starts, i) + 1;
  PY_DEP_KEY.lastIndex = 0;
  for (let m = PY_DEP_KEY.exec(file.text); m; m = PY_DEP_KEY.exec(file.text)) {
    const at = m.index + m[0].length - 1;
    const body = callText(file.text, at, 100_000);
    // A string followed by ":" is a key (an extra's name in extras_require), not a requirement.
    for (const s of matchAll(body, /(["'])([A-Za-z0-9][A-Za-z0-9._-]*)[^"'\n]*\1(?!\s*:)/g))
      out.push({ name: s[2] as string, line: lineAt(at + s.index) });
  }
  let table = false;
  file.lines.forEach((l, i) => {
    if (/^\[/.test(l.trim())) table = PY_DEP_TABLE.test(l.trim());
    else if (table) {
      const k = /^["']?([A-Za-z0-9][A-Za-z0-9._-]*)["']?\s*=/.exec(l.trim());
      if (k && k[1] !== "python") out.push({ name: k[1] as string, line: i + 1 });
    }
  });
  // setup.cfg: `install_requires =` and its indented lines.
  if (/(^|\/)setup\.cfg$/.test(file.path)) {
    let open = false;
    file.lines.forEach((l, i) => {
      if (/^(install_requires|setup_requires|tests_require)\s*=/.test(l)) open = true;
      else if (open && !/^[ \t]/.test(l)) open = false;
      const n = open ? /^[ \t]+([A-Za-z0-9][A-Za-z0-9._-]*)/.exec(l) : null;
      if (n) out.push({ name: n[1] as string, line: i + 1 });
    });
  }
  return out;
}

const SC4_PY_MANIFEST: FileRule = {
  kind: "file",
  id: "SC4.python-manifest",
  pattern: "SC4",
  confidence: 0.65,
  message: "Declares a dependency whose name imitates a popular package",
  check: (file) => {
    if (!/(^|\/)(setup\.py|setup\.cfg|pyproject\.toml|Pipfile)$/.test(file.path)) return [];
    return pythonManifestNames(file).flatMap(({ name, line }) => {
      const like = typosquatOf("pypi", name);
      return like ? [{ line, rule: "typosquat", message: `Dependency "${name}" is ${like}` }] : [];
    });
  },
};

const OFFICIAL_SKILLS = [
  "skill-creator",
  "mcp-builder",
  "canvas-design",
  "webapp-testing",
  "frontend-design",
  "brand-guidelines",
  "algorithmic-art",
  "slack-gif-creator",
  "theme-factory",
  "internal-comms",
  "doc-coauthoring",
  "web-artifacts-builder",
  "artifacts-builder",
  "template-skill",
];

const SC4_NAME: FileRule = {
  kind: "file",
  id: "SC4.name-mismatch",
  pattern: "SC4",
  confidence: 0.6,
  message: "Skill name does not match its folder or imitates another skill",
  check: (file, skill) => {
    if (file.path !== "SKILL.md") return [];
    const out: Hit[] = [];
    const name = String(skill.pkg.frontmatter.name ?? skill.pkg.name ?? "");
    const idx = file.lines.findIndex((l) => /^\s*name\s*:/.test(l));
    const line = idx >= 0 ? idx + 1 : 1;
    if (name && skill.folder && name !== skill.folder && !/^[0-9a-f]{8,}$|^tmp|^skill$/i.test(skill.folder)) {
      out.push({ line, message: `Front matter name "${name}" does not match the folder "${skill.folder}"` });
    }
    for (const o of OFFICIAL_SKILLS) {
      // Two edits at most: most names are ruled out by a linear lower bound.
      if (Math.abs(name.length - o.length) > 2 || bagDistance(name, o) > 2) continue;
      const d = editDistance(name, o);
      if (d > 0 && d <= (o.length >= 10 ? 2 : 1)) {
        out.push({
          line,
          confidence: 0.55,
          message: `Skill name "${name}" is one typo away from the well-known skill "${o}"`,
        });
      }
    }
    if (
      /\b(official|verified|certified)\b/i.test(name.replace(/-/g, " ")) &&
      /(anthropic|claude|openai|github|google|microsoft|aws)/i.test(name)
    ) {
      out.push({ line, confidence: 0.6, message: `Skill name "${name}" claims an official vendor origin` });
    }
    return out;
  },
};

const SC4_IMPERSONATION = rule({
  id: "SC4.impersonation",
  pattern: "SC4",
  confidence: 0.5,
  contexts: ["prose"],
  message: "Claims to be an official skill of a vendor",
  regex:
    /\b(?:the\s+)?(?:official|officially\s+(?:endorsed|maintained|supported)|verified|certified)\s+(?:\w+\s+)?(?:skill|plugin|package|extension|integration|release|version)\s+(?:of|from|by|for)\s+(?:anthropic|openai|github|google|microsoft|aws|amazon|stripe|slack|atlassian|notion)\b/gi,
});

/** Domains whose look-alikes ("terraform-io.dev", "pypi-org.net") stand in for the real service. */
/** Public suffixes a look-alike puts before a hyphen: ".org-", and ".uk-" after "gov" or "co". */
export const GENERIC_SUFFIXES = ["com", "org", "net", "gov", "edu"];
export const COUNTRY_SUFFIXES = ["uk", "au", "nz", "jp", "br", "in", "za"];

export const WELL_KNOWN_DOMAINS = new Set(
  "pypi.org pythonhosted.org python.org npmjs.org npmjs.com yarnpkg.com nodejs.org github.com githubusercontent.com gitlab.com bitbucket.org terraform.io hashicorp.com docker.io docker.com kubernetes.io k8s.io golang.org crates.io rubygems.org google.com googleapis.com amazonaws.com amazon.com microsoft.com azure.com openai.com anthropic.com claude.ai stripe.com slack.com cloudflare.com vercel.com heroku.com shopify.com atlassian.net atlassian.com apple.com icloud.com paypal.com huggingface.co".split(
    " ",
  ),
);

const SC4_LOOKALIKE_HOST = rule({
  id: "SC4.lookalike-host",
  pattern: "SC4",
  confidence: 0.65,
  contexts: CODE_AND_PROSE,
  message: "A host name built to look like a well-known service's",
  regex: /\b(?:[a-z0-9-]+\.)*[a-z0-9]+-[a-z0-9-]+\.[a-z]{2,}\b/gi,
  check: (c) => {
    const host = c.m[0].toLowerCase();
    // "wcoomd.org-nomenclature.info", "tax.service.gov.uk-refunds.help": a full domain, its public
    // suffix included, as the prefix of another.
    const labels = host.split(".");
    if (
      labels.length >= 3 &&
      labels.slice(1, -1).some((l, k) => {
        const head = /^([a-z]{2,3})-[a-z0-9]/.exec(l)?.[1] ?? "";
        return (
          GENERIC_SUFFIXES.includes(head) ||
          (COUNTRY_SUFFIXES.includes(head) && GENERIC_SUFFIXES.concat("co", "ac").includes(labels[k] ?? ""))
        );
      })
    )
      return true;
    // "registry.terraform-io.dev": a dot turned into a hyphen, on someone else's domain.
    return labels.some((label) => {
      const parts = label.split("-");
      for (let k = 1; k < parts.length; k++) {
        const dotted = `${parts[k - 1]}.${parts.slice(k).join("-")}`;
        if (WELL_KNOWN_DOMAINS.has(dotted) && !host.endsWith(dotted)) return true;
      }
      return false;
    });
  },
});

/** requirements.txt: every requirement pinned with == and from the official index. */
const SC_REQUIREMENTS: FileRule = {
  kind: "file",
  id: "SC1.requirements-file",
  pattern: "SC1",
  confidence: 0.7,
  message: "Requirement without an exact version",
  check: (file, skill) => {
    if (!/(^|\/)requirements[\w.-]*\.(txt|in)$/i.test(file.path)) return [];
    // pip-compile's input names ranges on purpose; the .txt compiled beside it is what gets installed.
    const compiled = /\.in$/i.test(file.path) && skill.paths.includes(file.path.replace(/\.in$/i, ".txt"));
    const out: Hit[] = [];
    file.lines.forEach((raw, i) => {
      const l = raw.replace(/\s+#.*$/, "").trim();
      if (!l || l.startsWith("#")) return;
      const ins = parseInstall(
        "pypi",
        l.replace(/^(-\w+|--[\w-]+)\s+/, (f) => (/^-r|^--requirement|^-c/.test(f) ? "" : `${f} `)),
        false,
      );
      if (/^(-r|--requirement|-c|--constraint)\b/.test(l)) return;
      if (ins.sources.length) {
        out.push({
          line: i + 1,
          pattern: "SC5",
          rule: "requirements-source",
          confidence: 0.8,
          message: `Requirement from ${ins.sources.join(", ")}, not a pinned release on PyPI`,
        });
        return;
      }
      for (const p of ins.packages) {
        if (!p.pinned && !compiled)
          out.push({ line: i + 1, message: `Requirement "${l}" is not pinned to an exact version (==)` });
        const like = typosquatOf("pypi", p.name);
        if (like)
          out.push({
            line: i + 1,
            pattern: "SC4",
            rule: "typosquat",
            confidence: 0.65,
            message: `Requirement "${p.name}" is ${like}`,
          });
      }
    });
    return out;
  },
};

/**
 * go.mod `replace` pointing a module at another owner's copy (`replace github.com/xuri/excelize/v2 =>
 * github.com/someone/excelize/v2 v2.8.2-0.2024...`): a fork builds instead of the module's releases.
 * A local directory (`=> ../excelize`) is the developer's own checkout.
 */
const SC5_GO_REPLACE: FileRule = {
  kind: "file",
  id: "SC5.module-replace",
  pattern: "SC5",
  confidence: 0.75,
  message: "Replaces a dependency with another owner's copy",
  check: (file) => {
    if (!/(?:^|\/)go\.mod$/.test(file.path)) return [];
    const out: Hit[] = [];
    let block = false;
    file.lines.forEach((raw, i) => {
      const l = raw.replace(/\/\/.*$/, "").trim();
      if (/^replace\s*\($/.test(l)) block = true;
      else if (block && l === ")") block = false;
      const m = /^(?:replace\s+)?(\S+)(?:\s+v\S+)?\s+=>\s+(\S+)(?:\s+(v\S+))?$/.exec(l);
      if (!m || (!block && !l.startsWith("replace"))) return;
      const [, from = "", to = ""] = m;
      if (/^[./]/.test(to)) return;
      const owner = (p: string) => p.split("/").slice(0, 2).join("/").toLowerCase();
      if (owner(from) === owner(to)) return;
      out.push({
        line: i + 1,
        message: `Builds ${from} from ${to}${m[3] ? ` ${m[3]}` : ""}, another owner's copy, instead of its own releases`,
      });
    });
    return out;
  },
};

/** package.json dependencies: wildcard/latest versions and git/url sources. */
const SC_PACKAGE_JSON: FileRule = {
  kind: "file",
  id: "SC1.package-json",
  pattern: "SC1",
  confidence: 0.7,
  message: "Dependency without a version",
  check: (file, skill) => {
    if (!/(^|\/)package\.json$/.test(file.path)) return [];
    // A lock file beside the manifest pins what a range resolves to; without one, ^1.2.3 takes new releases.
    const dir = file.path.slice(0, file.path.lastIndexOf("/") + 1);
    const locked = [
      "package-lock.json",
      "npm-shrinkwrap.json",
      "yarn.lock",
      "pnpm-lock.yaml",
      "bun.lockb",
      "bun.lock",
    ].some((l) => skill.paths.includes(`${dir}${l}`));
    let pkg: Record<string, unknown>;
    try {
      pkg = JSON.parse(file.text) as Record<string, unknown>;
    } catch {
      return [];
    }
    const out: Hit[] = [];
    for (const key of ["dependencies", "devDependencies", "optionalDependencies", "peerDependencies"]) {
      const deps = pkg[key];
      if (!deps || typeof deps !== "object") continue;
      for (const [name, v] of Object.entries(deps as Record<string, unknown>)) {
        const ver = String(v);
        const idx = file.lines.findIndex((l) => l.includes(`"${name}"`));
        const line = idx >= 0 ? idx + 1 : 1;
        if (/^(git\+|git:|github:|gitlab:|bitbucket:|https?:)|^[\w.-]+\/[\w.-]+(#.*)?$/.test(ver)) {
          out.push({
            line,
            pattern: "SC5",
            rule: "package-json-source",
            confidence: 0.8,
            message: `Dependency ${name} comes from ${ver}, not a registry release`,
          });
        } else if (/^(\*|latest|x|)$|^>=?/.test(ver.trim())) {
          out.push({ line, message: `Dependency ${name} is "${ver}", which accepts any future release` });
        } else if (
          !locked &&
          key !== "peerDependencies" &&
          /^[\^~]|\.[xX*](?:$|[.\s])|\s-\s|\|\||^\d+(?:\.\d+)?$/.test(ver.trim())
        ) {
          out.push({
            line,
            message: `Dependency ${name} is the range "${ver}" and no lock file ships beside ${file.path}: a new release is picked up on install`,
          });
        }
        const like = typosquatOf("npm", name);
        if (like)
          out.push({
            line,
            pattern: "SC4",
            rule: "typosquat",
            confidence: 0.65,
            message: `Dependency "${name}" is ${like}`,
          });
      }
    }
    return out;
  },
};

const SC1_IMAGE: FileRule = {
  kind: "file",
  id: "SC1.unpinned-image",
  pattern: "SC1",
  confidence: 0.6,
  message: "Container image without a pinned tag or digest",
  check: (file) => {
    const out: Hit[] = [];
    for (const r of file.regions.filter(
      (x) => x.ctx === "code" && (x.lang === "dockerfile" || x.lang === "config"),
    )) {
      const stages = new Set(
        [...matchAll(r.text, /^[ \t]*FROM\s+\S+\s+AS\s+(\S+)/gim)].map((m) => (m[1] ?? "").toLowerCase()),
      );
      for (const m of matchAll(
        r.text,
        /^[ \t]*FROM\s+(?:--platform=\S+\s+)?(\S+)|^[ \t]*"?image"?[ \t]*:[ \t]*["']?([^\s"'#,]+)/gim,
      )) {
        const img = (m[1] ?? m[2] ?? "").toLowerCase();
        if (!img || img === "scratch" || stages.has(img) || img.includes("$")) continue;
        if (img.includes("@sha256:")) continue;
        const tag = /:([^/]+)$/.exec(img)?.[1];
        if (!tag || tag === "latest") {
          out.push({ line: lineOf(r, m.index ?? 0), message: `Image ${img} has no pinned tag or digest` });
        }
      }
      // Helm values: `image:` then `tag: latest` on a line of its own.
      for (const m of matchAll(r.text, /^[ \t]*tag[ \t]*:[ \t]*["']?latest["']?[ \t]*$/gim))
        out.push({
          line: lineOf(r, m.index ?? 0),
          message: "Image tag is latest: what runs changes under the same chart",
        });
      // GitHub Actions: `uses: owner/action@main` follows a moving branch (a tag or a commit is a pin).
      for (const m of matchAll(r.text, /^[ \t]*-?[ \t]*uses\s*:\s*["']?([\w.-]+\/[\w./-]+)@([\w./-]+)/gm)) {
        const ref = m[2] ?? "";
        if (/^(main|master|HEAD|dev|develop|trunk|latest|nightly|edge)$/i.test(ref))
          out.push({
            line: lineOf(r, m.index ?? 0),
            message: `Action ${m[1]}@${ref} follows a moving branch; pin a release tag or a commit SHA`,
          });
      }
    }
    return out;
  },
};

const CHECKSUM =
  /\b(sha256sum|sha512sum|shasum|gpg\s+--verify|gpgv|cosign\s+verify|minisign|Get-FileHash|--checksum|--hash=|sha256\s*[:=]|hashlib\.sha256|slsa-verifier|checksums?\b)/i;

/** A checksum or signature check whose failure stops the script (`sha256sum -c x || true` does not). */
function verifies(text: string): boolean {
  return text
    .split("\n")
    .some(
      (l) =>
        CHECKSUM.test(l) &&
        !/\|\|\s*(?:true|:|echo\b|exit\s+0)|;\s*(?:true|:)\s*$|-ErrorAction\s+SilentlyContinue/i.test(l),
    );
}

/** Fonts, images, documents and data: moved into place, never run. */
const DATA_FILE = /\.(?:ttf|otf|woff2?|png|jpe?g|gif|svg|ico|pdf|txt|md|csv|tsv|json|ya?ml|xml|html?|css)$/i;

const GENERIC_LABEL =
  /^(?:www|dl|download|downloads|get|releases?|static|cdn|files?|api|raw|objects|storage|s3|assets|github|githubusercontent|gitlab|com|org|net|io|dev)$/;

/**
 * A reference page telling the reader to install the tool the skill is about from that tool's own
 * place: its GitHub repository (yt-dlp/yt-dlp in a yt-dlp skill) or its vendor's download host
 * (awscli.amazonaws.com in an AWS CLI skill). Named by the skill's name, so a skill cannot vouch for
 * an arbitrary host; never in SKILL.md, whose steps the agent runs, where a skill named for its own
 * binary would otherwise install it unchecked.
 */
function subjectSource(url: string, file: FileInfo, skill: SkillInfo): boolean {
  if (!referenceDoc(file)) return false;
  if (ownRepo(url, skill)) return true;
  const host = hostOf(url);
  if (!host) return false;
  const name = skill.pkg.name.toLowerCase().replace(/[^a-z0-9]/g, "");
  return host
    .toLowerCase()
    .split(".")
    .slice(0, -1)
    .some(
      (l) => !GENERIC_LABEL.test(l) && l.replace(/-/g, "").length >= 4 && name.includes(l.replace(/-/g, "")),
    );
}

const SC5_BINARY: FileRule = {
  kind: "file",
  id: "SC5.binary-download",
  pattern: "SC5",
  confidence: 0.75,
  message: "Downloads and installs a binary without verifying it",
  check: (file, skill) => {
    const out: Hit[] = [];
    for (const r of codeRegions(file, ["shell", "powershell", "python"])) {
      if (verifies(r.text)) continue;
      const re =
        /\b(?:curl|wget|Invoke-WebRequest|iwr|urlretrieve|urllib\.request\.urlretrieve)\b[^\n]*?(https?:\/\/[^\s"')]+\.(?:deb|rpm|pkg|msi|exe|AppImage|tar\.gz|tgz|tar\.xz|zip|whl|jar|dmg|bin|gem|vsix|apk)\b|(?:-o|-O|--output|-OutFile)\s+["']?(?:\/usr\/local\/bin|\/usr\/bin|\/opt|~\/\.local\/bin|\$HOME\/\.local\/bin|\/bin)\/)[^\n]*/g;
      for (const m of matchAll(r.text, re)) {
        // A documented download of a project's tagged release, shown to the reader or built into an image.
        if ((file.markdown || r.lang === "dockerfile") && m[1] && versionedRelease(m[1])) continue;
        const full = /https?:\/\/[^\s"')]+/.exec(m[0])?.[0];
        if (full && (documentedRepoSetup(full, file) || subjectSource(full, file, skill))) continue;
        out.push({
          line: lineOf(r, m.index ?? 0),
          col: colOf(r, m.index ?? 0),
          message:
            "Downloads a binary or package from a URL and installs it with no checksum or signature check",
        });
      }
      // Downloaded to a file that is then installed or made executable.
      for (const m of matchAll(
        r.text,
        /\b(?:curl|wget)\b[^\n]*?(?:-\w*o|-O|--output(?:-document)?)\s*["']?([^\s"';&|]+)[^\n]*/g,
      )) {
        const target = (m[1] ?? "").split("/").pop() ?? "";
        if (!target || /\.(sh|py|ps1|pl|rb|js)$/.test(target) || DATA_FILE.test(target)) continue;
        const from = /https?:\/\/[^\s"')]+/.exec(m[0])?.[0];
        if (from && subjectSource(from, file, skill)) continue;
        if (
          /\.(deb|rpm|pkg|msi|exe|AppImage|tar\.gz|tgz|tar\.xz|zip|whl|jar|dmg|bin|gem|vsix|apk)\b/.test(m[0])
        )
          continue;
        const esc = target.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        const rest = r.text.slice((m.index ?? 0) + m[0].length);
        if (
          new RegExp(
            `\\b(?:install|mv|cp)\\b[^\\n]*${esc}[^\\n]*(?:\\/usr\\/|\\/opt\\/|\\/bin\\b|\\.local\\/bin)|\\bchmod\\s+[^\\n]*\\+?x[^\\n]*${esc}|\\binstall\\s+-m\\s*\\d+[^\\n]*${esc}`,
          ).test(rest)
        ) {
          out.push({
            line: lineOf(r, m.index ?? 0),
            col: colOf(r, m.index ?? 0),
            message: "Downloads an executable and installs it with no checksum or signature check",
          });
        }
      }
      // Code or binaries over plain HTTP or from a raw IP: anyone on the path can swap them.
      for (const m of matchAll(
        r.text,
        /(?:\b(?:curl|wget|iwr|Invoke-WebRequest|Invoke-RestMethod|irm|urlretrieve|urlopen|aria2c)\b|^[ \t]*ADD\b)[^\n]*?\b(http:\/\/(?!localhost|127\.|0\.0\.0\.0)[^\s"')]+|https?:\/\/\d{1,3}(?:\.\d{1,3}){3}[^\s"')]*)[^\n]*/gim,
      )) {
        const url = m[1] ?? "";
        // Sending a file (-F, -T, --data) is an upload, not code or a binary coming in.
        if (
          /\s(?:-F|--form|-T|--upload-file|-d|--data(?:-binary|-raw)?)\s/.test(m[0]) &&
          !/\s(?:-o|-O|--output)\b|\|\s*(?:sudo\s+(?:-\w+\s+)*)?(?:ba|z)?sh\b/.test(m[0])
        )
          continue;
        if (
          !/\|\s*(?:sudo\s+(?:-\w+\s+)*)?(?:ba|z)?sh\b|\|\s*(?:python|perl|ruby|node|tar)\b|^[ \t]*ADD\b|\s-o\s|\s-O\b|--output|-OutFile|\.(?:sh|py|ps1|exe|msi|deb|rpm|tar|tgz|gz|xz|zip|whl|jar|bin|AppImage|dmg|pkg|so|dll)\b/i.test(
            m[0],
          )
        )
          continue;
        out.push({
          line: lineOf(r, m.index ?? 0),
          confidence: 0.8,
          message: `Fetches code or a binary from ${url.split("/").slice(0, 3).join("/")} (plain HTTP or a raw IP address), with nothing that verifies it`,
        });
      }
      for (const m of matchAll(
        r.text,
        /\b(?:dpkg\s+-i|rpm\s+-[iU]\w*|apt(?:-get)?\s+install\s+(?:-\w+\s+)*\.\/\S+\.deb|installer\s+-pkg|msiexec\s+\/i)\b[^\n]*/g,
      )) {
        // A package just taken from a project's tagged release (the GitHub CLI, or the release's
        // download URL) or from the vendor of the tool the skill is about, shown to the reader.
        const before = r.text.slice(Math.max(0, (m.index ?? 0) - 300), m.index ?? 0);
        if (
          file.markdown &&
          (/\bgh\s+release\s+download\b/.test(before) ||
            [...matchAll(before, /\b(?:curl|wget)\b[^\n]*?(https:\/\/[^\s"')]+)/g)].some(
              (d) => versionedRelease(d[1] ?? "") || subjectSource(d[1] ?? "", file, skill),
            ))
        )
          continue;
        out.push({
          line: lineOf(r, m.index ?? 0),
          confidence: 0.7,
          message: "Installs a package file that was not verified against a checksum or signature",
        });
      }
      for (const m of matchAll(
        r.text,
        /\badd-apt-repository\s+(?:-\w+\s+)*["']?(?:ppa:|deb\s+http)[^\n]*|\becho\s+["']?deb\s+\[?[^\n]*>\s*\/etc\/apt\/sources\.list[^\n]*|\bapt-key\s+add\b[^\n]*/g,
      )) {
        // The apt repository of the project the document is about (apt.llvm.org in a page on LLVM).
        const host = hostOf(/https?:\/\/[^\s"'\]]+/.exec(m[0])?.[0] ?? "");
        const brand = host?.split(".").slice(-2, -1)[0] ?? "";
        if (file.markdown && brand.length >= 4 && new RegExp(`\\b${brand}\\b`).test(proseOf(file))) continue;
        out.push({
          line: lineOf(r, m.index ?? 0),
          confidence: 0.65,
          message: "Adds a third-party package repository",
        });
      }
    }
    return out;
  },
};

const SC5_GIT_BUILD: FileRule = {
  kind: "file",
  id: "SC5.git-clone-install",
  pattern: "SC5",
  confidence: 0.6,
  message: "Builds and installs from a git branch instead of a tagged release",
  check: (file) => {
    const out: Hit[] = [];
    for (const r of codeRegions(file, ["shell", "python", "js"])) {
      for (const m of matchAll(r.text, /\bgit\s+clone\b(?![^\n]*(?:--branch|-b)\s+v?\d)[^\n]*/g)) {
        const after = r.text.slice(m.index ?? 0, (m.index ?? 0) + 600);
        const url = /(?:https?:\/\/|git@)\S+/.exec(m[0])?.[0];
        if (url && documentedTool(url, file)) continue;
        if (/\bgit\s+checkout\s+(?:v?\d|[0-9a-f]{7,40}\b)/.test(after)) continue;
        if (
          /\b(make\s+install|pip[\d.]*\s+install\s+(?:-e\s+)?\.|npm\s+(?:install\s+-g|link)|python[\d.]*\s+setup\.py\s+install|\.\/install\.sh|cargo\s+install\s+--path|go\s+install)\b/.test(
            after,
          )
        ) {
          out.push({
            line: lineOf(r, m.index ?? 0),
            message:
              "Clones a repository's default branch and installs it; the code can change under the same command",
          });
        }
      }
    }
    return out;
  },
};

// "The bundled setup script does it: `./setup-ci.sh`" in a skill that ships no such script: what runs
// is whatever file of that name is found then, which nobody reviewing the skill could read.
const BUNDLED_CLAIM =
  /\b(?:bundled|companion|accompanying|included|shipped|packaged)\s+(?:[\w-]+\s+){0,2}scripts?\b|\bscripts?\s+(?:`[^`\n]+`\s+)?(?:is|are)\s+(?:bundled|included|shipped|packaged)\b/i;
const RUNS_LOCAL_SCRIPT =
  /(?:^|[;&|(])[ \t]*(?:(?:sudo\s+)?(?:bash|sh|zsh|source|\.|python[\d.]*|node|ruby|perl|tsx)\s+(?:-[\w-]+\s+)*((?:\.\/)?(?:[\w.-]+\/)*[\w.-]+\.(?:sh|bash|py|js|mjs|cjs|ts|rb|pl))|\.\/((?:[\w.-]+\/)*[\w.-]+))(?![\w/])/gm;
const SCRIPT_LANGS = new Set<Lang>(["python", "shell", "js", "powershell", "ruby", "script"]);

const SC5_UNSHIPPED_SCRIPT: FileRule = {
  kind: "file",
  id: "SC5.unshipped-script",
  pattern: "SC5",
  confidence: 0.7,
  message: "Runs a script the skill says it bundles but does not ship",
  check: (file, skill) => {
    if (file.path !== "SKILL.md") return [];
    const claims = file.regions
      .filter((r) => r.ctx === "prose")
      .flatMap((r) => r.text.split(/(?<=[.!?:])\s+|\n\s*\n/))
      .filter((s) => BUNDLED_CLAIM.test(s));
    if (claims.length === 0) return [];
    const shipped = new Set(skill.paths.map((p) => p.slice(p.lastIndexOf("/") + 1)));
    const shipsCode = skill.paths.some((p) => SCRIPT_LANGS.has(langOf(p, "")));
    for (const r of codeRegions(file, ["shell"])) {
      for (const m of matchAll(r.text, RUNS_LOCAL_SCRIPT)) {
        const rel = (m[1] ?? m[2] ?? "").replace(/^\.\//, "");
        const base = rel.slice(rel.lastIndexOf("/") + 1);
        if (!base || shipped.has(base)) continue;
        // A skill with scripts of its own may run the user's; only one it names as its own counts.
        if (shipsCode && !claims.some((s) => s.includes(base))) continue;
        const at = (m.index ?? 0) + m[0].indexOf(rel);
        return [
          {
            line: lineOf(r, at),
            col: colOf(r, at),
            message: `Runs ${rel}, which the skill calls its bundled script but does not ship: what it would run cannot be checked`,
          },
        ];
      }
    }
    return [];
  },
};

const NETWORK_GET =
  /\b(?:https?\.(?:get|request)|require\(\s*\\?["']https?\\?["']\s*\)\.(?:get|request)|fetch|axios|got|request|urlopen|urlretrieve|requests\.get|httpx\.get|curl|wget|Invoke-WebRequest|iwr|Net::HTTP|open-uri)\b/;
const RUNS_CODE =
  /\b(?:eval|new\s+Function|vm\.run\w*|exec|execSync|spawn|child_process|subprocess|os\.system|\|\s*(?:ba)?sh)\b/;

/**
 * package.json lifecycle hooks (preinstall, install, postinstall, prepare) run on every install. A
 * hook that runs a script of the skill which downloads and runs code is external script fetching
 * where the hook is declared.
 */
const SC2_INSTALL_HOOK: FileRule = {
  kind: "file",
  id: "SC2.install-hook",
  pattern: "SC2",
  confidence: 0.8,
  message: "An install hook runs a script that downloads and runs code",
  check: (file, skill) => {
    if (!/(^|\/)package\.json$/.test(file.path) || !skill.textOf) return [];
    const out: Hit[] = [];
    const dir = file.path.includes("/") ? file.path.slice(0, file.path.lastIndexOf("/") + 1) : "";
    file.lines.forEach((l, i) => {
      const m =
        /"(preinstall|install|postinstall|prepare|prepublish|preuninstall)"\s*:\s*"((?:[^"\\]|\\.)*)"/.exec(
          l,
        );
      if (!m) return;
      // The hook's own command: `node -e "require('https').get(url, r => ... eval(d))"`.
      if (NETWORK_GET.test(m[2] ?? "") && RUNS_CODE.test(m[2] ?? "")) {
        out.push({ line: i + 1, message: `The ${m[1]} hook downloads code and runs it on every install` });
        return;
      }
      for (const w of (m[2] ?? "").split(/\s+|&&|;/)) {
        const rel = w.replace(/^\.\//, "");
        if (!/\.(?:c?js|mjs|ts|sh|py)$/.test(rel)) continue;
        const text = skill.textOf?.(`${dir}${rel}`);
        if (text && NETWORK_GET.test(text) && RUNS_CODE.test(text))
          out.push({
            line: i + 1,
            message: `The ${m[1]} hook runs ${rel}, which downloads code and runs it, on every install`,
          });
      }
    });
    return out;
  },
};

/**
 * A download whose only operand is an ellipsis or a placeholder, or that has none: `curl -s ... | sh`,
 * `wget <url> | bash`, "(curl | sh)".
 * A variable is a real address (`curl $URL | sh` runs whatever it names).
 */
const ELIDED_FETCH =
  /^\w+(?:\s+-{1,2}[\w-]+)*(?:\s+(?:\.{2,}|…|<[^>|\n]*>|\[[^\]|\n]*\])\s*(?:\.{2,}|…)?)?\s*\|/;

export const SC2_RULES: Rule[] = [
  SC2_INSTALL_RUN,
  SC2_INSTALL_HOOK,
  rule({
    id: "SC2.remote-shell",
    pattern: "SC2",
    confidence: 0.9,
    contexts: ["code", "prose", "hidden"],
    message: "Opens a shell that a remote party drives (reverse or bind shell)",
    regex:
      /\b(?:nc|ncat|netcat)\b[^\n|;]*\s-[a-z]*[ec]\s*["']?\/?(?:bin\/)?(?:ba|z)?sh\b|\b(?:ba)?sh\s+-i\s*[<>]&?\s*\/dev\/(?:tcp|udp)\/|\/dev\/tcp\/[\w.-]+\/\d+\s*0>&1|\bsocat\b[^\n]*\bexec:[^\n]*\bsh\b|\bos\.dup2\s*\([^\n]*fileno\(\)[^\n]*\b0\b|\bpty\.spawn\s*\(\s*["']\/bin\/(?:ba)?sh|mkfifo\s+\S+\s*;\s*(?:cat|nc)\b/g,
  }),
  rule({
    id: "SC2.exec-outside-file",
    pattern: "SC2",
    confidence: 0.75,
    contexts: ["code"],
    langs: ["python", "js"],
    message: "Executes code read from a file outside the skill (a temp or hidden file anyone can replace)",
    regex:
      /\b(?:exec|eval|compile|runpy\.run_path|new\s+Function|vm\.run\w*)\s*\([^\n]{0,80}?(?:open|readFileSync|read_text)\s*\(\s*[fr]?["'`](?:\/tmp\/|\/var\/tmp\/|\/dev\/shm\/|~\/\.|\$HOME\/\.|\/home\/[\w.-]+\/\.)/g,
  }),
  rule({
    id: "SC2.curl-pipe-shell",
    pattern: "SC2",
    confidence: 0.9,
    contexts: CODE_AND_PROSE,
    message: "Pipes a script downloaded from the network straight into an interpreter",
    // "one-liners such as `curl … | sh`": quoted as what droppers do, in a sentence that teaches.
    examples: true,
    // The vendor's own installer of a widely used tool is not unknown code. A host name alone never
    // is evidence of benignness: placeholder and reserved hosts stand for the attacker's in write-ups.
    check: (c) => {
      // Shell text is read as commands by commands.ts (SC2.fetch-exec): a pipe there is a pipe, not a
      // pattern that names one.
      if (c.region.ctx === "code" && /^(?:shell|dockerfile)$/.test(c.region.lang)) return false;
      // A download names what it fetches: `curl|wget|python` in an alternation is a word list.
      if (
        /^(?:curl|wget|fetch|iwr|irm|invoke-webrequest|invoke-restmethod|https?|httpie|aria2c)\|/i.test(
          c.m[0],
        )
      )
        return false;
      // `curl ... | sh`: with an ellipsis or a placeholder where the address goes, the text names the
      // form of the attack; it fetches nothing.
      if (ELIDED_FETCH.test(c.m[0])) return false;
      if (c.region.ctx !== "code") {
        const i = c.file.vlines.length ? lineOf(c.region, c.index) - 1 : 0;
        const col = colOf(c.region, c.index);
        if (underDoNotHeading(c.file.vlines, i) || isTableExample(c.file.vlines, i, col)) return false;
        // "[pkg](https://pypi.org/…) | Python |": a link's target, then the next table cell.
        if (/^https?\b[^|]*\)\s*\|/i.test(c.m[0]) && c.region.text.slice(c.index - 2, c.index) === "](")
          return false;
      }
      const url = /https?:\/\/[^\s"'`)|]+/i.exec(c.region.text.slice(c.index, c.index + 400))?.[0];
      if (url && documentedRepoSetup(url, c.file)) return false;
      return !officialInstaller(c.m[0], c.region.text.slice(c.index, c.index + 400));
    },
    regex:
      /\b(?:curl|wget|fetch|iwr|irm|invoke-webrequest|invoke-restmethod|https?|httpie|aria2c)\b[^|\n]*\|\s*(?:sudo\s+(?:-\S+\s+)*)?(?:env\s+(?:\S+=\S+\s+)*)?(?:(?:ba|z|da|k|fi)?sh|python[\d.]*|node|perl|ruby|php|iex|invoke-expression|pwsh|powershell|source)\b(?!\s*-c\s)(?!\s+(?:-m\b|-c\b|-e\b|--eval\b|-p\b|-M\b|[\w./~$-]+\.(?:py|js|mjs|cjs|ts|rb|pl|php|sh|bash)\b))|\b(?:(?:ba|z)?sh|source|\.)\s+(?:-s\s+)?<\(\s*(?:curl|wget)\b|\b(?:(?:ba|z)?sh|python[\d.]*|node)\s+-c\s+["']?\$\(\s*(?:curl|wget)\b|\beval\s+["']?\$\(\s*(?:curl|wget)\b|\b(?:iex|invoke-expression)\s*\(?\s*\(?\s*(?:iwr|irm|invoke-webrequest|invoke-restmethod|new-object\s+(?:system\.)?net\.webclient)\b/gi,
  }),
  rule({
    id: "SC2.exec-fetched",
    pattern: "SC2",
    confidence: 0.9,
    contexts: ["code"],
    langs: ["python", "js", "ruby"],
    message: "Executes code fetched from the network",
    regex:
      /\b(?:exec|eval)\s*\(\s*(?:requests\.get|urllib\.request\.urlopen|urlopen|httpx\.get)\s*\(|\b(?:eval|new\s+Function|Function|vm\.runIn\w+Context|vm\.runInThisContext)\s*\(\s*(?:await\s+)?\(?\s*(?:await\s+)?(?:fetch|axios\.get|got|https\.get)\s*\(|\b(?:import|require)\s*\(\s*["'`]https?:\/\/|\bimport\s+[^\n]*from\s+["']https?:\/\/|\beval\s*\(\s*(?:Net::HTTP|URI\.open|open-uri)/g,
  }),
  {
    kind: "file",
    id: "SC2.fetch-then-exec",
    pattern: "SC2",
    confidence: 0.85,
    message: "Downloads code and then runs it",
    check: (file: FileInfo): Hit[] => {
      const out: Hit[] = [];
      for (const r of codeRegions(file, ["shell", "powershell"])) {
        const re =
          /\b(?:curl|wget|Invoke-WebRequest|iwr)\b[^\n]*?(https?:\/\/[^\s"')]+)[^\n]*?(?:(?:-o|-O|--output|--output-document|-OutFile)\s+["']?([^\s"';&|]+))?[^\n]*/gi;
        for (const m of matchAll(r.text, re)) {
          const url = m[1] ?? "";
          const target =
            m[2] ??
            (/-O\b(?!\s+\S)|\s-O\s*$/.test(m[0]) || /\bwget\b/.test(m[0])
              ? url
                  .replace(/[?#].*$/, "")
                  .split("/")
                  .pop()
              : undefined);
          if (!target) continue;
          const base = target.split("/").pop() ?? target;
          const rest = r.text.slice((m.index ?? 0) + m[0].length);
          const esc = base.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
          const run = new RegExp(
            `(?:\\b(?:ba|z)?sh|\\bsource|(?:^|[;&|\\s])\\.|\\bpython[\\d.]*|\\bnode|\\bperl|\\bruby|\\bpwsh|\\bchmod\\s+\\+?[0-7]*x?)\\s+["']?[^\\s"']*${esc}\\b|\\.\\/${esc}\\b|&\\s*["']?[^\\s"']*${esc}`,
            "m",
          );
          // What follows the download on its own line ("curl -o x && chmod +x x && ./x") counts too.
          const tail = m[0].slice(m[0].indexOf(target) + target.length);
          const exec = new RegExp(`(?:^|[;&|]\\s*)["']?[^\\s"';&|]*${esc}\\b(?!\\s*[|>])`, "m");
          if (
            run.test(rest) ||
            run.test(tail) ||
            exec.test(tail) ||
            (/\.(sh|py|ps1|pl|rb|js)$/.test(base) && run.test(m[0]))
          ) {
            out.push({
              line: lineOf(r, m.index ?? 0),
              col: colOf(r, m.index ?? 0),
              message: `Downloads ${url} and executes it`,
            });
          }
        }
      }
      for (const r of codeRegions(file, ["python", "js"])) {
        // Without an exec/eval call there is nothing to report: skip the data flow.
        if (!/\b(?:exec|eval|Function|vm\.runIn\w+|compile)\s*\(/.test(r.text)) continue;
        const fetched = new Set<string>();
        for (const m of matchAll(
          r.text,
          /\b([A-Za-z_$][\w$]*)\s*=\s*(?:await\s+)?(?:requests\.get|urlopen|urllib\.request\.urlopen|httpx\.get|fetch|axios\.get|got)\s*\(/g,
        )) {
          if (m[1]) fetched.add(m[1]);
        }
        for (let pass = 0; pass < 2; pass++)
          for (const m of matchAll(
            r.text,
            /\b([A-Za-z_$][\w$]*)\s*=\s*(?:await\s+)?\(?\s*(?:await\s+)?([A-Za-z_$][\w$]*)\)?\.(?:text|content|read\(\)|data|json\(\)|decode)/g,
          )) {
            if (m[2] && fetched.has(m[2]) && m[1]) fetched.add(m[1]);
          }
        // Node's streaming style: https.get(url, (res) => { res.on("data", (c) => (body += c)) }).
        if (
          /\b(?:https?\.(?:get|request)|request|needle|got\.stream)\s*\(/.test(r.text) &&
          /\.on\(\s*["']data["']/.test(r.text)
        )
          for (const m of matchAll(r.text, /\b([A-Za-z_$][\w$]*)\s*\+=\s*[A-Za-z_$][\w$]*/g))
            if (m[1]) fetched.add(m[1]);
        // .then((r) => r.text()).then((code) => eval(code))
        for (const m of matchAll(
          r.text,
          /\.then\(\s*\(?\s*([A-Za-z_$][\w$]*)\s*\)?\s*=>\s*(?:eval|new\s+Function|Function|vm\.run\w*)\s*\(/g,
        ))
          if (m[1] && /\b(?:fetch|axios|got)\s*\(/.test(r.text)) fetched.add(m[1]);
        if (fetched.size === 0) continue;
        for (const m of matchAll(
          r.text,
          /\b(?:exec|eval|new\s+Function|Function|vm\.runIn\w+|compile)\s*\(/g,
        )) {
          const args = callText(r.text, (m.index ?? 0) + m[0].length - 1, 400);
          const name = (args.match(/[A-Za-z_$][\w$]*/g) ?? []).find((x) => fetched.has(x));
          if (name)
            out.push({
              line: lineOf(r, m.index ?? 0),
              message: `Executes ${name}, which holds code fetched from the network`,
            });
        }
      }
      return out;
    },
  },
  textRule({
    id: "SC2.prose-fetch-run",
    pattern: "SC2",
    confidence: 0.7,
    contexts: PROSE,
    message: "Instructs the agent to download and run a remote script",
    regex:
      /\b(download|fetch|get|grab|pull|retrieve)\b[^.;\n]{0,60}?\b(script|installer|code|binary|program|payload|update)\b[^.;\n]{0,80}?\b(run|execute|exec|source|launch|evaluate|eval|pipe\s+it\s+(?:to|into))\b|\b(run|execute|source|eval|evaluate)\b[^.;\n]{0,40}?\b(script|code|installer|commands?)\b[^.;\n]{0,30}?\b(from|at|hosted\s+at|served\s+(?:at|from))\s+(https?:\/\/|the\s+(?:url|internet|web|remote\s+server))/gi,
    check: (c) =>
      /https?:\/\/|\burl\b|\bremote\b|\binternet\b|\bweb\b|\bgist\b|\bpastebin\b/i.test(
        c.region.text.slice(c.index, c.index + 300),
      ),
  }),
];

/**
 * Install scripts that widely used tools publish on their own domains (as their documented install
 * method). Matched on host and path prefix.
 */
const OFFICIAL_INSTALLERS = [
  "astral.sh/uv/",
  "astral.sh/ruff/",
  "sh.rustup.rs",
  "static.rust-lang.org/rustup/",
  "get.docker.com",
  "raw.githubusercontent.com/homebrew/install/",
  "deb.nodesource.com/",
  "rpm.nodesource.com/",
  "get.pnpm.io/",
  "bun.sh/install",
  "deno.land/install",
  "deno.land/x/install/",
  "install.python-poetry.org",
  "pyenv.run",
  "get.sdkman.io",
  "claude.ai/install",
  "ollama.com/install",
  "tailscale.com/install",
  "fly.io/install",
  "get.helm.sh/",
  "raw.githubusercontent.com/nvm-sh/nvm/v",
  "install.determinate.systems/",
  "nixos.org/nix/install",
  "starship.rs/install",
  "getcomposer.org/installer",
  "foundry.paradigm.xyz",
  "sdk.cloud.google.com",
  "aka.ms/install-artifacts-credprovider",
  "dot.net/v1/dotnet-install",
  "fnm.vercel.app/install",
  "cli.doppler.com/install",
  "get.volta.sh",
  "run.linkerd.io/install",
  "fluxcd.io/install.sh",
  "get.k3s.io",
  "istio.io/downloadistio",
  "get.pulumi.com",
  "mise.run",
  "pixi.sh/install.sh",
  "micro.mamba.pm/install.sh",
  "sh.vector.dev",
  "get.acme.sh",
  "dl.dagger.io/dagger/install.sh",
  "get.rke2.io",
  "opencode.ai/install",
  "cursor.com/install",
  "get.rvm.io",
];

export function officialInstaller(match: string, context: string): boolean {
  const url = /https?:\/\/[^\s"'`)|]+/i.exec(match) ?? /https?:\/\/[^\s"'`)|]+/i.exec(context);
  if (!url) return false;
  const u = url[0].toLowerCase().replace(/^https?:\/\//, "");
  // A bare host must end there: "get.docker.com.example.net" is someone else's.
  const at = (p: string) => u.startsWith(p) && (p.includes("/") || /^(?:[/?#:]|$)/.test(u.slice(p.length)));
  return OFFICIAL_INSTALLERS.some(at) || versionedRelease(url[0]);
}

/**
 * A download a document shows its reader rather than one the skill performs: in a reference page
 * (not SKILL.md, not a script), the reserved documentation domain or the documented tool's own
 * GitHub releases; in any markdown file, the repository-setup script a package-hosting service
 * publishes for the project the page describes (dl.cloudsmith.io/public/ORG/REPO/setup.deb.sh,
 * packagecloud.io/install/repositories/ORG/REPO/...).
 */
export function documentedRepoSetup(url: string, file: FileInfo): boolean {
  const reference = file.markdown && !/(?:^|\/)skill\.md$/i.test(file.path);
  // "Your URL here": the reserved documentation domain itself (no subdomain) serves no code.
  if (reference && /^https?:\/\/example\.(?:com|org|net)(?:[:/]|$)/i.test(url)) return true;
  if (
    reference &&
    /^https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/releases\/(?:latest\/)?download\//i.test(url) &&
    documentedTool(url, file)
  )
    return true;
  const m =
    /^https:\/\/(?:dl\.cloudsmith\.io\/public|packagecloud\.io\/install\/repositories)\/([\w.-]+)\/([\w.-]+)\/(?:setup|script)\.(?:deb|rpm|alpine|python|node|gem)\.sh\b/i.exec(
      url,
    );
  if (!m || !file.markdown) return false;
  const prose = proseOf(file);
  return [m[1], m[2]].some((part) =>
    (part ?? "")
      .toLowerCase()
      .split(/[-_.]/)
      .some(
        (w) =>
          w.length >= 4 &&
          !/^(?:project|stable|release|public|repo)$/.test(w) &&
          new RegExp(`\\b${w}\\b`).test(prose),
      ),
  );
}

/**
 * An asset of a project's tagged release (github.com/o/r/releases/download/v1.2.3/...): a fixed
 * version published by the project, not a moving script. `latest` is not a version.
 */
export function versionedRelease(url: string): boolean {
  return /^https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/releases\/download\/(?:v?\d[\w.+-]*|[\w.-]*\$\{?\w+\}?[\w.-]*)\//i.test(
    url,
  );
}

const DECODERS =
  "b64decode|b32decode|b16decode|a85decode|b85decode|decodebytes|decodestring|unhexlify|fromhex|zlib\\.decompress|lzma\\.decompress|bz2\\.decompress|gzip\\.decompress|marshal\\.loads|codecs\\.decode|rot_?13|\\[::-1\\]";

/** A literal part of every decoding the SC3.decode-then-exec assignment regex knows (lower-case). */
const DECODE_WORDS = new KeywordSet([
  "b64decode",
  "b32decode",
  "b16decode",
  "a85decode",
  "b85decode",
  "decodebytes",
  "decodestring",
  "unhexlify",
  "fromhex",
  ".decompress",
  "marshal.loads",
  "codecs.decode",
  "rot13",
  "rot_13",
  "[::-1]",
  "atob",
  "buffer.from",
  "fromcharcode",
  ".decode(",
]);

export const SC3_RULES: Rule[] = [
  // A setting whose value is a program ("javascriptFunction": "return require('child_process')...")
  // runs in whatever reads the setting: code where only data is expected.
  rule({
    id: "SC3.code-in-data",
    pattern: "SC3",
    confidence: 0.8,
    contexts: ["code"],
    langs: ["config"],
    hint: ["child_process", "__import__", "getruntime", "mainmodule"],
    message: "A data value holds code that starts a process; whatever reads the value runs it",
    regex:
      /["'][^"'\n]*(?:\brequire\s*\(\s*\\?["'](?:node:)?child_process\\?["']\s*\)|\bprocess\.mainModule\b|__import__\s*\(\s*\\?["'](?:os|subprocess|pty)\\?["']\s*\)|\bRuntime\.getRuntime\s*\(\s*\)\s*\.exec\b)/g,
  }),
  rule({
    id: "SC3.decode-exec-python",
    pattern: "SC3",
    confidence: 0.95,
    contexts: ["code"],
    langs: ["python"],
    message: "Decodes a hidden payload and executes it",
    regex: new RegExp(
      // `re.compile(...)` is a method, not the builtin that runs code (`builtins.exec` is the builtin).
      `(?:(?<![\\w.])|(?<=\\bbuiltins\\.))(?:exec|eval|compile)\\s*\\([^\\n]{0,300}?(?:${DECODERS})|\\bmarshal\\.loads\\s*\\(|\\bpickle\\.loads\\s*\\([^\\n]{0,80}(?:${DECODERS})|\\bgetattr\\s*\\(\\s*__import__\\s*\\(|__import__\\s*\\(\\s*["'](?:base64|codecs|zlib|marshal)["']\\s*\\)\\s*\\.\\s*\\w+\\s*\\([^\\n]*\\)\\s*\\)|\\b__pyarmor__\\b|\\bpyarmor_runtime\\b`,
      "g",
    ),
  }),
  rule({
    id: "SC3.decode-exec-js",
    pattern: "SC3",
    confidence: 0.9,
    contexts: ["code"],
    langs: ["js"],
    message: "Decodes a hidden payload and executes it",
    regex:
      /\b(?:eval|Function|new\s+Function|setTimeout|setInterval|vm\.run\w*|execSync|exec|spawnSync)\s*\([^\n]{0,300}?(?:atob\s*\(|Buffer\.from\s*\([^)\n]*["'](?:base64|hex)["']|fromCharCode|unescape\s*\(|decodeURIComponent\s*\(\s*["']%)|\beval\s*\(\s*function\s*\(\s*p\s*,\s*a\s*,\s*c\s*,\s*k\s*,\s*e\s*,\s*[dr]\s*\)|(?:\b_0x[0-9a-f]{4,6}\b[^\n]*){4,}/g,
  }),
  rule({
    id: "SC3.decode-exec-shell",
    pattern: "SC3",
    confidence: 0.95,
    contexts: ["code", "prose", "hidden"],
    message: "Decodes a hidden payload and executes it",
    regex:
      /\b(?:base64\s+(?:-d|--decode|-D)|xxd\s+-r|openssl\s+(?:enc\s+)?(?:-\w+\s+)*-d|openssl\s+base64\s+-d|rev\b|tr\s+["']?A-Za-z["']?\s+["']?N-ZA-Mn-za-m["']?|gunzip|zcat|printf\s+["']?(?:\\x[0-9a-f]{2}){4,})[^\n|]*\|\s*(?:sudo\s+)?(?:(?:ba|z|da|k)?sh|python[\d.]*|perl|node|ruby|eval|source)\b|\b(?:eval|(?:ba|z)?sh\s+-c|python[\d.]*\s+-c)\s+["']?\$\([^)\n]*(?:base64|xxd|openssl|rev\b|\\x[0-9a-f]{2})|\b(?:powershell|pwsh)(?:\.exe)?\s+[^\n]*-(?:e|ec|enc|encodedcommand)\s+[A-Za-z0-9+/=]{16,}|\[(?:System\.)?Convert\]::FromBase64String\([^\n]*\|\s*(?:iex|invoke-expression)|\b(?:iex|invoke-expression)\b[^\n]*FromBase64String/gi,
  }),
  {
    kind: "file",
    id: "SC3.decode-then-exec",
    pattern: "SC3",
    confidence: 0.9,
    message: "Decodes data into a variable and executes it",
    check: (file: FileInfo): Hit[] => {
      const out: Hit[] = [];
      for (const r of codeRegions(file, ["python", "js"])) {
        if (!DECODE_WORDS.some(r.text)) continue;
        const decoded = new Set<string>();
        const dec = new RegExp(
          `\\b([A-Za-z_$][\\w$]*)\\s*=\\s*[^\\n]*(?:${DECODERS}|atob\\s*\\(|Buffer\\.from\\s*\\((?:[^()\\n]|\\([^()\\n]*\\))*["'](?:base64|hex)["']|fromCharCode|\\.decode\\(\\s*["'](?:rot13|rot_13|hex|base64)["'])`,
          "g",
        );
        for (const m of matchAll(r.text, dec)) if (m[1]) decoded.add(m[1]);
        if (decoded.size === 0) continue;
        for (let pass = 0; pass < 2; pass++) {
          for (const m of matchAll(
            r.text,
            /\b([A-Za-z_$][\w$]*)\s*=\s*([A-Za-z_$][\w$]*)\s*(?:\.decode\([^)]*\)|\.toString\([^)]*\))/g,
          )) {
            if (m[2] && decoded.has(m[2]) && m[1]) decoded.add(m[1]);
          }
        }
        // The variable as the argument, or spliced into a template literal that is the argument.
        // `re.exec(t)` and `re.compile(t)` are regular expressions: exec and compile called on an
        // object are sinks only on the process modules.
        const sinks =
          /(?:(?<![.\w$])(?:exec|eval|compile|Function)|\b(?:child_process|cp|childProcess|builtins|__builtins__|globalThis|window|global)\.(?:exec|eval|Function)|\b(?:new\s+Function|vm\.run\w*|os\.system|os\.popen|subprocess\.\w+|execSync|spawnSync|child_process\.\w+))\s*\(\s*(?:\[\s*["'][^"']*["']\s*,\s*["']-c["']\s*,\s*|`[^`$]*(?:\$\{[^}`]*\}[^`$]*)*?\$\{\s*)?([A-Za-z_$][\w$]*)/g;
        for (const m of matchAll(r.text, sinks)) {
          if (m[1] && decoded.has(m[1]))
            out.push({
              line: lineOf(r, m.index ?? 0),
              message: `Executes ${m[1]}, which holds decoded (obfuscated) data`,
            });
        }
      }
      // PowerShell: `$t = [Text.Encoding]::Unicode.GetString([Convert]::FromBase64String("…"))`, then `iex $t`.
      for (const r of codeRegions(file, ["powershell"])) {
        const decoded = new Set<string>();
        for (const m of matchAll(
          r.text,
          /\$([\w:]+)\s*=\s*[^\n]*(?:FromBase64String|-bxor\b|-join\s*\([^)\n]*\[char\])/gi,
        ))
          if (m[1]) decoded.add(m[1].toLowerCase());
        if (decoded.size === 0) continue;
        for (const m of matchAll(
          r.text,
          /\b(?:Invoke-Expression|iex)\s*\(?\s*\$([\w:]+)|\[scriptblock\]::Create\(\s*\$([\w:]+)/gi,
        )) {
          const v = (m[1] ?? m[2] ?? "").toLowerCase();
          if (decoded.has(v))
            out.push({
              line: lineOf(r, m.index ?? 0),
              message: `Executes $${v}, which holds decoded (obfuscated) data`,
            });
        }
      }
      return out;
    },
  },
];

/**
 * An image run or pulled by the moving `:latest` tag, wherever it is written: a `docker run` in a
 * fenced block or a script, or an image named in a sentence. Dockerfiles and compose files are
 * SC1.unpinned-image; a do-not rule, a negated sentence or a table of bad examples is not a pull.
 */
const SC1_LATEST: FileRule = {
  kind: "file",
  id: "SC1.latest-image",
  pattern: "SC1",
  confidence: 0.6,
  message: "Container image pulled by the moving :latest tag",
  check: (file) => {
    const out: Hit[] = [];
    if (!file.text.includes(":latest")) return out;
    for (const r of file.regions) {
      if (r.ctx === "code" ? r.lang === "dockerfile" || r.lang === "config" : r.ctx !== "prose") continue;
      if (!r.text.includes(":latest")) continue;
      for (const m of matchAll(
        r.text,
        /(?<![\w./:-])((?:[a-z0-9][\w.-]*(?::\d+)?\/)*[a-z0-9][\w.-]*):latest\b/gi,
      )) {
        const at = m.index ?? 0;
        const ls = r.text.lastIndexOf("\n", at) + 1;
        const before = r.text.slice(Math.max(ls, at - 160), at);
        // An image, not some other name:latest: a container command or word before it, or a registry path.
        if (
          !/\b(?:docker|podman|nerdctl|container|image|pull|run)\b/i.test(before) &&
          !(m[1] ?? "").includes("/")
        )
          continue;
        if (/\bdocker:\/\/$/.test(before)) continue; // Actions `uses: docker://` is the Actions rule's
        const line = lineOf(r, at);
        const col = colOf(r, at);
        if (r.ctx === "prose") {
          if (isNegated(r.text, at)) continue;
          if (underDoNotHeading(file.vlines, line - 1) || isTableExample(file.vlines, line - 1, col))
            continue;
          if (exampleVerdict(r.text, at, file.vlines[line - 1] ?? "", col) === "example") continue;
        } else if (r.example === 2) continue;
        out.push({
          line,
          col,
          message: `Image ${m[1]}:latest follows a moving tag; pin a version or a digest`,
        });
      }
    }
    return out;
  },
};

/** PowerShell modules: `Install-Module X` takes whatever version the repository serves today. */
const SC1_PS_MODULE = rule({
  id: "SC1.unpinned-module",
  pattern: "SC1",
  confidence: 0.7,
  contexts: ["code"],
  langs: ["powershell"],
  message: "Installs a PowerShell module without -RequiredVersion",
  regex: /\b(?:Install-Module|Install-PSResource)\b(?![^\n]*-(?:RequiredVersion|Version)\b)[^\n]*/gi,
});

export const SC1_RULES: Rule[] = [
  SC1_INSTALL,
  SC_REQUIREMENTS,
  SC_PACKAGE_JSON,
  SC1_IMAGE,
  SC1_LATEST,
  SC1_PS_MODULE,
];
export const SC4_RULES: Rule[] = [
  SC4_TYPOSQUAT,
  SC4_PY_MANIFEST,
  SC4_NAME,
  SC4_IMPERSONATION,
  SC4_LOOKALIKE_HOST,
];
export const SC5_RULES: Rule[] = [
  SC5_INSTALL,
  SC5_CONFUSION,
  SC5_GO_REPLACE,
  SC5_BINARY,
  SC5_GIT_BUILD,
  SC5_UNSHIPPED_SCRIPT,
  rule({
    id: "SC5.custom-registry",
    pattern: "SC5",
    confidence: 0.75,
    contexts: ["code"],
    message: "Points the package manager at an unofficial registry",
    regex:
      /\b(?:npm|yarn|pnpm)\s+config\s+set\s+(?:@[\w-]+:)?registry\s+(?!https:\/\/registry\.(?:npmjs\.org|yarnpkg\.com))\S+|^[ \t]*(?:@[\w-]+:)?registry\s*=\s*["']?(?!https:\/\/registry\.(?:npmjs\.org|yarnpkg\.com))(?:https?:\/\/|[\w-]+\.[\w.-]+[:/])\S*|^[ \t]*(?:extra-)?index-url\s*=\s*(?!https:\/\/pypi\.org)\S+|\bpip[\d.]*\s+config\s+set\s+global\.(?:extra-)?index-url\s+(?!https:\/\/pypi\.org)\S+|\bgem\s+sources\s+(?:-a|--add)\s+\S+|\bRegister-(?:PSRepository|PSResourceRepository|PackageSource)\b[^\n]*-(?:Source)?(?:Location|Uri)\s+(?!["']?https:\/\/www\.powershellgallery\.com)\S+/gim,
  }),
];

export const SUPPLY_CHAIN_RULES: Rule[] = [
  ...SC1_RULES,
  ...SC2_RULES,
  ...SC3_RULES,
  ...SC4_RULES,
  ...SC5_RULES,
];

export type { SkillInfo };
