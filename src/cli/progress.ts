import type { Progress } from "../pipeline/progress";
import type { Usage } from "../report/schema";
import type { Logger } from "../util/logger";

export interface ProgressStream {
  write(s: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

interface State {
  skill: string;
  index: number;
  total: number;
  stage: string;
  planned: number;
  done: number;
  reused: number;
  usage: Usage | null;
  /** When the first trial that actually ran was planned; ETA is measured from there. */
  trialsSince: number | null;
}

const ESC = "\u001b[";

export function formatDuration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m}m${String(s % 60).padStart(2, "0")}s`;
  return `${Math.floor(m / 60)}h${String(m % 60).padStart(2, "0")}m`;
}

/** The status line: skill, stage, trials done/total, tokens, cost, ETA (only what is known). */
export function statusLine(st: State, now: number): string {
  const parts = [st.total > 1 ? `[${st.index + 1}/${st.total}] ${st.skill}` : st.skill, st.stage];
  if (st.planned > 0) {
    parts.push(`trials ${st.done}/${st.planned}${st.reused ? ` (${st.reused} reused)` : ""}`);
  }
  if (st.usage) {
    const tokens = st.usage.inputTokens + st.usage.outputTokens;
    parts.push(`${tokens.toLocaleString("en-US")} tokens`);
    if (st.usage.costUsd !== null) parts.push(`$${st.usage.costUsd.toFixed(2)}`);
  }
  const ran = st.done - st.reused;
  if (st.trialsSince !== null && ran > 0 && st.done < st.planned) {
    const perTrial = (now - st.trialsSince) / ran;
    parts.push(`ETA ${formatDuration(perTrial * (st.planned - st.done))}`);
  }
  return parts.join(" · ");
}

export interface ProgressDisplay {
  progress: Progress;
  /** Log lines go above the live line (or straight out when there is none). */
  logger: Logger;
  stop(): void;
}

/**
 * A live line redrawn in place on a terminal; plain lines otherwise (one per stage and per
 * skill, and a trials line every tenth of the plan). `quiet` keeps only warnings.
 */
export function progressDisplay(
  out: ProgressStream,
  opts: { quiet?: boolean; live?: boolean; now?: () => number } = {},
): ProgressDisplay {
  const now = opts.now ?? Date.now;
  const live =
    !opts.quiet &&
    (opts.live ?? (Boolean(out.isTTY) && !process.env.NO_COLOR && process.env.TERM !== "dumb"));
  const st: State = {
    skill: "",
    index: 0,
    total: 1,
    stage: "starting",
    planned: 0,
    done: 0,
    reused: 0,
    usage: null,
    trialsSince: null,
  };
  let shown = false;
  let lastPlainTenth = -1;
  const clear = () => {
    if (shown) out.write(`\r${ESC}2K`);
    shown = false;
  };
  const draw = () => {
    if (!live) return;
    const width = Math.max(20, (out.columns ?? 100) - 1);
    const line = statusLine(st, now());
    out.write(`\r${ESC}2K${[...line].slice(0, width).join("")}`);
    shown = true;
  };
  const plain = (s: string) => {
    if (!opts.quiet && !live) out.write(`${s}\n`);
  };
  const timer = live ? setInterval(draw, 1000) : null;
  timer?.unref();

  const progress: Progress = {
    skill(name, index, total) {
      Object.assign(st, { skill: name, index, total, stage: "collect", planned: 0, done: 0, reused: 0 });
      st.trialsSince = null;
      lastPlainTenth = -1;
      draw();
    },
    stage(stage) {
      st.stage = stage;
      if (live) draw();
    },
    planned(n) {
      st.planned += n;
      st.trialsSince ??= now();
      draw();
    },
    trialDone(reused) {
      st.done++;
      if (reused) st.reused++;
      // Reused trials take no time: the ETA clock starts with the trials that really run.
      if (reused && st.done === st.reused) st.trialsSince = now();
      if (live) return draw();
      const tenth = st.planned > 0 ? Math.floor((st.done * 10) / st.planned) : 0;
      if (tenth !== lastPlainTenth || st.done === st.planned) {
        lastPlainTenth = tenth;
        plain(statusLine(st, now()));
      }
    },
    usage(u) {
      st.usage = u;
      draw();
    },
  };
  const line = (prefix: string) => (m: string) => {
    clear();
    out.write(`${prefix}${m}\n`);
    draw();
  };
  const logger: Logger = {
    info: opts.quiet ? () => {} : line(""),
    warn: line("warning: "),
    debug: () => {},
  };
  return {
    progress,
    logger,
    stop() {
      if (timer) clearInterval(timer);
      clear();
    },
  };
}
