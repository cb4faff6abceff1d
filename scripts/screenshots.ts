/**
 * Regenerates docs/images/pr-comment.png and docs/images/html-report.png from a real run.
 *
 *   npx tsx scripts/screenshots.ts
 *
 * The Action's own orchestration runs on a simulated same-repository pull request that changes
 * examples/skills: the real audit pipeline (no model key, so the static audit, as the example
 * workflow runs without secrets), the real sticky-comment body, the real HTML report. Only the
 * GitHub API and the artifact service are stand-ins. The comment is then drawn locally with
 * `marked` and GitHub-like CSS (it is not a screenshot from github.com, and the page says so),
 * and both pages are photographed with headless Chromium.
 *
 * Needs Chromium (CHROMIUM=/path, default /usr/bin/chromium); colour emoji (the status dots)
 * need an emoji font such as Debian's fonts-noto-color-emoji.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { deflateSync, inflateSync } from "node:zlib";
import { marked } from "marked";
import { readInputs } from "../src/action/inputs";
import { renderPort } from "../src/action/render";
import { auditPort } from "../src/action/wiring";
import type { GitHubClient, IssueComment } from "../src/github/client";
import { orchestrate } from "../src/github/orchestrate";
import type { Deps } from "../src/github/ports";
import type { Logger } from "../src/util/logger";

const ROOT = path.resolve(__dirname, "..");
const OUT = path.join(ROOT, "docs/images");
const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
const WIDTH = 1200;
/** Tall enough for either page; the image is cropped to the content afterwards. */
const MAX_HEIGHT = 4000;
const MAX_BYTES = 400 * 1024;

// A fictitious PR in the Action's own repository. Its head is this checkout's commit, so the comment's
// line links and the commit the HTML report names agree.
const REPO = "skillaudit/action";
const PR = 42;
const HEAD_SHA = headCommit();
const RUN_ID = "8123456789";
const ARTIFACT_ID = 1876543210;

function headCommit(): string {
  const res = spawnSync("git", ["rev-parse", "HEAD"], { cwd: ROOT, encoding: "utf8" });
  const sha = res.status === 0 ? res.stdout.trim() : "";
  return /^[0-9a-f]{40}$/.test(sha) ? sha : "5e1f0c9d7a3b2e8f4c6d1a0b9e8f7c6d5a4b3c2d";
}

const logger: Logger = {
  info: (m) => process.stderr.write(`${m}\n`),
  warn: (m) => process.stderr.write(`warning: ${m}\n`),
  debug: () => {},
};

/** The GitHub API as the orchestration sees it: the PR's changed files in, the comment body out. */
function fakeClient(changed: string[], posted: string[]): GitHubClient {
  const comment = (id: number, body: string): IssueComment => ({
    id,
    body,
    userLogin: "github-actions[bot]",
    userType: "Bot",
    htmlUrl: `https://github.com/${REPO}/pull/${PR}#issuecomment-${id}`,
  });
  const refuse = async (): Promise<never> => {
    throw new Error("not used for a pull_request run");
  };
  return {
    owner: REPO.split("/")[0] ?? "",
    repo: REPO.split("/")[1] ?? "",
    getPull: refuse,
    listPullFiles: async () => changed.map((filename) => ({ filename, status: "modified" })),
    // No verdict-deciding configuration on the base branch of this simulated PR.
    getFile: async () => null,
    listFolder: async () => null,
    getTree: async () => ({ entries: [], truncated: false }),
    getBlob: refuse,
    deleteIssueComment: async () => {},
    listIssueComments: async () => [],
    createIssueComment: async (_issue, body) => {
      posted.push(body);
      return comment(posted.length, body);
    },
    updateIssueComment: async (id, body) => {
      posted.push(body);
      return comment(id, body);
    },
    addCommentReaction: async () => {},
    getPermission: async () => "write",
    createCheckRun: async () => 1,
    updateCheckRun: async () => {},
    listOpenIssues: async () => [],
    createIssue: refuse,
    updateIssue: refuse,
    putFile: refuse,
    commitFiles: refuse,
    commitToDataBranch: refuse,
  };
}

