import { Report } from "../schema";

/** Pretty JSON in schema key order, so equal reports serialise to equal bytes. */
export function renderJson(report: Report): string {
  return `${JSON.stringify(Report.parse(report), null, 2)}\n`;
}
