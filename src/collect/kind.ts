import type { FileKind } from "./schema";

const DOCUMENT_EXT = /\.(docx|xlsx|pptx|odt|ods|odp|pdf|rtf|doc|xls|ppt)$/i;
const COMPILED_EXT = /\.(pyc|pyo|class|so|dll|dylib|exe|wasm|o|a|node|jar)$/i;
const ARCHIVE_EXT = /\.(zip|tar|tgz|gz|bz2|xz|7z|rar|whl|egg)$/i;

/** Decides how the scanner must treat a file, from its bytes first and its name second. */
export function classify(file: string, data: Buffer): FileKind {
  if (DOCUMENT_EXT.test(file)) return "document";
  if (
    startsWith(data, [0x7f, 0x45, 0x4c, 0x46]) ||
    startsWith(data, [0xca, 0xfe, 0xba, 0xbe]) ||
    startsWith(data, [0x00, 0x61, 0x73, 0x6d])
  ) {
    return "compiled";
  }
  if (COMPILED_EXT.test(file) || isPyc(data)) return "compiled";
  if (
    startsWith(data, [0x50, 0x4b, 0x03, 0x04]) ||
    startsWith(data, [0x1f, 0x8b]) ||
    startsWith(data, [0x42, 0x5a, 0x68]) ||
    startsWith(data, [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00]) ||
    startsWith(data, [0x37, 0x7a, 0xbc, 0xaf]) ||
    (data.length > 262 && data.toString("latin1", 257, 262) === "ustar") ||
    ARCHIVE_EXT.test(file)
  ) {
    return "archive";
  }
  return isText(data) ? "text" : "binary";
}

function startsWith(data: Buffer, magic: number[]): boolean {
  return data.length >= magic.length && magic.every((b, i) => data[i] === b);
}

/** CPython bytecode: a 2-byte version magic followed by "\r\n". */
function isPyc(data: Buffer): boolean {
  return data.length >= 16 && data[2] === 0x0d && data[3] === 0x0a && !isText(data.subarray(0, 64));
}

/** UTF-8 without NUL bytes. A BOM-less UTF-16 file counts as binary, and is reported unscannable. */
export function isText(data: Buffer): boolean {
  if (data.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}
