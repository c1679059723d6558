// An open-loop load at a fixed rate (bench:load's p99, decision 090): one request every 1/rate s
// on a schedule fixed before the run, over at most `connections` keep-alive connections, each
// request timed from the moment the schedule meant to send it (not from when a connection was
// free), so a stall is counted in every request it held back (no coordinated omission).
//
// autocannon's own rate mode does neither: each connection sends its share of a second back to
// back and then waits for the next second (bursts at full speed), and its correction records a
// slow answer as if a request were due every 1 ms (it takes 1/rate in seconds as milliseconds).
//
// The generator shares the machine's two cores with the app and its database, and its own lag is
// counted in the latencies: so it writes one prepared request on raw sockets and reads only the
// status line and the body's length (node:http's client cost five times the CPU).
import net from 'node:net';
import { percentile } from './latency.mjs';

/**
 * GETs `url` (with `headers`) `rate` times a second for `seconds`. Resolves to { rps, p50, p975,
 * p99, max, total, errors, non2xx, behindMs, cpuPct } — behindMs: how late the schedule's worst
 * send was (the generator's own lag, counted in the latencies); cpuPct: the generator's CPU.
 */
export async function pacedGet(url, { headers = {}, rate, seconds, connections = 10 }) {
  const { hostname, port, pathname, search } = new URL(url);
  const head = Object.entries({ host: `${hostname}:${port}`, ...headers })
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  const request = Buffer.from(`GET ${pathname}${search} HTTP/1.1\r\n${head}\r\n`);
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const latencies = new Float64Array(total);
  const counts = { errors: 0, non2xx: 0, done: 0 };
  let behindMs = 0;
  let finish;
  const finished = new Promise((resolve) => {
    finish = resolve;
  });

  /** Due requests waiting for a free connection: [index, due time]. */
  const waiting = [];
  const idle = [];
  const ended = (i, due, status) => {
    latencies[i] = performance.now() - due;
    if (status === 0) counts.errors++;
    else if (status < 200 || status > 299) counts.non2xx++;
    if (++counts.done === total) finish();
  };
  const sockets = Array.from({ length: connections }, () =>
    connection({ hostname, port, request, ended, onIdle: (c) => next(c) }),
  );
  const next = (c) => {
    const job = waiting.shift();
    if (job) c.send(...job);
    else idle.push(c);
  };
  await Promise.all(sockets.map((c) => c.ready));
  idle.push(...sockets);

  const cpuBefore = process.cpuUsage();
  const start = performance.now() + 20;
  let sent = 0;
  const tick = () => {
    const now = performance.now();
    while (sent < total && start + sent * interval <= now) {
      const due = start + sent * interval;
      behindMs = Math.max(behindMs, now - due);
      const c = idle.pop();
      if (c) c.send(sent, due);
      else waiting.push([sent, due]);
      sent++;
    }
    if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
  };
  setTimeout(tick, 20);
  await finished;
  const elapsed = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  for (const c of sockets) c.close();

  const sorted = Array.from(latencies).sort((a, b) => a - b);
  return {
    rps: total / elapsed,
    p50: percentile(sorted, 50),
    p975: percentile(sorted, 97.5),
    p99: percentile(sorted, 99),
    max: sorted.at(-1),
    total,
    errors: counts.errors,
    non2xx: counts.non2xx,
    behindMs,
    cpuPct: ((cpu.user + cpu.system) / 1000 / (elapsed * 1000)) * 100,
  };
}

/**
 * One keep-alive connection that sends `request` and reads its answer (a Content-Length or a
 * chunked body); calls `ended(i, due, status)` (0 for a failure) and then `onIdle(itself)`.
 */
function connection({ hostname, port, request, ended, onIdle }) {
  const socket = net.connect({ host: hostname, port, noDelay: true });
  let job = null;
  let buffered = Buffer.alloc(0);
  const self = {
    ready: new Promise((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    }),
    send(i, due) {
      job = [i, due];
      socket.write(request);
    },
    close: () => socket.destroy(),
  };
  const fail = () => {
    if (!job) return;
    const [i, due] = job;
    job = null;
    ended(i, due, 0);
  };
  socket.on('error', fail);
  socket.on('close', fail);
  socket.on('data', (chunk) => {
    buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
    const length = answerLength(buffered);
    if (length === null || buffered.length < length || !job) return;
    const status = Number(buffered.subarray(9, 12).toString('latin1'));
    buffered = buffered.subarray(length);
    const [i, due] = job;
    job = null;
    ended(i, due, status);
    onIdle(self);
  });
  return self;
}

/** The whole answer's length in bytes once its headers and body are in `buf`; null before. */
function answerLength(buf) {
  const headEnd = buf.indexOf('\r\n\r\n');
  if (headEnd < 0) return null;
  const head = buf.subarray(0, headEnd).toString('latin1').toLowerCase();
  const bodyStart = headEnd + 4;
  const declared = /\r\ncontent-length: *(\d+)/.exec(head);
  if (declared) return bodyStart + Number(declared[1]);
  if (!/\r\ntransfer-encoding: *chunked/.test(head)) return bodyStart;
  // Chunked: walk the chunks to the empty one.
  let at = bodyStart;
  for (;;) {
    const lineEnd = buf.indexOf('\r\n', at);
    if (lineEnd < 0) return null;
    const size = parseInt(buf.subarray(at, lineEnd).toString('latin1'), 16);
    at = lineEnd + 2 + size + 2;
    if (size === 0) return buf.length >= at ? at : null;
    if (at > buf.length) return null;
  }
}
