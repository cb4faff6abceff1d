import { readFileSync } from "node:fs";
import path from "node:path";

// A module of its own: ncc copies the file next to the bundle when it recognises the call that opens
// it, and it did not recognise the same call inside learned.ts.
/** The shipped model's weights (prose-model.bin), from beside this module or the bundle. */
export const readModelFile = (): Buffer => readFileSync(path.join(__dirname, "prose-model.bin"));
