import { main } from "./main";

const controller = new AbortController();
// A lasting listener, not once(): the run-dir lock's signal-exit re-raises a signal it finds no other
// listener for, which would kill the audit before it can say what it kept. A second signal ends it now.
for (const sig of ["SIGINT", "SIGTERM"] as const) {
  process.on(sig, () => {
    if (controller.signal.aborted) process.exit(sig === "SIGINT" ? 130 : 143);
    controller.abort(new Error(`received ${sig}`));
  });
}

/** Exits once the output is flushed: a handle some library left open must not keep a finished CLI alive. */
const exit = (code: number) => {
  process.exitCode = code;
  process.stdout.write("", () => process.stderr.write("", () => process.exit(code)));
};

main(process.argv.slice(2), { stdout: (s) => process.stdout.write(s), signal: controller.signal }).then(
  exit,
  (e: unknown) => {
    process.stderr.write(`skillaudit: ${(e as Error)?.message ?? e}\n`);
    exit(2);
  },
);
