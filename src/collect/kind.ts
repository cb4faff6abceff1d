import { isUtf8 } from "node:buffer";
import { decodeText } from "../scan/decode";
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
  return isText(data, file) ? "text" : "binary";
}

function startsWith(data: Buffer, magic: number[]): boolean {
  return data.length >= magic.length && magic.every((b, i) => data[i] === b);
}

/** CPython bytecode: a 2-byte version magic followed by "\r\n". */
function isPyc(data: Buffer): boolean {
  return data.length >= 16 && data[2] === 0x0d && data[3] === 0x0a && data.subarray(0, 64).includes(0);
}

/** Text in any encoding a reader of the skill would use (UTF-8 answered without decoding). */
export function isText(data: Buffer, file = ""): boolean {
  if (data.indexOf(0) === -1 && isUtf8(data)) return true;
  return decodeText(data, file) !== null;
}
