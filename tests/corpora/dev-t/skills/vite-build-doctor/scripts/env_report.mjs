#!/usr/bin/env node
// Print a JSON report of the toolchain that affects Vite builds.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

function version(cmd, args = ["--version"]) {
  try {
    return execFileSync(cmd, args, { encoding: "utf8", timeout: 10000 }).trim();
  } catch (err) {
    return `unavailable (${err.code ?? err.message})`;
  }
}

function pkgVersion(name) {
  const p = `node_modules/${name}/package.json`;
  if (!existsSync(p)) return null;
  return JSON.parse(readFileSync(p, "utf8")).version;
}

const lockfiles = ["package-lock.json", "pnpm-lock.yaml", "yarn.lock", "bun.lockb"].filter(existsSync);
const configs = ["vite.config.ts", "vite.config.js", "vite.config.mjs", "vite.config.mts"].filter(existsSync);

const report = {
  node: process.version,
  npm: version("npm"),
  vite: pkgVersion("vite"),
  rollup: pkgVersion("rollup"),
  esbuild: pkgVersion("esbuild"),
  plugins: ["@vitejs/plugin-react", "@vitejs/plugin-vue", "vite-tsconfig-paths"]
    .map((n) => [n, pkgVersion(n)])
    .filter(([, v]) => v),
  lockfiles,
  configs,
  platform: `${process.platform}-${process.arch}`,
};

console.log(JSON.stringify(report, null, 2));
