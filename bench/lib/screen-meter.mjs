// Measures screens in Chromium (bench:bigfarm): 4× CPU throttling over CDP, bytes of the data
// requests (fetch/XHR: what a screen costs after the app shell), JS heap, per-endpoint timings.
import { summariseProfileData } from './cpuprofile.mjs';

/** Pathname with ids (uuids, numbers, animal ids) folded, so one endpoint is one key. */
const endpointOf = (method, url) => {
  const { pathname } = new URL(url);
  return `${method} ${pathname
    .replace(/[0-9a-f]{8}-[0-9a-f-]{27}/gi, ':id')
    .replace(/\/\d+(?=\/|$)/g, '/:n')}`;
};

/**
 * Wires a page for measuring; returns { mark, settle, heapMb, endpoints }. `endpoints` (endpoint
 * -> { times: server durations, urls: the GET urls asked }) may be shared by several pages. With
 * `trace`, settle() also returns `requests` (each request's url, type, start and end in ms since
 * mark()) and `profile` (a summary of the renderer's CPU profile between mark() and settle()):
 * where a slow screen's time goes.
 */
export async function meterPage(
  page,
  { cpuRate = 4, idleMs = 500, endpoints = new Map(), trace = false } = {},
) {
  const cdp = await page.context().newCDPSession(page);
  if (trace) await cdp.send('Profiler.enable');
  /** request -> { url, type, start, end } since mark(), when tracing. */
  const timeline = new Map();
  let started = 0;
  let bytesAtMark = 0;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  await cdp.send('Performance.enable');
  await cdp.send('Network.enable');
  const types = new Map();
  let dataBytes = 0;
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => {
    const type = types.get(e.requestId);
    if (type === 'XHR' || type === 'Fetch') dataBytes += e.encodedDataLength;
  });

  let inflight = 0;
  let lastActivity = performance.now();
  page.on('request', (request) => {
    inflight++;
    lastActivity = performance.now();
    if (trace) {
      const { pathname, search } = new URL(request.url());
      timeline.set(request, {
        url: `${pathname}${search}`.slice(0, 90),
        type: request.resourceType(),
        start: lastActivity - started,
        end: NaN,
      });
    }
  });
  const done = async (request) => {
    inflight = Math.max(0, inflight - 1);
    lastActivity = performance.now();
    if (timeline.has(request)) timeline.get(request).end = lastActivity - started;
    if (!request.url().includes('/api/')) return;
    // The server's own time (its Server-Timing header, to the first byte of a streamed answer),
    // not the browser's: a throttled renderer delays when it sees a response end.
    const header = (await request.response().catch(() => null))?.headers()['server-timing'];
    const dur = Number(/app;dur=([\d.]+)/.exec(header ?? '')?.[1]);
    if (!Number.isFinite(dur)) return;
    const key = endpointOf(request.method(), request.url());
    if (!endpoints.has(key)) endpoints.set(key, { times: [], urls: new Set() });
    endpoints.get(key).times.push(dur);
    if (request.method() === 'GET') endpoints.get(key).urls.add(request.url());
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);

  return {
    endpoints,
    /** Starts a measurement. */
    async mark() {
      started = performance.now();
      bytesAtMark = dataBytes;
      timeline.clear();
      if (trace) await cdp.send('Profiler.start');
    },
    /**
     * Waits until no request has been in flight for `idleMs` and no 'Carregando' status shows;
     * returns { ms, kb }: from mark() to the last of the step's own end (now: settle is called
     * when the step's action returned), its requests and its spinners, and data KB since mark().
     */
    async settle(timeoutMs = 60_000) {
      const acted = performance.now();
      const deadline = acted + timeoutMs;
      let spinnerGone = acted;
      for (;;) {
        const busy = await page
          .locator('[role="status"]:has-text("Carregando"), [aria-busy="true"]')
          .count();
        const now = performance.now();
        if (busy > 0) spinnerGone = now;
        if (busy === 0 && inflight === 0 && now - lastActivity >= idleMs) break;
        if (now > deadline) throw new Error('the screen did not settle within the timeout');
        await new Promise((r) => setTimeout(r, 50));
      }
      const end = Math.max(lastActivity, spinnerGone, acted);
      const settled = { ms: end - started, kb: (dataBytes - bytesAtMark) / 1024 };
      if (!trace) return settled;
      const { profile } = await cdp.send('Profiler.stop');
      return {
        ...settled,
        // Which of the three ended the step: the action, the last request or the last spinner.
        ends: {
          action: acted - started,
          request: lastActivity - started,
          spinner: spinnerGone - started,
        },
        requests: [...timeline.values()].sort((a, b) => a.start - b.start),
        profile: summariseProfileData(profile, 15),
      };
    },
    async heapMb() {
      await cdp.send('HeapProfiler.collectGarbage').catch(() => {});
      const { metrics } = await cdp.send('Performance.getMetrics');
      return metrics.find((m) => m.name === 'JSHeapUsedSize').value / 2 ** 20;
    },
  };
}
