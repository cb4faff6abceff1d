#!/usr/bin/env node
/**
 * upload_to_drive.mjs — upload a finished report to a Google Drive folder.
 *
 *   node scripts/upload_to_drive.mjs --file out/report.pdf --folder-id <id>            # plan only
 *   node scripts/upload_to_drive.mjs --file out/report.pdf --folder-id <id> --execute  # after the user said yes
 *
 * Without --execute nothing is sent: the script prints what it would upload and
 * where. The access token comes from GOOGLE_DRIVE_ACCESS_TOKEN (for example
 * `gcloud auth print-access-token` with the drive.file scope) and is sent only to
 * www.googleapis.com.
 */
import fs from 'node:fs';
import path from 'node:path';

const UPLOAD_URL = 'https://www.googleapis.com/upload/drive/v3/files?uploadType=multipart&supportsAllDrives=true&fields=id,name,webViewLink';
const TIMEOUT_MS = 60_000;
const MAX_ATTEMPTS = 3;
const MAX_BYTES = 25 * 1024 * 1024;
const FOLDER_ID_RE = /^[A-Za-z0-9_-]{10,100}$/;
const MIME = { '.pdf': 'application/pdf', '.html': 'text/html', '.csv': 'text/csv', '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };

function parseArgs(argv) {
  const args = { execute: false };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--execute') { args.execute = true; continue; }
    if (argv[i] === '--file' || argv[i] === '--folder-id') { args[argv[i].slice(2)] = argv[i + 1]; i += 1; continue; }
    throw new Error(`unknown argument ${argv[i]}`);
  }
  if (!args.file || !args['folder-id']) throw new Error('--file and --folder-id are required');
  if (!FOLDER_ID_RE.test(args['folder-id'])) throw new Error('--folder-id does not look like a Drive folder ID');
  const mime = MIME[path.extname(args.file).toLowerCase()];
  if (!mime) throw new Error(`only ${Object.keys(MIME).join(', ')} files can be uploaded`);
  const stat = fs.statSync(args.file);
  if (!stat.isFile() || stat.size > MAX_BYTES) throw new Error(`${args.file} must be a file under 25 MB`);
  return { ...args, mime, size: stat.size };
}

function multipartBody(name, folderId, mime, content) {
  const boundary = `grant-report-${Date.now().toString(16)}`;
  const meta = JSON.stringify({ name, parents: [folderId] });
  const head = Buffer.from(
    `--${boundary}\r\nContent-Type: application/json; charset=UTF-8\r\n\r\n${meta}\r\n`
    + `--${boundary}\r\nContent-Type: ${mime}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { boundary, body: Buffer.concat([head, content, tail]) };
}

async function upload({ file, mime }, folderId, token) {
  const { boundary, body } = multipartBody(path.basename(file), folderId, mime, fs.readFileSync(file));
  let lastError = '';
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    try {
      const res = await fetch(UPLOAD_URL, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': `multipart/related; boundary=${boundary}` },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (res.ok) return res.json();
      const detail = (await res.text()).slice(0, 300);
      if (res.status === 401 || res.status === 403) {
        throw Object.assign(new Error(`Drive refused the upload (${res.status}); the token may be expired or lack the drive.file scope. ${detail}`), { fatal: true });
      }
      if (res.status !== 429 && res.status < 500) {
        throw Object.assign(new Error(`Drive error ${res.status}: ${detail}`), { fatal: true });
      }
      lastError = `HTTP ${res.status}`;
    } catch (err) {
      if (err.fatal) throw err;
      lastError = err.name === 'TimeoutError' ? `timed out after ${TIMEOUT_MS / 1000}s` : err.message;
    }
    if (attempt < MAX_ATTEMPTS) await new Promise((r) => setTimeout(r, 2000 * attempt));
  }
  throw new Error(`upload failed after ${MAX_ATTEMPTS} attempts (${lastError})`);
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const folderId = args['folder-id'];
  console.log(`plan: upload ${path.basename(args.file)} (${(args.size / 1024).toFixed(0)} KB, ${args.mime}) to Drive folder ${folderId}`);
  if (!args.execute) {
    console.log('nothing sent. Re-run with --execute once the user has confirmed this upload.');
    return;
  }
  const token = process.env.GOOGLE_DRIVE_ACCESS_TOKEN;
  if (!token) throw new Error('GOOGLE_DRIVE_ACCESS_TOKEN is not set; ask the user to provide a token with the drive.file scope');
  const result = await upload(args, folderId, token);
  console.log(`uploaded: ${result.name} (${result.id})\n  ${result.webViewLink ?? ''}`);
}

main().catch((err) => {
  console.error(`error: ${err.message}`);
  process.exit(1);
});
