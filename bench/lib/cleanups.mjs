// A stack of clean-up steps run in reverse order (server, database, temp dirs, browsers).

/** Returns { push, run }: `run` pops and awaits every step (sync or async), ignoring errors. */
export function cleanupStack() {
  const steps = [];
  return {
    push: (fn) => void steps.push(fn),
    run: async () => {
      while (steps.length) {
        const step = steps.pop();
        await Promise.resolve()
          .then(step)
          .catch(() => {});
      }
    },
  };
}

/** A clean-up stack that also runs on Ctrl-C (then exits with 130). */
export function interruptibleCleanups() {
  const cleanups = cleanupStack();
  process.on('SIGINT', () => void cleanups.run().then(() => process.exit(130)));
  return cleanups;
}

/** Runs a bench's `main` (resolving to an exit code), cleans up, then exits with that code. */
export function runMain(main, cleanups) {
  main().then(
    async (code) => {
      await cleanups.run();
      process.exit(code);
    },
    async (error) => {
      console.error(error);
      await cleanups.run();
      process.exit(1);
    },
  );
}
