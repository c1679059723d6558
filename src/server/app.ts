import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { createAuth } from './auth/auth';
import { SESSION_COOKIE } from './auth/session-cookie';
import { createAccess } from './access/access';
import { createStores } from './stores';
import { isDatabaseUp, type Database } from './db/client';
import type { Env } from './env';
import { handleError, notFoundJson } from './errors';
import type { Mailer } from './mail/mailer';
import { setResponseHeader, varyOnEncoding } from './middleware/response-header';
import { sameOrigin } from './middleware/same-origin';
import { createOriginPolicy, type OriginPolicy } from './origin';
import { authRoutes } from './auth/routes';
import { dashboardRoutes } from './dashboard/routes';
import { healthRoutes, readyRoutes } from './health';
import { metricsRoute, observeRequest } from './observability/routes';
import { watchDatabase } from './observability/metrics';
import { createLifecycle, type Lifecycle } from './lifecycle';
import { meRoutes } from './auth/me-routes';
import { resultCalculationRoutes } from './results/routes';
import { annualResultRoutes } from './annual-results/routes';
import { budgetPlanRoutes } from './budget/routes';
import { monthlyControlRoutes } from './monthly-control/routes';
import { inventoryRoutes } from './inventory/routes';
import { weighingRoutes } from './weighing/routes';
import { weighingImportRoutes } from './weighing/import-routes';
import { lotRoutes } from './lots/routes';
import { reproductionIndicatorRoutes } from './reproduction/indicator-routes';
import { reproductionRoutes } from './reproduction/routes';
import { pastureRoutes } from './pastures/routes';
import { financeRoutes } from './finance/routes';
import { financeBankRoutes, OFX_IMPORT_PATH } from './finance/bank-routes';
import { financeCsvRoutes } from './finance/csv-routes';
import { diagnosisImportRoutes } from './reproduction/import-routes';
import { sanitaryRoutes } from './sanitary/routes';
import { sanitaryOutRoutes } from './sanitary/out-routes';
import { herdEventRoutes, herdRoutes } from './herd/routes';
import { herdImportRoutes } from './herd/import-routes';
import { herdPricingRoutes } from './herd/pricing-routes';
import { exportRoutes } from './export/routes';
import { EXPORT_STALL_MS, exportGuard, type ExportGuardOptions } from './export/guard';
import { DEFAULT_EXPORT_LIMITS } from './export/slots';
import { chartRoutes } from './charts/routes';
import { farmRoutes } from './farms/routes';
import { invitationRoutes } from './farms/team-routes';
import { checkoutRoutes } from './billing/checkout-routes';
import { sandboxPaymentRoutes } from './billing/sandbox-routes';
import { subscriptionRoutes } from './billing/subscription-routes';
import { adminRoutes } from './admin/routes';
import { webhookRoutes } from './billing/webhook-routes';
import { apiV1Routes } from './api-v1';
import type { PaymentProvider } from './billing/provider/provider';
import { createPaymentProvider } from './billing/provider/create';
import { createBillingRunner, type BillingQueue } from './billing/runner';
import { createLimits } from './limits/limiter';
import { clientIp } from './middleware/client-ip';
import { webRoutes } from './web';
import { pageRenderer } from './web-render';
import { NO_COMPANY } from '../content/landing';
import { bodyUpTo } from './middleware/body-limit';

export interface AppDeps {
  env: Env;
  database: Database;
  mailer: Mailer;
  /** The clock, so tests can move time (trial end). */
  now?: () => Date;
  /** Where the built web app lives (default: WEB_DIR). */
  webDir?: string;
  /** Which addresses the app answers at (default: from APP_URL and this machine's interfaces). */
  origins?: OriginPolicy;
  /** The payment provider (default: Asaas when ASAAS_API_KEY is set, else the local sandbox). */
  payments?: PaymentProvider;
  /** The job queue's billing steps once it runs (main.ts); until then they run at once. */
  billingQueue?: () => BillingQueue | undefined;
  /** The streamed exports' caps and stall time (tests: smaller ones; decision 055). */
  exports?: Partial<ExportGuardOptions>;
  /** Whether the instance is stopping (main.ts on SIGTERM; lifecycle.ts). */
  lifecycle?: Lifecycle;
}

