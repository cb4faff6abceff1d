export {
  buildReport,
  buildSkillReport,
  compareFindings,
  type ReportSettings,
  type ScanOutput,
  type SkillReportInput,
} from "./build";
export * from "./render";
export { findTemplatesDir, loadTemplate } from "./templates";
