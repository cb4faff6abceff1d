import { defineConfig } from "vitest/config";

// The engine-restart fault test stops the Docker engine for a few seconds; it runs in a group of its
// own, after everything else, so no other Docker test loses the engine under it.
const ENGINE_RESTART = "tests/faults/sandbox-faults.test.ts";

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
    projects: [
      {
        extends: true,
        test: {
          name: "suite",
          include: ["tests/**/*.test.ts"],
          exclude: [ENGINE_RESTART],
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: { name: "engine-restart", include: [ENGINE_RESTART], sequence: { groupOrder: 1 } },
      },
    ],
  },
});
