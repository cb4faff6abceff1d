import { main } from "./main";

const controller = new AbortController();
for (const sig of ["SIGINT", "SIGTERM"] as const) {
  process.once(sig, () => controller.abort(new Error(`received ${sig}`)));
}

main(process.argv.slice(2), { stdout: (s) => process.stdout.write(s), signal: controller.signal }).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`skillaudit: ${(e as Error)?.message ?? e}\n`);
    process.exitCode = 2;
  },
);
