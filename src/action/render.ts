/** The one place the Action touches the report renderers. */
import type { RenderPort } from "../github/ports";
import { renderMarkdown } from "../report/render/markdown";
import { renderSarif } from "../report/render/sarif";

export const renderPort: RenderPort = {
  markdown: (report, { variant, maxChars, links, parts }) =>
    renderMarkdown(report, {
      variant,
      maxChars,
      ...(parts ? { parts } : {}),
      links: {
        fileUrl: links.fileUrl,
        artifactUrl: links.artifactUrl ?? undefined,
        htmlReportUrl: links.htmlReportUrl ?? undefined,
      },
    }),
  sarif: (report) => renderSarif(report),
};
