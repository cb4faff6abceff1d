/** `skillaudit scenarios <skill>`: generate the utility scenarios into a folder for review. */
import { collectSkill } from "../collect/collect";
import { Budget } from "../model/budget";
import { providerFromConfig } from "../model/config";
import { generateScenariosForReview } from "../pipeline/model-stages";
import { InputError } from "../util/errors";
import { stderrLogger } from "../util/logger";
import { EXIT } from "./help";
import type { Io } from "./main";
import { modelSettings } from "./model-options";
import { skillPaths } from "./run-audit";

export async function scenariosCommand(io: Io, arg: string, o: Record<string, unknown>): Promise<number> {
  const [dir = arg] = skillPaths([arg]);
  const model = modelSettings(o);
  if (!model.settings) throw new InputError(dir, model.skip ?? "no model configured");
  const provider = providerFromConfig(model.settings.provider);
  if (!provider) throw new InputError(dir, "no model configured");
  const skill = await collectSkill(dir, { mode: o.mode as "spec" | "claude-code" });
  const out = String(o.dir).replaceAll("{skill}", skill.pkg.name);
  const res = await generateScenariosForReview({
    skill,
    provider,
    dir: out,
    count: model.settings.scenarios,
    budget: new Budget(model.settings.budget ?? {}),
    logger: io.logger ?? stderrLogger({}),
  });
  io.stdout(`${res.scheme.scenarios.length} scenario(s) written to ${out}; review and commit them\n`);
  return EXIT.ok;
}
