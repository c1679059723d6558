// The machine's speed when a bench starts, printed beside its figures: the shared 2-core machine
// runs the same code 1.5–2.5× slower in some hours than in others (6 December 2026: bench:load's
// most 1,561–1,678 req/s in the morning, 586–848 after noon), and a figure says little without it.

/** A fixed piece of JavaScript's time in ms (one core; lower is faster). */
function loopMs() {
  const started = process.hrtime.bigint();
  let sum = 0;
  for (let i = 0; i < 100_000_000; i++) sum += i % 7;
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  // Used, so the loop is not optimised away.
  return sum > 0 ? ms : -1;
}

/** The median of 3 runs of the loop, as the line the benches print. */
export function machineSpeed() {
  const runs = [loopMs(), loopMs(), loopMs()].sort((a, b) => a - b);
  return `machine: 10^8 steps of a fixed loop in ${Math.round(runs[1])} ms (median of 3; lower is faster)`;
}
