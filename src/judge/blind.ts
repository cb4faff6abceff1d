import type { FsChange } from "../sandbox/evidence";
import type { TrajectoryStep } from "../sandbox/types";

/**
 * What the judge may see of a run: only what the task produced. The with-skill run differs
 * from the no-skill run by the installed skill, so everything that shows the skill is taken
 * out of BOTH runs by the same rules: steps that read or list the skill folder or call a
 * skill tool, harness notes (Claude Code's start note lists the installed skills), model
 * turns that only asked for such a step, skill paths and the skill's name in what remains,
 * and filesystem changes outside the workspace (the skill, canaries, verifier, forwarder).
 */

export const REDACTED = "[redacted]";

export interface BlindOptions {
  workdir: string;
  /** Where skills are installed in the container (e.g. /home/agent/.claude/skills). */
  skillsDir: string;
  skillName: string;
}

function pathNeedles(o: BlindOptions): string[] {
  const dir = o.skillsDir.replace(/\/+$/, "");
  const home = dir.replace(/^\/home\/[^/]+/, "~");
  return [dir, home, ".claude/skills"];
}

const asText = (v: unknown): string => (typeof v === "string" ? v : JSON.stringify(v ?? ""));

/** A tool step that looks at the skill: its input names the skills folder, SKILL.md, or it is a skill tool. */
export function touchesSkill(step: TrajectoryStep, o: BlindOptions): boolean {
  if (step.kind !== "tool") return false;
  const name = (step.name ?? "").toLowerCase();
  if (name === "skill") return true;
  const input = asText(step.input);
  return pathNeedles(o).some((n) => input.includes(n)) || /\bSKILL\.md\b/.test(input);
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Replaces skill paths (and, in the agent's own words, the skill's name) with one marker. */
export function redactText(text: string, o: BlindOptions, alsoName: boolean): string {
  let out = text;
  for (const n of pathNeedles(o)) out = out.split(n).join(REDACTED);
  out = out.replace(/\bSKILL\.md\b/g, REDACTED);
  if (alsoName && o.skillName.length >= 3)
    out = out.replace(new RegExp(`\\b${escapeRe(o.skillName)}\\b`, "gi"), REDACTED);
  return out;
}

function redactValue(v: unknown, o: BlindOptions): unknown {
  if (typeof v === "string") return redactText(v, o, false);
  if (Array.isArray(v)) return v.map((x) => redactValue(x, o));
  if (v && typeof v === "object")
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, redactValue(x, o)]));
  return v;
}

/** The trajectory as the judge sees it: renumbered, no step that shows the skill. */
export function blindTrajectory(steps: TrajectoryStep[], o: BlindOptions): TrajectoryStep[] {
  const dropped = new Set<number>();
  const callOwner = new Map<number, number>();
  // A model step's calls are the tool steps that follow it, up to the next model step.
  let owner = -1;
  steps.forEach((s, i) => {
    if (s.kind === "model") owner = i;
    else if (s.kind === "tool" && owner >= 0) callOwner.set(i, owner);
    if (s.kind === "note" || touchesSkill(s, o)) dropped.add(i);
  });
  // A model turn with no words whose every call was dropped only asked to look at the skill.
  steps.forEach((s, i) => {
    if (s.kind !== "model" || (s.text ?? "").trim() !== "") return;
    const calls = [...callOwner].filter(([, m]) => m === i).map(([t]) => t);
    if (calls.length > 0 && calls.every((t) => dropped.has(t))) dropped.add(i);
  });
  const out: TrajectoryStep[] = [];
  steps.forEach((s, i) => {
    if (dropped.has(i)) return;
    const { usage: _u, startedAt: _s, endedAt: _e, ...rest } = s;
    const step: TrajectoryStep = {
      ...rest,
      index: out.length,
      // Times and token counts differ between any two runs and say nothing about the result.
      startedAt: "",
      endedAt: "",
      ...(s.text !== undefined ? { text: redactText(s.text, o, s.kind === "model") } : {}),
      ...(s.input !== undefined ? { input: s.kind === "model" ? undefined : redactValue(s.input, o) } : {}),
      ...(s.output !== undefined ? { output: redactText(s.output, o, false) } : {}),
    };
    if (step.input === undefined) delete step.input;
    out.push(step);
  });
  return out;
}

/** Filesystem changes under the workspace only: the rest is the harness's, not the task's. */
export function workspaceChanges(changes: FsChange[], workdir: string): FsChange[] {
  const root = workdir.replace(/\/+$/, "");
  return changes
    .filter((c) => c.path === root || c.path.startsWith(`${root}/`))
    .filter((c) => c.path !== root);
}
