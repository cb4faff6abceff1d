/** `skillaudit report <report.json>`, and the renderers behind `--format md|html|sarif|json`. */
import { readFile } from "node:fs/promises";
import { renderHtml, renderJson, renderMarkdown, renderSarif } from "../report/render";
import { Report } from "../report/schema";
import { InputError } from "../util/errors";
import { EXIT } from "./help";
import type { Io } from "./main";

export function renderReport(report: Report, format: string): string {
  switch (format) {
    case "json":
      return renderJson(report);
    case "md":
      return renderMarkdown(report, { variant: "full" });
    case "html":
      return renderHtml(report);
    case "sarif":
      return renderSarif(report);
    default:
      throw new Error(`unknown format ${format}`);
  }
}

export async function readReport(file: string): Promise<Report> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (e) {
    throw new InputError(file, `cannot read (${(e as NodeJS.ErrnoException).code ?? e})`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new InputError(file, "not valid JSON");
  }
  const parsed = Report.safeParse(data);
  if (!parsed.success) {
    const i = parsed.error.issues[0];
    throw new InputError(file, `not a skillaudit report: ${i?.path.join(".") || "(root)"}: ${i?.message}`);
  }
  return parsed.data;
}

export async function reportCommand(io: Io, file: string, format: string): Promise<number> {
  io.stdout(renderReport(await readReport(file), format));
  return EXIT.ok;
}
