import type { Permission } from "./client";

export type Command =
  | { kind: "rerun" }
  | { kind: "audit"; path: string; trials?: number; backbone?: string }
  | { kind: "scenarios"; path: string };

export type ParsedCommand = Command | { kind: "invalid"; problem: string };

const USAGE =
  "usage: `/skillaudit rerun` | `/skillaudit audit <path> [--trials K] [--backbone harness:model]` | `/skillaudit scenarios <path>`";

/** The first line starting with /skillaudit; null when the comment is not addressed to us. */
export function parseCommand(body: string): ParsedCommand | null {
  const line = body
    .split(/\r?\n/)
    .map((l) => l.trim())
    .find((l) => /^\/skillaudit(\s|$)/.test(l));
  if (!line) return null;
  const [, verb, ...rest] = line.split(/\s+/);
  switch (verb) {
    case "rerun":
      return rest.length === 0
        ? { kind: "rerun" }
        : { kind: "invalid", problem: `rerun takes no arguments; ${USAGE}` };
    case "scenarios": {
      const path = safePath(rest[0]);
      if (!path || rest.length > 1)
        return { kind: "invalid", problem: `scenarios needs one skill path; ${USAGE}` };
      return { kind: "scenarios", path };
    }
    case "audit": {
      const path = safePath(rest[0]);
      if (!path) return { kind: "invalid", problem: `audit needs a skill path; ${USAGE}` };
      const cmd: Command = { kind: "audit", path };
      for (let i = 1; i < rest.length; i += 2) {
        const flag = rest[i];
        const value = rest[i + 1];
        if (
          flag === "--trials" &&
          value &&
          /^\d+$/.test(value) &&
          Number(value) >= 1 &&
          Number(value) <= 20
        ) {
          cmd.trials = Number(value);
        } else if (flag === "--backbone" && value && /^[A-Za-z0-9._-]+:[A-Za-z0-9._:/@-]+$/.test(value)) {
          cmd.backbone = value;
        } else {
          return {
            kind: "invalid",
            problem: `${`bad option ${flag ?? ""} ${value ?? ""}`.trim()}; ${USAGE}`,
          };
        }
      }
      return cmd;
    }
    default:
      return { kind: "invalid", problem: `unknown command "${verb ?? ""}"; ${USAGE}` };
  }
}

/** A repository path that cannot climb out of the checkout or look like an option. */
function safePath(p: string | undefined): string | null {
  if (!p || p.startsWith("-") || p.startsWith("/") || p.includes("\\")) return null;
  const norm = p
    .replace(/^\.\//, "")
    .replace(/\/SKILL\.md$/, "")
    .replace(/\/$/, "");
  if (norm.split("/").some((seg) => seg === ".." || seg === "")) return null;
  if (!/^[\w./@+-]+$/.test(norm)) return null;
  return norm;
}

/** Write access or above may drive the bot; triage/read/none may not. */
export function mayCommand(p: Permission): boolean {
  return p === "admin" || p === "maintain" || p === "write";
}

export function refusalMessage(user: string): string {
  return [
    `Thanks @${user}! SkillAudit commands can only be run by people with write access to this repository,`,
    "because they spend the repository's model budget. A maintainer can run the command for you.",
  ].join(" ");
}
