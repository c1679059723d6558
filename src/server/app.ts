import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { createAuth } from './auth';
import type { Database } from './db/client';
import type { Env } from './env';
import { AppError, handleError, notFoundJson } from './errors';
import type { Mailer } from './mail/mailer';
import { setResponseHeader, varyOnEncoding } from './middleware/response-header';
import { sameOrigin } from './middleware/same-origin';
import { createOriginPolicy, type OriginPolicy } from './origin';
import { authRoutes } from './routes/auth';
import { dashboardRoutes } from './routes/dashboard';
import { healthRoutes } from './routes/health';
import { meRoutes } from './routes/me';
import { resultCalculationRoutes } from './routes/result-calculations';
import { annualResultRoutes } from './routes/annual-results';
import { budgetPlanRoutes } from './routes/budget-plans';
import { monthlyControlRoutes } from './routes/monthly-control';
import { inventoryRoutes } from './routes/inventory';
import { weighingRoutes } from './routes/weighings';
import { weighingImportRoutes } from './routes/weighing-import';
import { lotRoutes } from './routes/lots';
import { exportRoutes } from './routes/export';
import { farmRoutes } from './routes/farms';
import { invitationRoutes } from './routes/team';
import { checkoutRoutes } from './routes/checkout';
import { sandboxPaymentRoutes } from './routes/sandbox-payments';
import { subscriptionRoutes } from './routes/subscription';
import { adminRoutes } from './routes/admin';
import { webhookRoutes } from './routes/webhooks';
import { apiV1Routes } from './api-v1';
import type { PaymentProvider } from './payments/provider';
import { createBillingNotifier, deferredNotifier, type BillingNotifier } from './billing/notify';
import { createAsaasProvider } from './payments/asaas';
import { createSandboxProvider } from './payments/sandbox';
import { webRoutes } from './web';
import { DEFAULT_COMPANY } from '../content/landing';

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
  /** The job queue's billing e-mail sender once it runs (main.ts); until then e-mails go inline. */
  billingQueue?: () => BillingNotifier | undefined;
}

/** Builds the whole HTTP app; tests call it with `app.request()`, main.ts serves it. */
export function createApp(deps: AppDeps) {
  const { env, database, mailer } = deps;
  const now = deps.now ?? (() => new Date());
  const origins = deps.origins ?? createOriginPolicy({ env });
  const paymentProvider =
    deps.payments ??
    (env.ASAAS_API_KEY
      ? createAsaasProvider({ apiKey: env.ASAAS_API_KEY, baseUrl: env.ASAAS_BASE_URL })
      : createSandboxProvider());
  const auth = createAuth({ env, db: database.db, mailer, origins });
  const notify = deferredNotifier(
    createBillingNotifier({ db: database.db, mailer, now }),
    deps.billingQueue ?? (() => undefined),
  );
  const https = env.APP_URL.startsWith('https:');
  const originCheck = sameOrigin(origins);

  const app = new Hono();
  app.onError(handleError);
  app.notFound(notFoundJson);

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
  // No API answer is kept by the browser or a proxy: they carry one user's data (or its absence);
  // before the body limit and the origin check, so their refusals are no-store too.
  app.use('/api/*', async (c, next) => {
    await next();
    setResponseHeader(c, 'cache-control', 'no-store');
  });
  const apiBodyLimit = bodyLimit({
    maxSize: 256 * 1024,
    onError: () => {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'Os dados enviados são grandes demais.');
    },
  });
  // The scale import sets its own, larger limit (routes/weighing-import.ts).
  // A GET or HEAD has no body: not asking spares building the full Request on every read.
  app.use('/api/*', async (c, next) =>
    c.req.method === 'GET' ||
    c.req.method === 'HEAD' ||
    c.req.path.startsWith('/api/weighings/import')
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
  app.route('/api/health', healthRoutes(database.pool));
  app.route('/api/me', meRoutes({ auth, db: database.db, now }));
  // Herd records and the dashboard (issue 4): one app.route line per resource, below this one.
  app.route('/api/result-calculations', resultCalculationRoutes({ auth, db: database.db, now }));
  app.route('/api/monthly-control', monthlyControlRoutes({ auth, db: database.db, now }));
  app.route('/api/budget-plans', budgetPlanRoutes({ auth, db: database.db, now }));
  app.route('/api/annual-results', annualResultRoutes({ auth, db: database.db, now }));
  app.route('/api/inventory', inventoryRoutes({ auth, db: database.db, now }));
  app.route('/api/weighings/import', weighingImportRoutes({ auth, db: database.db, now }));
  app.route('/api/weighings', weighingRoutes({ auth, db: database.db, now }));
  app.route('/api/lots', lotRoutes({ auth, db: database.db, now }));
  app.route('/api/export', exportRoutes({ auth, db: database.db, now }));
  // Farms, their team and API keys (issue 11, decision 015).
  app.route('/api/farms', farmRoutes({ auth, db: database.db, now, mailer, origins }));
  app.route('/api/invitations', invitationRoutes({ auth, db: database.db, now }));
  app.route('/api/dashboard', dashboardRoutes({ auth, db: database.db, now }));
  app.route(
    '/api/checkout',
    checkoutRoutes({ auth, db: database.db, now, payments: paymentProvider }),
  );
  app.route(
    '/api/admin',
    adminRoutes({
      auth,
      db: database.db,
      now,
      mailer,
      origins,
      trustProxy: env.TRUST_PROXY,
    }),
  );
  app.route(
    '/api/subscription',
    subscriptionRoutes({
      auth,
      db: database.db,
      now,
      provider: paymentProvider,
      mailer,
      origins,
    }),
  );
  app.route(
    '/api/webhooks',
    webhookRoutes({
      db: database.db,
      now,
      token: env.ASAAS_WEBHOOK_TOKEN,
      notify,
      origin: origins.fallback,
    }),
  );
  // The sandbox's 'Pagamento de teste' page and its two actions, before the web app's routes.
  if (paymentProvider.name === 'sandbox') {
    app.route(
      '/',
      sandboxPaymentRoutes({
        auth,
        db: database.db,
        now,
        notify,
        originOf: (headers) => origins.publicOrigin(headers),
      }),
    );
  }
  app.route('/api/v1', apiV1Routes({ auth, db: database.db, now }));
  app.all('/api/*', notFoundJson);
  app.route(
    '/',
    webRoutes(deps.webDir ?? env.WEB_DIR, {
      company: {
        cnpj: env.COMPANY_CNPJ ?? DEFAULT_COMPANY.cnpj,
        whatsapp: env.SUPPORT_WHATSAPP ?? DEFAULT_COMPANY.whatsapp,
      },
      originOf: (headers) => origins.publicOrigin(headers),
    }),
  );

  return { app, auth };
}

export type App = ReturnType<typeof createApp>['app'];
