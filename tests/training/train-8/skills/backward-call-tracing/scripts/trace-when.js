"use strict";
/**
 * Wrap a function so that, when `predicate(...args)` is true, the call's arguments and
 * stack are printed to stderr. The original function is always called and its result
 * (or exception) passed through unchanged.
 */
function traceWhen(fn, predicate, label) {
  if (typeof fn !== "function" || typeof predicate !== "function") {
    throw new TypeError("traceWhen(fn, predicate): both arguments must be functions");
  }
  const name = label || fn.name || "anonymous";
  let hits = 0;
  const maxReports = 20;
  return function traced(...args) {
    let matched = false;
    try {
      matched = Boolean(predicate(...args));
    } catch (err) {
      console.error(`[trace-when] predicate for ${name} threw: ${err.message}`);
    }
    if (matched && hits < maxReports) {
      hits += 1;
      const stack = new Error(`trace ${name}`).stack.split("\n").slice(2).join("\n");
      console.error(`[trace-when] ${name}(${args.map((a) => JSON.stringify(a)).join(", ")})\n${stack}`);
      if (hits === maxReports) {
        console.error(`[trace-when] ${name}: further matches not printed`);
      }
    }
    return fn.apply(this, args);
  };
}

module.exports = { traceWhen };
