// bench:bigfarm's TRACE=1 output: a step's requests and where the renderer's CPU time went.

/** A step's requests as a waterfall and its busiest code (TRACE=1). */
export function printTrace({ requests, profile, ends }) {
  if (ends) {
    const at = Object.entries(ends).map(([what, ms]) => `${what} ${ms.toFixed(0)} ms`);
    console.log(`      ends: ${at.join(', ')}`);
  }
  for (const r of requests) {
    console.log(
      `      ${r.start.toFixed(0).padStart(5)} → ${r.end.toFixed(0).padStart(5)} ms  ` +
        `${r.type.padEnd(10)} ${r.url}`,
    );
  }
  if (!profile) return;
  console.log(
    `      CPU: ${profile.busyMs.toFixed(0)} ms busy of ${profile.totalMs.toFixed(0)} ms`,
  );
  for (const { name, ms, pct } of profile.packages.slice(0, 8)) {
    console.log(`        ${ms.toFixed(0).padStart(5)} ms ${pct.toFixed(0).padStart(3)}%  ${name}`);
  }
  for (const { name, ms } of profile.functions.slice(0, 8)) {
    console.log(`        ${ms.toFixed(0).padStart(5)} ms  ${name.slice(0, 100)}`);
  }
}
