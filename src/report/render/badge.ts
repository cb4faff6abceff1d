/**
 * A shields-style badge per skill (safety status, S, PRG), drawn by badge-maker, the library
 * shields.io itself uses, so it looks like every other README badge. Only our own values reach the
 * SVG (badge-maker escapes them anyway): never the skill's name or text.
 */
import { makeBadge } from "badge-maker";
import { displayScore } from "../../score/safety";
import type { Report, SkillReport } from "../schema";
import { STATUS_LABEL, scanGap, signed } from "../view";

const COLOR = { pass: "brightgreen", caution: "yellow", risky: "red" } as const;

export function badgeSvg(skill: SkillReport): string {
  const unmeasured = scanGap(skill) !== null;
  const prg = skill.utility?.prg;
  const message = unmeasured
    ? "not measured"
    : [
        STATUS_LABEL[skill.safety.status].toLowerCase(),
        `S ${displayScore(skill.safety.score)}`,
        `PRG ${prg == null ? "n/a" : signed(prg)}`,
      ].join(" · ");
  return makeBadge({
    label: "skillaudit",
    message,
    color: unmeasured ? "lightgrey" : COLOR[skill.safety.status],
    style: "flat",
  });
}

/** A file name from the skill's repository path (unique per skill, unlike its name): `skills/a` → `skills--a.svg`. */
export function badgeFileName(skill: SkillReport): string {
  const slug = skill.skill.path
    .split("/")
    .filter((p) => p && p !== ".")
    .join("--")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^[-.]+/, "")
    .slice(0, 120);
  return `${slug || "skill"}.svg`;
}

/** Every skill's badge, for the report directory's badges/ folder (and for publishing on a data branch). */
export function renderBadges(report: Report): { file: string; svg: string }[] {
  return report.skills.map((s) => ({ file: badgeFileName(s), svg: badgeSvg(s) }));
}
