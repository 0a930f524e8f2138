import fs from 'node:fs';
import path from 'node:path';
import express, { Router, type ErrorRequestHandler } from 'express';
import helmet from 'helmet';
import cookieParser from 'cookie-parser';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import { appRouter } from '../trpc/router.ts';
import { createHttpContextFactory, type AppDeps } from '../trpc/context.ts';
import { devMailboxRouter } from './dev-mailbox.ts';
import { isLoopbackHost } from '../config.ts';
import { hashedAssets } from './assets.ts';
import { bodyLimit, cors, cspDirectives, inlineScriptHashes, MAX_BODY_BYTES, originGuard, pageConfigOrigins } from './security.ts';
import { googleAuthRouter } from '../modules/auth/google.router.ts';
import { downloadableIcs } from '../modules/bookings/booking-mails.ts';
import { paymentWebhook } from '../modules/payments/settlement.service.ts';
import { completeCardRequest, VERIFY_CALLBACK_PATH } from '../modules/billing/payment-methods.ts';
import { billingWebhook } from '../modules/billing/charges.ts';
import { messagingWebhookRouter } from '../modules/messaging/webhooks.ts';
import { opsRouter, requestTiming } from '../ops/routes.ts';
import { shortLinkRouter } from '../modules/reminders/short-links.ts';
import { z } from 'zod';
import { accessLog, requestLog } from './access-log.ts';
import { devProxyGuard } from './dev-proxy-guard.ts';
import { ping } from '../ops/ops.queries.ts';

