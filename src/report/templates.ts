import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import Handlebars from "handlebars";

/**
 * Templates live in the repository's templates/ folder. We walk up from this module
 * (src/report under vitest/tsx, dist/ or dist/cli/ after ncc bundling) until we find it.
 * Markdown templates get their data pre-escaped (Markdown needs its own escaping), so
 * they compile with noEscape; HTML templates keep Handlebars' HTML escaping.
 */
const MARKER = "report.md.hbs";

let templatesDir: string | null = null;
const cache = new Map<string, Handlebars.TemplateDelegate>();
const instances: { md: typeof Handlebars | null; html: typeof Handlebars | null } = { md: null, html: null };

export function findTemplatesDir(start: string = __dirname): string {
  let dir = path.resolve(start);
  for (;;) {
    const candidate = path.join(dir, "templates");
    if (existsSync(path.join(candidate, MARKER))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) {
      throw new Error(`templates/ folder (with ${MARKER}) not found in ${start} or any parent directory`);
    }
    dir = parent;
  }
}

function dir(): string {
  templatesDir ??= findTemplatesDir();
  return templatesDir;
}

type Kind = "md" | "html";

function kindOf(name: string): Kind {
  if (name.endsWith(".md")) return "md";
  if (name.endsWith(".html")) return "html";
  throw new Error(`template name must end in .md or .html: ${name}`);
}

function instance(kind: Kind): typeof Handlebars {
  const existing = instances[kind];
  if (existing) return existing;
  const hb = Handlebars.create();
  hb.registerHelper("eq", (a: unknown, b: unknown) => a === b);
  // Partials: templates/partials/<kind>-<name>.hbs, used as {{> name}}.
  const partialsDir = path.join(dir(), "partials");
  if (existsSync(partialsDir)) {
    for (const file of readdirSync(partialsDir).sort()) {
      const m = new RegExp(`^${kind}-(.+)\\.hbs$`).exec(file);
      if (!m) continue;
      const source = readFileSync(path.join(partialsDir, file), "utf8");
      hb.registerPartial(m[1] as string, hb.compile(source, compileOptions(kind)));
    }
  }
  instances[kind] = hb;
  return hb;
}

function compileOptions(kind: Kind): CompileOptions {
  return { noEscape: kind === "md", strict: false, preventIndent: true };
}

/** A compiled template by name, e.g. "report.md" for templates/report.md.hbs. Cached. */
export function loadTemplate(name: string): Handlebars.TemplateDelegate {
  const hit = cache.get(name);
  if (hit) return hit;
  const kind = kindOf(name);
  const file = path.join(dir(), `${name}.hbs`);
  if (!existsSync(file)) throw new Error(`template ${name} not found at ${file}`);
  const tpl = instance(kind).compile(readFileSync(file, "utf8"), compileOptions(kind));
  cache.set(name, tpl);
  return tpl;
}