async function runAction(outDir: string): Promise<{ comment: string; htmlReport: string }> {
  // Mirrors .github/workflows/skillaudit.yml; no API key, as on a run without secrets.
  const inputValues: Record<string, string> = {
    skills: "examples/skills/**/SKILL.md",
    "fail-on": "risky",
    "min-prg": "0",
    "sarif-path": path.join(outDir, "skillaudit.sarif"),
  };
  const parsed = readInputs((name) => inputValues[name] ?? "");
  const changed = [
    "examples/skills/csv-insights/SKILL.md",
    "examples/skills/csv-insights/scripts/summarize.py",
    "examples/skills/release-notes/SKILL.md",
  ];
  const posted: string[] = [];
  const outputs = new Map<string, string>();
  const repoPayload = { full_name: REPO, name: "action", owner: { login: "skillaudit" } };
  const deps: Deps = {
    env: {
      event: {
        name: "pull_request",
        repository: REPO,
        sha: HEAD_SHA,
        payload: {
          action: "synchronize",
          number: PR,
          repository: repoPayload,
          pull_request: {
            number: PR,
            labels: [],
            head: { sha: HEAD_SHA, ref: "example-skills", repo: repoPayload },
            base: { ref: "main", repo: repoPayload },
          },
        },
      },
      workspace: ROOT,
      serverUrl: "https://github.com",
      runId: RUN_ID,
      outDir: path.join(outDir, "run"),
    },
    inputs: parsed.action,
    client: fakeClient(changed, posted),
    audit: auditPort(parsed.pipeline, logger),
    render: renderPort,
    surfaces: {
      summary: async () => {},
      setOutput: (name, value) => outputs.set(name, value),
      uploadArtifact: async () => ({
        id: ARTIFACT_ID,
        url: `https://github.com/${REPO}/actions/runs/${RUN_ID}/artifacts/${ARTIFACT_ID}`,
      }),
    },
    logger,
  };
  const outcome = await orchestrate(deps);
  logger.info(`action outcome: ${outcome.status} (${outcome.message})`);
  const comment = posted.at(-1);
  const htmlReport = outputs.get("html-report-path");
  if (!comment) throw new Error("the orchestration posted no PR comment");
  if (!htmlReport) throw new Error("the orchestration reported no HTML report path");
  return { comment, htmlReport };
}

const esc = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);

/** A plain imitation of a GitHub PR timeline comment; values follow GitHub's light theme. */
const COMMENT_CSS = `
* { box-sizing: border-box; }
html, body { margin: 0; background: #fff; }
body { font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif,
  "Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji"; font-size: 14px; line-height: 1.5; color: #1f2328;
  padding: 24px 32px 16px; }
.item { display: flex; gap: 16px; align-items: flex-start; }
.avatar { flex: none; width: 40px; height: 40px; border-radius: 6px; background: #0969da; color: #fff;
  font-weight: 600; display: flex; align-items: center; justify-content: center; font-size: 15px; }
.box { flex: 1; min-width: 0; border: 1px solid #d1d9e0; border-radius: 6px; position: relative; }
.box::before { content: ""; position: absolute; top: 11px; left: -8px; width: 14px; height: 14px;
  background: #f6f8fa; border-left: 1px solid #d1d9e0; border-bottom: 1px solid #d1d9e0; transform: rotate(45deg); }
.head { background: #f6f8fa; border-bottom: 1px solid #d1d9e0; border-radius: 6px 6px 0 0; padding: 8px 16px;
  color: #59636e; position: relative; }
.head strong { color: #1f2328; }
.bot { border: 1px solid #d1d9e0; border-radius: 2em; padding: 0 7px; font-size: 12px; font-weight: 500;
  margin: 0 2px; }
.markdown-body { padding: 16px; overflow-wrap: break-word; }
.markdown-body > :first-child { margin-top: 0 !important; }
.markdown-body > :last-child { margin-bottom: 0 !important; }
.markdown-body h1, .markdown-body h2, .markdown-body h3, .markdown-body h4 { margin: 24px 0 16px;
  font-weight: 600; line-height: 1.25; }
.markdown-body h1 { font-size: 2em; padding-bottom: .3em; border-bottom: 1px solid #d1d9e0b3; }
.markdown-body h2 { font-size: 1.5em; padding-bottom: .3em; border-bottom: 1px solid #d1d9e0b3; }
.markdown-body h3 { font-size: 1.25em; }
.markdown-body h4 { font-size: 1em; }
.markdown-body p, .markdown-body ul, .markdown-body ol, .markdown-body table, .markdown-body blockquote,
.markdown-body pre, .markdown-body details { margin: 0 0 16px; }
.markdown-body ul, .markdown-body ol { padding-left: 2em; }
.markdown-body li + li { margin-top: .25em; }
.markdown-body a { color: #0969da; text-decoration: underline; text-underline-offset: .2rem; }
.markdown-body code { font-family: ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono",
  monospace; font-size: 85%; padding: .2em .4em; background: #818b981f; border-radius: 6px; white-space: break-spaces; }
.markdown-body pre { padding: 16px; background: #f6f8fa; border-radius: 6px; overflow: auto; font-size: 85%; }
.markdown-body pre code { background: none; padding: 0; font-size: 100%; }
.markdown-body blockquote { padding: 0 1em; color: #59636e; border-left: .25em solid #d1d9e0; }
.markdown-body table { border-spacing: 0; border-collapse: collapse; display: block; width: max-content;
  max-width: 100%; overflow: auto; font-variant: tabular-nums; }
.markdown-body th, .markdown-body td { padding: 6px 13px; border: 1px solid #d1d9e0; }
.markdown-body th { font-weight: 600; }
.markdown-body tr { background: #fff; border-top: 1px solid #d1d9e0b3; }
.markdown-body tr:nth-child(2n) { background: #f6f8fa; }
.markdown-body summary { cursor: pointer; }
.markdown-body hr { height: .25em; margin: 24px 0; background: #d1d9e0; border: 0; }
.note { margin: 12px 0 0 56px; color: #59636e; font-size: 12px; }
`;