/** The Express app: security headers, cookies, /health and /metrics, /trpc, dev pages, and the built web app. */
export function createHttpApp(deps: AppDeps) {
  const { config, db, log } = deps;
  const app = express();
  app.disable('x-powered-by');
  // First, so a request's time includes every middleware: the latency histogram of /metrics.
  app.use(requestTiming);
  app.set('trust proxy', config.trustProxy);
  // The built app's index.html (when served): its inline boot script is allowed by hash, and what
  // its page config calls (API origin, PostHog host) by origin.
  const indexHtmlPath = config.appDistDir ? path.join(config.appDistDir, 'index.html') : undefined;
  const indexHtml = indexHtmlPath && fs.existsSync(indexHtmlPath) ? fs.readFileSync(indexHtmlPath, 'utf8') : '';
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: cspDirectives({
          scriptHashes: inlineScriptHashes(indexHtml),
          // The pay page's card form posts the card from the browser to the gateway (Moyasar or the sandbox).
          connect: [...pageConfigOrigins(indexHtml), ...(config.posthogHost ? [config.posthogHost] : []), new URL(config.moyasarBaseUrl).origin],
          upgradeInsecure: config.cookieSecure,
        }),
      },
      crossOriginEmbedderPolicy: false,
      // HSTS and upgrade-insecure-requests only where we really serve https.
      strictTransportSecurity: config.cookieSecure,
    }),
  );
  // Development settings are for this machine: a request through a proxy is refused (ALLOW_DEV_BEHIND_PROXY).
  if (config.refuseProxied) app.use(devProxyGuard(log));
  // Before anything reads a body or runs a procedure: size cap, CSRF origin check, CORS.
  app.use(bodyLimit(MAX_BODY_BYTES));
  app.use('/trpc', cors(config));
  app.use(originGuard(config));
  app.use(cookieParser());
  // One line per request when it ends; secrets in URLs redacted (access-log.ts, redact-url.ts).
  app.use(accessLog(log));

  app.get('/health', async (_req, res) => {
    let database: 'ok' | 'down' = 'ok';
    try {
      await ping(db);
    } catch {
      database = 'down';
    }
    res
      .status(database === 'ok' ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ status: database === 'ok' ? 'ok' : 'degraded', database, version: config.version });
  });
  // /metrics (Prometheus), /health/live and /health/ready: see src/ops and docs/running.md.
  app.use(opsRouter(deps));

  app.use(
    '/trpc',
    createExpressMiddleware({
      router: appRouter,
      createContext: createHttpContextFactory(deps),
      maxBatchSize: 50,
      maxBodySize: MAX_BODY_BYTES,
      // tRPC sets its own Vary; answers differ by Origin too (CORS), so caches must keep them apart.
      responseMeta: () => ({ headers: new Headers([['vary', 'Origin']]) }),
      onError({ error, path: procedure }) {
        if (error.code === 'INTERNAL_SERVER_ERROR') log.error({ err: error.cause ?? error, procedure }, 'procedure failed');
      },
    }),
  );

  if (config.devMailbox) app.use(devMailboxRouter(db));
  // The dev phone inbox beside it: what the phone sandbox received (SMS and WhatsApp), with its callbacks
  // (the sandbox's page, handed in by the development wiring); as the mailbox, for this machine only.
  if (config.devMailbox && deps.dev) {
    const phone = Router();
    phone.use('/dev/phone', (req, _res, next) => next(isLoopbackHost(req.ip ?? '') ? undefined : 'router'));
    phone.use('/dev/phone', deps.dev.phoneInbox);
    app.use(phone);
  }

  // The phone providers' delivery callbacks and WhatsApp replies (Unifonic DLRs, Meta's signed webhooks).
  app.use(messagingWebhookRouter(deps));
  app.use(shortLinkRouter(deps));

  // The gateway's webhook (SPEC §7 path, and the bookings' own): secret checked, payment re-fetched
  // and settled; 200 for a delivery handled or not ours (nothing to retry), 401 for a wrong secret.
  const webhook: express.RequestHandler = async (req, res, next) => {
    try {
      const outcome = await paymentWebhook(deps, req.body as unknown);
      res.status(outcome === 'refused' ? 401 : 200).json({ ok: outcome !== 'refused' });
    } catch (err) {
      next(err); // 500: the gateway retries the delivery
    }
  };
  app.post('/hook/bookings/payments/moyasar', express.json({ limit: '64kb' }), webhook);
  // Waqt's own billing account's webhook (subscription charges): its secret, the record settled from the gateway.
  app.post('/hook/billing/moyasar', express.json({ limit: '64kb' }), async (req, res, next) => {
    try {
      const outcome = await billingWebhook(deps, req.body as unknown);
      res.status(outcome === 'refused' ? 401 : 200).json({ ok: outcome !== 'refused' });
    } catch (err) {
      next(err);
    }
  });

  // Billing's card check (SPEC §7): the gateway sends the payer back here after 3-D Secure (GET) or calls it
  // server to server (POST). Its query string is never trusted: completeCardRequest fetches the token.
  // A POST carrying a payment event is a team's booking webhook set up when this URL served both.
  const verifyCallback: express.RequestHandler = async (req, res, next) => {
    try {
      const body = (req.body ?? {}) as Record<string, unknown>;
      if (req.method === 'POST' && typeof body.type === 'string' && body.data && typeof body.data === 'object') return void (await webhook(req, res, next));
      const pick = (k: string): string | undefined => {
        const q = req.query[k];
        const b = body[k];
        return typeof q === 'string' ? q : typeof b === 'string' ? b : undefined;
      };
      const { outcome, redirect } = await completeCardRequest(deps, pick('request'), pick('id'));
      res.set('Cache-Control', 'no-store');
      if (req.method === 'GET') return void res.redirect(303, redirect);
      res.status(200).json({ ok: outcome === 'added', outcome });
    } catch (err) {
      next(err);
    }
  };
  app.get(VERIFY_CALLBACK_PATH, verifyCallback);
  app.post(VERIFY_CALLBACK_PATH, express.json({ limit: '64kb' }), verifyCallback);

  // "Add to calendar" on the confirmation page: the booking as an .ics file, `?token=` the manage token
  // (the file names the booker): 403 BOOKING_TOKEN_INVALID without it.
  app.get('/ics/booking/:file', async (req, res, next) => {
    try {
      const id = /^([0-9a-f-]{36})\.ics$/i.exec(req.params.file)?.[1];
      const token = typeof req.query.token === 'string' ? req.query.token : undefined;
      const file = id && z.uuid().safeParse(id).success ? await downloadableIcs(deps, db, id, token) : 'not-found';
      if (file === 'token') return void res.status(403).set('Cache-Control', 'no-store').json({ error: { code: 'BOOKING_TOKEN_INVALID' } });
      if (file === 'not-found') return void res.status(404).json({ error: { code: 'BOOKING_NOT_FOUND' } });
      res.set({ 'Content-Type': 'text/calendar; charset=utf-8', 'Content-Disposition': `attachment; filename="booking-${id}.ics"`, 'Cache-Control': 'no-store' }).send(file.ics);
    } catch (err) {
      next(err);
    }
  });

  // Google sign-in (OpenID Connect); answers 404 GOOGLE_NOT_CONFIGURED when not configured.
  app.use(googleAuthRouter(deps));

  // Serves the built web app when configured (production-like runs); SPA fallback to index.html.
  const dist = config.appDistDir;
  if (dist && fs.existsSync(path.join(dist, 'index.html'))) {
    app.use(hashedAssets(dist)); // content-hashed files from memory (see assets.ts)
    app.use(express.static(dist, { index: false, maxAge: '1y', immutable: true, setHeaders: (res, file) => {
      if (file.endsWith('.html') || file.endsWith('version.json')) res.setHeader('Cache-Control', 'no-cache');
    } }));
    app.get(/^\/(?!trpc|hook|health|dev|ics\/|s\/).*/, (_req, res) => {
      // Relative to `root`: send refuses any dot-directory in an absolute path (a dist under ~/.local would 404).
      res.set('Cache-Control', 'no-cache').sendFile('index.html', { root: dist });
    });
  }

  app.use((_req, res) => {
    res.status(404).json({ error: { code: 'NOT_FOUND' } });
  });
  const onError: ErrorRequestHandler = (err: unknown, req, res, _next) => {
    const reported = err && typeof err === 'object' && 'status' in err ? err.status : undefined;
    const status = typeof reported === 'number' && reported >= 400 && reported < 500 ? reported : 500;
    requestLog(log, req).error({ err }, 'request failed');
    // Never a stack trace or SQL to a client.
    res.status(status).json({ error: { code: status === 500 ? 'UNEXPECTED' : 'INVALID_REQUEST' } });
  };
  app.use(onError);
  return app;
}