/** Builds the whole HTTP app; tests call it with `app.request()`, main.ts serves it. */
export function createApp(deps: AppDeps) {
  const { env, database, mailer } = deps;
  const now = deps.now ?? (() => new Date());
  const origins = deps.origins ?? createOriginPolicy({ env });
  const paymentProvider = deps.payments ?? createPaymentProvider(env);
  const stores = createStores(database.db, database.exportPool);
  // Where work or e-mail is expensive (decision 058).
  const limits = createLimits({ store: stores.limits, env, now });
  const auth = createAuth({ env, db: database.db, mailer, origins, limits });
  const exports = exportGuardOf(database, deps.exports);
  const access = createAccess({ auth, store: stores.access, now });
  const billing = createBillingRunner({
    store: stores.billing,
    mailer,
    provider: paymentProvider,
    now,
    origin: () => origins.fallback,
    queue: deps.billingQueue ?? (() => undefined),
  });
  const https = env.APP_URL.startsWith('https:');
  const originCheck = sameOrigin(origins);
  const lifecycle = deps.lifecycle ?? createLifecycle();

  const app = new Hono();
  app.onError(handleError);
  app.notFound(notFoundJson);
  // Every request gets an id (its own X-Request-Id when it brings a plain one), carried into
  // the logs it causes and answered back; its duration is counted by route (/metrics).
  app.use('*', observeRequest);
  app.get('/metrics', access({ caller: 'public' }), metricsRoute(env.METRICS_TOKEN));
  watchDatabase(database.pool);

  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
      xFrameOptions: 'DENY',
      referrerPolicy: 'strict-origin-when-cross-origin',
      strictTransportSecurity: https ? 'max-age=31536000; includeSubDomains' : false,
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use('*', compress(), varyOnEncoding);
  // Stopping: each answer closes its connection, so a client's next request finds another instance.
  app.use('*', async (c, next) => {
    await next();
    if (lifecycle.draining) setResponseHeader(c, 'connection', 'close');
  });
  // No API answer is kept by the browser or a proxy: they carry one user's data (or its absence);
  // before the body limit and the origin check, so their refusals are no-store too.
  // Server-Timing says how long the server took to answer (to the first byte of a streamed
  // one), so a browser's tools and bench:bigfarm see the server's share of a request.
  app.use('/api/*', async (c, next) => {
    const started = performance.now();
    await next();
    setResponseHeader(c, 'cache-control', 'no-store');
    setResponseHeader(c, 'server-timing', `app;dur=${(performance.now() - started).toFixed(1)}`);
  });
  const apiBodyLimit = bodyUpTo(256 * 1024, 'Os dados enviados são grandes demais.');
  // The scale, herd and diagnosis imports and the paddocks' shapes set their own, larger limit
  // (weighing/import-routes.ts, herd/import-routes.ts, reproduction/import-routes.ts,
  // pastures/routes.ts, finance/bank-routes.ts), and the webhook reads its body itself
  // (it answers 200 to whatever Asaas sends, billing/webhook-routes.ts).
  // A GET or HEAD has no body: not asking spares building the full Request on every read.
  app.use('/api/*', async (c, next) =>
    c.req.method === 'GET' ||
    c.req.method === 'HEAD' ||
    c.req.path.startsWith('/api/weighings/import') ||
    c.req.path.startsWith('/api/animals/import') ||
    c.req.path.startsWith('/api/reproduction/diagnoses/import') ||
    c.req.path === '/api/pastures/shapes' ||
    c.req.path === OFX_IMPORT_PATH ||
    c.req.path.startsWith('/api/webhooks/')
      ? next()
      : apiBodyLimit(c, next),
  );

  // Payment-provider webhooks authenticate by token, and the public API (/api/v1) by API key,
  // not by cookie: they skip this check.
  app.use('/api/*', async (c, next) =>
    c.req.path.startsWith('/api/webhooks/') || c.req.path.startsWith('/api/v1/')
      ? next()
      : originCheck(c, next),
  );
  app.route('/api/auth', authRoutes(auth, env.TRUST_PROXY, origins));
  app.route('/api/health', healthRoutes({ access, databaseUp: () => isDatabaseUp(database.pool) }));
  app.route(
    '/api/ready',
    readyRoutes({ access, lifecycle, databaseUp: () => isDatabaseUp(database.pool) }),
  );
  app.route('/api/me', meRoutes({ access, farms: stores.farms }));
  // Herd records and the dashboard (issue 4): one app.route line per resource, below this one.
  app.route('/api/result-calculations', resultCalculationRoutes({ access, store: stores.results }));
  app.route('/api/monthly-control', monthlyControlRoutes({ access, store: stores.monthly, now }));
  app.route('/api/budget-plans', budgetPlanRoutes({ access, store: stores.budget }));
  app.route('/api/annual-results', annualResultRoutes({ access, store: stores.annual, now }));
  app.route('/api/inventory', inventoryRoutes({ access, store: stores.inventory, now }));
  // The herd registry ('Rebanho', decision 036): a farm page beside the modules.
  app.route('/api/animals/import', herdImportRoutes({ access, store: stores.herd, now, limits }));
  app.route('/api/animals', herdRoutes({ access, store: stores.herd, now, limits }));
  app.route('/api/sanitary', sanitaryRoutes({ access, store: stores.sanitary, now }));
  // What the sanitary records give out (issue 26 item 7): sheets to print, a month's cost.
  app.route('/api/sanitary', sanitaryOutRoutes({ access, store: stores.sanitary }));
  // 'Reprodução' (issue 41, decision 067): seasons, IATF, services, checks, weanings; the
  // vet's diagnosis file (item 10).
  app.route(
    '/api/reproduction/diagnoses/import',
    diagnosisImportRoutes({ access, store: stores.reproduction, now, limits }),
  );
  app.route('/api/reproduction', reproductionRoutes({ access, store: stores.reproduction, now }));
  // 'Pastos' (issue 42): paddocks, moves, heights, shapes and stocking.
  app.route('/api/pastures', pastureRoutes({ access, store: stores.pastures, now }));
  // 'Financeiro' (issue 43): the cash book, fed by the herd, and the bank statements.
  app.route('/api/finance', financeRoutes({ access, store: stores.finance, now }));
  app.route('/api/finance', financeBankRoutes({ access, store: stores.finance, now, limits }));
  // Its file, an export's within the exports' limits and caps.
  const entriesCsv = stores.export.entriesCsv;
  app.route('/api/finance', financeCsvRoutes({ access, now, limits, guard: exports, entriesCsv }));
  // Its indicators and lists (issue 41 items 8 and 9).
  app.route(
    '/api/reproduction',
    reproductionIndicatorRoutes({ access, store: stores.reproduction, now }),
  );
  app.route('/api/animal-events', herdEventRoutes({ access, store: stores.herd, now }));
  // 'Preço a informar': the sales and purchases 'Campo' recorded, priced later (decision 061).
  app.route('/api/animal-events', herdPricingRoutes({ access, store: stores.herd, now }));
  app.route(
    '/api/weighings/import',
    weighingImportRoutes({ access, store: stores.weighing, lots: stores.lots, now, limits }),
  );
  app.route(
    '/api/weighings',
    weighingRoutes({ access, store: stores.weighing, lots: stores.lots, now, limits }),
  );
  app.route('/api/lots', lotRoutes({ access, store: stores.lots, now }));
  app.route('/api/export', exportRoutes({ access, stores, now, limits, guard: exports }));
  // The charts' data (issue 27 item 2, decision 048): bounded aggregates for each chart.
  app.route('/api/charts', chartRoutes({ access, store: stores.charts, now }));
  // Farms, their team and API keys (issue 11, decision 015).
  const farmDeps = { access, auth, store: stores.farms, now, mailer, origins, limits };
  app.route('/api/farms', farmRoutes(farmDeps));
  app.route('/api/invitations', invitationRoutes(farmDeps));
  app.route(
    '/api/dashboard',
    dashboardRoutes({ access, store: stores.dashboard, farms: stores.farms, now }),
  );
  app.route(
    '/api/checkout',
    checkoutRoutes({
      access,
      store: stores.billing.subscriptions,
      now,
      payments: paymentProvider,
    }),
  );
  app.route(
    '/api/admin',
    adminRoutes({
      access,
      store: stores.admin,
      auth,
      now,
      mailer,
      origins,
      trustProxy: env.TRUST_PROXY,
      billing: billing.dispatch,
    }),
  );
  app.route(
    '/api/subscription',
    subscriptionRoutes({
      access,
      store: stores.billing.subscriptions,
      now,
      provider: paymentProvider,
      mailer,
      origins,
    }),
  );
  app.route(
    '/api/webhooks',
    webhookRoutes({
      access,
      store: stores.billing,
      now,
      token: env.ASAAS_WEBHOOK_TOKEN,
      billing: billing.dispatch,
    }),
  );
  // The sandbox's 'Pagamento de teste' page and its two actions, before the web app's routes.
  if (paymentProvider.name === 'sandbox') {
    app.route(
      '/',
      sandboxPaymentRoutes({
        access,
        store: stores.billing,
        now,
        billing: billing.work,
        originOf: (headers) => origins.publicOrigin(headers),
      }),
    );
  }
  app.route('/api/v1', apiV1Routes({ access, now, stores }));
  app.all('/api/*', notFoundJson);
  const webDir = deps.webDir ?? env.WEB_DIR;
  const company = {
    cnpj: env.COMPANY_CNPJ ?? NO_COMPANY.cnpj,
    whatsapp: env.SUPPORT_WHATSAPP ?? NO_COMPANY.whatsapp,
  };
  app.route(
    '/',
    webRoutes(webDir, {
      company,
      demo: paymentProvider.name === 'sandbox',
      originOf: (headers) => origins.publicOrigin(headers),
      sessionCookie: SESSION_COOKIE,
      // Counted per account and address before the server renders it (decisions 058 and 077).
      admitRendered: async (c) => {
        const caller = await access.callers.resolve(c.req.raw.headers);
        if (!caller.user) return null;
        return limits.check('dashboard', {
          account: caller.user.id,
          address: clientIp(c, env.TRUST_PROXY),
        });
      },
      // The page's answers through the API's own routes, with the page's cookie (decision 052).
      renderPage: pageRenderer({
        webDir,
        company,
        fetchApi: (path, request) => {
          const headers = new Headers({ accept: 'application/json' });
          for (const name of ['cookie', 'user-agent']) {
            const value = request.headers.get(name);
            if (value !== null) headers.set(name, value);
          }
          return Promise.resolve(app.fetch(new Request(new URL(path, request.url), { headers })));
        },
      }),
    }),
  );

  return { app, auth, access, billing, stores, limits, exports };
}

/**
 * The exports' guard: at most as many running in all as the exports' pool has connections, so a
 * started export never waits for one (decision 055).
 */
function exportGuardOf(database: Database, options: Partial<ExportGuardOptions> = {}) {
  const connections = database.exportPool.options.max ?? 1;
  const total = options.total ?? connections;
  if (total > connections) {
    throw new Error(
      `exports: ${total} at once need as many connections (the pool has ${connections})`,
    );
  }
  return exportGuard({
    perAccount: options.perAccount ?? DEFAULT_EXPORT_LIMITS.perAccount,
    total,
    stallMs: options.stallMs ?? EXPORT_STALL_MS,
  });
}

export type App = ReturnType<typeof createApp>['app'];
