export { badgeFileName, badgeSvg, renderBadges } from "./badge";
export { type HtmlOptions, provenancePermalink, renderHtml, riskOrder } from "./html";
export { renderJson } from "./json";
export { DEFAULT_MAX_CHARS, type MarkdownLinks, type MarkdownOptions, renderMarkdown } from "./markdown";
export { artifactUri, INFORMATION_URI, renderSarif } from "./sarif";
