/** The one place the Action touches the report renderers. */
import type { RenderPort } from "../github/ports";
import { renderMarkdown } from "../report/render/markdown";

export const renderPort: RenderPort = {
  markdown: (report, { variant, maxChars, links, lead }) =>
    renderMarkdown(report, {
      variant,
      maxChars,
      ...(lead ? { lead } : {}),
      links: {
        fileUrl: links.fileUrl,
        artifactUrl: links.artifactUrl ?? undefined,
        htmlReportUrl: links.htmlReportUrl ?? undefined,
      },
    }),
};
