import { z } from "zod";
import { mergeFindings, modelScan } from "../../modelscan/scan";
import { Finding } from "../../scan/finding";
import { stage } from "../stage";
import type { PipelineState } from "../state";

const ScanResult = z.object({
  findings: z.array(Finding),
  rejected: z.array(z.object({ finding: z.unknown(), reason: z.string() })),
  invalid: z.boolean(),
  error: z.string().optional(),
});

/** The semantic static scan: one model pass over the whole package, by the fixed judge model. */
export const modelScanStage = stage<PipelineState, z.infer<typeof ScanResult>>({
  name: "model-scan",
  needs: [],
  schema: ScanResult,
  async plan(st) {
    return {
      items: [
        {
          id: "scan",
          // The judge model, never the agent's: every backbone is scanned alike.
          key: { skill: st.skill.pkg.contentHash, model: st.judgeModel },
          run: (io) => modelScan(io.meter(st.judge), st.skill),
        },
      ],
    };
  },
  failure: (r) => (r.invalid ? `invalid model answer: ${r.error}` : null),
  finish(st, [r]) {
    if (r?.status === "ran" || r?.status === "cached") {
      const scan = r.value as z.infer<typeof ScanResult>;
      st.modelFindings = scan.findings;
      st.findings = mergeFindings(st.ruleFindings, scan.findings);
      st.rulesOnly = null;
      st.logger.info(
        `model-scan: ${scan.findings.length} finding(s), ${scan.rejected.length} rejected for unverifiable evidence`,
      );
    } else {
      st.rulesOnly = `model scan ${r?.status ?? "did not run"}${r?.error ? `: ${r.error}` : ""}`;
    }
    return undefined;
  },
});
