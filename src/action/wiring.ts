/** The one place the Action touches the audit pipeline. */
import pkgJson from "../../package.json";
import type { AuditPort } from "../github/ports";
import { runAudit } from "../pipeline/audit";
import { StageError } from "../util/errors";
import type { Logger } from "../util/logger";
import type { PipelineSettings } from "./inputs";

// Model settings (keys, base URLs, backbone, budget, sandbox) are passed on once the pipeline takes them.
export function auditPort(_settings: PipelineSettings, logger: Logger): AuditPort {
  return async (req) => {
    const res = await runAudit({
      skills: req.skills,
      outDir: req.outDir,
      mode: req.mode,
      failOn: req.failOn,
      minPrg: req.minPrg,
      modelSkipReason: req.staticOnly ? (req.staticReason ?? "static audit only") : null,
      logger,
      version: pkgJson.version,
    });
    if (!res.files || !res.outDir) throw new StageError("report", "the pipeline wrote no report files");
    return { report: res.report, outDir: res.outDir, files: res.files };
  };
}
