/** The one place the Action touches the pipeline and the renderers. */
import type { AuditPort, RenderPort } from "../github/ports";
import { renderMarkdown } from "../report/render/markdown";
import type { Logger } from "../util/logger";
import { StageError } from "../util/errors";
import type { PipelineSettings } from "./inputs";

export const renderPort: RenderPort = {
  markdown: (report, { variant, maxChars, links }) =>
    renderMarkdown(report, {
      variant,
      maxChars,
      links: {
        fileUrl: links.fileUrl,
        artifactUrl: links.artifactUrl ?? undefined,
        htmlReportUrl: links.htmlReportUrl ?? undefined,
      },
    }),
};

export function auditPort(_settings: PipelineSettings, _logger: Logger): AuditPort {
  return async () => {
    throw new StageError("pipeline", "runAudit (src/pipeline/audit.ts) is not wired into this build yet");
  };
}
