export { efficiency, utility } from "./aggregate";
export { type GateOptions, gate } from "./gate";
export { effectiveInput, type InvalidReason, invalidReason, relativeGain, scorePair } from "./pair";
export {
  displayScore,
  EXPLOIT_BANDS,
  exploitConfidence,
  PRIOR_EXPLOIT,
  safety,
  safetyStatus,
} from "./safety";
export { clip, mean, meanCi95, tCritical95 } from "./stats";