function commentPage(body: string): string {
  // GitHub comments turn single newlines into line breaks, unlike Markdown files.
  const html = marked.parse(body, { gfm: true, breaks: true, async: false });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>SkillAudit PR comment (local rendering)</title>
<style>${COMMENT_CSS}</style></head>
<body>
<div class="item">
  <div class="avatar" aria-hidden="true">SA</div>
  <div class="box">
    <div class="head"><strong>skillaudit</strong> <span class="bot">bot</span> commented on pull request #${PR}</div>
    <div class="markdown-body">
${html}
    </div>
  </div>
</div>
<p class="note">${esc(
    `Local rendering of the sticky comment body the Action built for a simulated PR to ${REPO} (head ${HEAD_SHA.slice(0, 7)}), drawn with marked and GitHub-like CSS; not a screenshot from github.com.`,
  )}</p>
</body></html>
`;
}

function screenshot(url: string, file: string, height: number): void {
  const profile = path.join(tmpdir(), `skillaudit-chromium-${process.pid}-${Date.now()}`);
  const res = spawnSync(
    CHROMIUM,
    [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      `--user-data-dir=${profile}`,
      "--hide-scrollbars",
      "--force-device-scale-factor=1",
      `--window-size=${WIDTH},${height}`,
      `--screenshot=${file}`,
      url,
    ],
    { encoding: "utf8", timeout: 120_000 },
  );
  spawnSync("rm", ["-rf", profile]);
  if (res.status !== 0 || !existsSync(file)) {
    throw new Error(`chromium failed (${res.status ?? res.signal}): ${res.stderr.slice(-2000)}`);
  }
}

// --- Just enough PNG to crop Chromium's screenshot to its content and store it compactly. ---

interface Image {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel. */
  data: Buffer;
}

function decodePng(buf: Buffer): Image {
  if (buf.readUInt32BE(0) !== 0x89504e47) throw new Error("not a PNG");
  let pos = 8;
  let width = 0;
  let height = 0;
  let colorType = 0;
  const idat: Buffer[] = [];
  while (pos < buf.length) {
    const len = buf.readUInt32BE(pos);
    const type = buf.toString("latin1", pos + 4, pos + 8);
    const body = buf.subarray(pos + 8, pos + 8 + len);
    if (type === "IHDR") {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      colorType = body[9] ?? 0;
      if (body[8] !== 8 || body[12] !== 0 || (colorType !== 2 && colorType !== 6)) {
        throw new Error("only 8-bit, non-interlaced RGB/RGBA PNGs are handled");
      }
    } else if (type === "IDAT") idat.push(body);
    else if (type === "IEND") break;
    pos += 12 + len;
  }
  const bpp = colorType === 6 ? 4 : 3;
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * bpp;
  const px = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)] ?? 0;
    const src = y * (stride + 1) + 1;
    const row = y * stride;
    for (let x = 0; x < stride; x++) {
      const a = x >= bpp ? (px[row + x - bpp] ?? 0) : 0;
      const b = y > 0 ? (px[row - stride + x] ?? 0) : 0;
      const c = x >= bpp && y > 0 ? (px[row - stride + x - bpp] ?? 0) : 0;
      px[row + x] = ((raw[src + x] ?? 0) + predict(filter, a, b, c)) & 0xff;
    }
  }
  if (bpp === 4) return { width, height, data: px };
  const rgba = Buffer.alloc(width * height * 4, 0xff);
  for (let i = 0; i < width * height; i++) px.copy(rgba, i * 4, i * 3, i * 3 + 3);
  return { width, height, data: rgba };
}

function predict(filter: number, a: number, b: number, c: number): number {
  switch (filter) {
    case 0:
      return 0;
    case 1:
      return a;
    case 2:
      return b;
    case 3:
      return (a + b) >> 1;
    case 4: {
      const p = a + b - c;
      const pa = Math.abs(p - a);
      const pb = Math.abs(p - b);
      const pc = Math.abs(p - c);
      return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
    }
    default:
      throw new Error(`bad PNG filter ${filter}`);
  }
}

/** Rows after the last one that differs from the bottom row are page background. */
function contentHeight(img: Image): number {
  const rowBytes = img.width * 4;
  const bg = img.data.subarray((img.height - 1) * rowBytes, img.height * rowBytes);
  for (let y = img.height - 1; y >= 0; y--) {
    if (!img.data.subarray(y * rowBytes, (y + 1) * rowBytes).equals(bg)) return y + 1;
  }
  return 0;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
  return Buffer.concat([head, body, crc]);
}

/**
 * A palette of at most 256 colours: repeatedly take the colour whose pixels are worst served by the
 * palette so far (count x squared distance), so rare but distinct colours (status dots, badges)
 * keep their own entry while antialiasing shades share their nearest neighbour's.
 */
function quantize(img: Image, height: number): { palette: number[]; index: Uint8Array } {
  const n = img.width * height;
  const counts = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    const rgb = img.data.readUIntBE(i * 4, 3);
    counts.set(rgb, (counts.get(rgb) ?? 0) + 1);
  }
  const colors = [...counts.keys()];
  const weight = colors.map((c) => counts.get(c) ?? 0);
  // Larger than any squared RGB distance, so the first pick is simply the most frequent colour.
  const dist = new Float64Array(colors.length).fill(3 * 256 * 256);
  const nearest = new Uint8Array(colors.length);
  const d2 = (a: number, b: number) =>
    ((a >> 16) - (b >> 16)) ** 2 +
    (((a >> 8) & 0xff) - ((b >> 8) & 0xff)) ** 2 +
    ((a & 0xff) - (b & 0xff)) ** 2;
  const palette: number[] = [];
  while (palette.length < Math.min(256, colors.length)) {
    let pick = -1;
    let worst = -1;
    for (let i = 0; i < colors.length; i++) {
      const score = (weight[i] ?? 0) * (dist[i] ?? 0);
      if (score > worst) {
        worst = score;
        pick = i;
      }
    }
    const p = colors[pick] ?? 0;
    palette.push(p);
    for (let i = 0; i < colors.length; i++) {
      const d = d2(colors[i] ?? 0, p);
      if (d < (dist[i] ?? 0)) {
        dist[i] = d;
        nearest[i] = palette.length - 1;
      }
    }
  }
  const slot = new Map(colors.map((c, i) => [c, nearest[i] ?? 0]));
  const index = new Uint8Array(n);
  for (let i = 0; i < n; i++) index[i] = slot.get(img.data.readUIntBE(i * 4, 3)) ?? 0;
  return { palette, index };
}

/** Top `height` rows as an indexed PNG (unfiltered rows, as usual for palette images). */
function encodePng(img: Image, height: number): Buffer {
  const { width } = img;
  const { palette, index } = quantize(img, height);
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) raw.set(index.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  const plte = Buffer.alloc(palette.length * 3);
  for (const [i, c] of palette.entries()) plte.writeUIntBE(c, i * 3, 3);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 3; // indexed colour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("PLTE", plte),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Screenshot a page tall, then keep the content plus a margin. */
async function capture(page: string, target: string, work: string): Promise<void> {
  const shot = path.join(work, `${path.basename(target, ".png")}.full.png`);
  screenshot(`file://${page}`, shot, MAX_HEIGHT);
  const img = decodePng(await readFile(shot));
  const content = contentHeight(img);
  if (content >= img.height) logger.warn(`${page} is taller than ${MAX_HEIGHT}px; the image shows the top`);
  const height = Math.min(img.height, content + 16);
  const png = encodePng(img, height);
  await writeFile(target, png);
  const size = (await stat(target)).size;
  logger.info(`${path.relative(ROOT, target)}: ${img.width}x${height}, ${Math.round(size / 1024)} KB`);
  if (size > MAX_BYTES) logger.warn(`${path.relative(ROOT, target)} is over ${MAX_BYTES / 1024} KB`);
}

async function main(): Promise<void> {
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM} (set CHROMIUM=/path/to/chromium)`);
  const work = await mkdtemp(path.join(tmpdir(), "skillaudit-screens-"));
  try {
    const { comment, htmlReport } = await runAction(work);
    const commentHtml = path.join(work, "pr-comment.html");
    await writeFile(path.join(work, "pr-comment.md"), comment);
    await writeFile(commentHtml, commentPage(comment));
    await mkdir(OUT, { recursive: true });
    await capture(commentHtml, path.join(OUT, "pr-comment.png"), work);
    await capture(htmlReport, path.join(OUT, "html-report.png"), work);
    if (process.env.KEEP_WORK) {
      logger.info(`work files kept in ${work}`);
      return;
    }
  } catch (e) {
    await rm(work, { recursive: true, force: true });
    throw e;
  }
  await rm(work, { recursive: true, force: true });
}

main().catch((e: Error) => {
  process.stderr.write(`screenshots: ${e.message}\n`);
  process.exitCode = 1;
});
