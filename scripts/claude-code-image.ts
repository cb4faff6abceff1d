/**
 * Builds `skillaudit-sandbox-claude:<hash12>`: the current sandbox image plus the Claude Code
 * binary at /usr/local/bin/claude. Called by scripts/setup-claude-code.sh after it has
 * installed the npm package; prints the tag on stdout.
 *
 *   npx tsx scripts/claude-code-image.ts --binary PATH --version V [--base IMAGE]
 *
 * The tag hashes the sandbox image id, the binary and sandbox/claude-code/Dockerfile, so a
 * rebuilt sandbox image or another Claude Code version gives a new tag and an unchanged
 * one is reused. Labels tie the image to its sandbox image id (findClaudeCodeImage).
 */
import { createHash } from "node:crypto";
import { createReadStream, promises as fs } from "node:fs";
import path from "node:path";
import tar from "tar-stream";
import { CLAUDE_IMAGE_LABELS, CLAUDE_IMAGE_REPO } from "../src/agent/claude-code";
import { connectEngine } from "../src/sandbox/engine";
import { buildImage, DEFAULT_BASE_IMAGE, ensureSandboxImage, findContextDir } from "../src/sandbox/image";

const log = (s: string) => process.stderr.write(`claude-code-image: ${s}\n`);

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** sha256 of the binary, remembered beside it (hashing ~400 MB takes a second or two). */
async function binarySha(bin: string): Promise<string> {
  const memo = `${bin}.sha256`;
  const [st, memoSt] = await Promise.all([fs.stat(bin), fs.stat(memo).catch(() => null)]);
  if (memoSt && memoSt.mtimeMs >= st.mtimeMs) return (await fs.readFile(memo, "utf8")).trim();
  const h = createHash("sha256");
  for await (const c of createReadStream(bin)) h.update(c as Buffer);
  const sha = h.digest("hex");
  await fs.writeFile(memo, `${sha}\n`).catch(() => {});
  return sha;
}

async function main(): Promise<void> {
  const bin = arg("binary");
  const version = arg("version") ?? "unknown";
  if (!bin) throw new Error("--binary PATH is required");
  const base = arg("base") ?? process.env.SKILLAUDIT_BASE_IMAGE ?? DEFAULT_BASE_IMAGE;
  const engine = await connectEngine();
  const sandbox = await ensureSandboxImage(engine, {
    base,
    logger: { info: log, warn: log, debug() {} },
  });
  const dockerfile = await fs.readFile(path.join(findContextDir(), "claude-code", "Dockerfile"));
  const binSha = await binarySha(bin);
  const hash = createHash("sha256")
    .update(JSON.stringify({ sandbox: sandbox.id, binary: binSha, dockerfile: dockerfile.toString("utf8") }))
    .digest("hex");
  const tag = `${CLAUDE_IMAGE_REPO}:${hash.slice(0, 12)}`;
  const present = await engine.docker
    .getImage(tag)
    .inspect()
    .then(() => true)
    .catch(() => false);
  if (present) {
    log(`${tag} already built (from ${sandbox.tag}, Claude Code ${version})`);
    process.stdout.write(`${tag}\n`);
    return;
  }
  log(`building ${tag} from ${sandbox.tag} with Claude Code ${version}`);
  const size = (await fs.stat(bin)).size;
  // Streamed: the binary is far too big to hold the build context in memory.
  const pack = tar.pack();
  pack.entry({ name: "Dockerfile", mode: 0o644, uid: 0, gid: 0 }, dockerfile);
  const entry = pack.entry({ name: "claude", mode: 0o755, uid: 0, gid: 0, size }, (err) => {
    if (err) pack.destroy(err);
    else pack.finalize();
  });
  createReadStream(bin).pipe(entry);
  await buildImage(engine, pack as unknown as NodeJS.ReadableStream, {
    tag,
    buildargs: { BASE: sandbox.tag },
    labels: {
      [CLAUDE_IMAGE_LABELS.sandboxId]: sandbox.id,
      [CLAUDE_IMAGE_LABELS.version]: version,
      [CLAUDE_IMAGE_LABELS.binarySha]: binSha,
    },
  });
  const check = await engine.docker.createContainer({
    Image: tag,
    User: "1000:1000",
    Cmd: ["claude", "--version"],
    HostConfig: { NetworkMode: "none", AutoRemove: false },
  });
  try {
    await check.start();
    const { StatusCode } = await check.wait();
    const out = (await check.logs({ stdout: true, stderr: true })).toString("utf8");
    if (StatusCode !== 0) {
      await engine.docker
        .getImage(tag)
        .remove({ force: true })
        .catch(() => {});
      throw new Error(`claude --version in ${tag} exited ${StatusCode} (image removed): ${out}`);
    }
    log(`built ${tag}; claude --version as the agent user: ${out.replace(/[^\x20-\x7e]/g, "").trim()}`);
  } finally {
    await check.remove({ force: true }).catch(() => {});
  }
  process.stdout.write(`${tag}\n`);
}

main().catch((e) => {
  log((e as Error).message);
  process.exit(1);
});
