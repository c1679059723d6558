// A stack of clean-up steps run in reverse order (server, database, temp dirs, browsers).

/** Returns { push, run }: `run` pops and awaits every step, ignoring their errors. */
export function cleanupStack() {
  const steps = [];
  return {
    push: (fn) => void steps.push(fn),
    run: async () => {
      while (steps.length)
        await steps
          .pop()()
          .catch(() => {});
    },
  };
}
