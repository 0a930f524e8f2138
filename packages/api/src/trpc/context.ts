import type { Request, RequestHandler, Response } from 'express';
import type { DataSource } from 'typeorm';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Clock } from '../clock.ts';
import type { PaymentGateway } from '../payments/gateway.ts';
import type { PhoneHookRegistry, PhoneMessenger } from '../messaging/types.ts';
import { clientKey } from '../http/client-key.ts';

/** What every service needs, built once at start. Tests build it with a test database and clock. */
export interface AppDeps {
  config: Config;
  db: DataSource;
  log: Logger;
  mailer: Mailer;
  clock: Clock;
  /** The card gateway (Moyasar's API at config.moyasarBaseUrl: the real one or the sandbox). */
  gateway: PaymentGateway;
  /** SMS (Unifonic) and WhatsApp (Cloud API) sends, at config.unifonicBaseUrl / whatsappBaseUrl: the providers or the phone sandbox. */
  messenger: PhoneMessenger;
  /** Outside production only (src/dev/sandboxes.ts): what the local provider sandboxes do for the API. Absent in production. */
  dev?: DevProviders | undefined;
}

/** Development help from the provider sandboxes (@waqt/sandbox), handed in by the development wiring. */
export interface DevProviders {
  /** Registers saved channels' webhooks with a phone sandbox (what owners do in the providers' consoles). */
  phoneHooks: PhoneHookRegistry;
  /** GET /dev/phone beside the dev mailbox: the phone sandbox's messages. */
  phoneInbox: RequestHandler;
}

export interface Context extends AppDeps {
  /** The raw session token from the cookie, if any (not yet checked). */
  sessionToken: string | undefined;
  /**
   * The client's key for every per-client limit: its IP through clientKey (src/http/client-key.ts),
   * so an IPv6 client is its /64 and an IPv4-mapped address its IPv4. Never the raw address.
   */
  ip: string;
  /** Preferred locale from the cookie, for mail. */
  cookieLocale: string | undefined;
  /** Any other cookie of the request (e.g. the sign-up proof), by name. */
  cookie: (name: string) => string | undefined;
  setCookie: (name: string, value: string, opts: { maxAgeMs: number }) => void;
  clearCookie: (name: string) => void;
}

export const SESSION_COOKIE = 'waqt_session';

/** Inner factory: no HTTP, so tests can call procedures through createCaller. */
export function createInnerContext(deps: AppDeps, over: Partial<Context> = {}): Context {
  const ctx: Context = {
    ...deps,
    sessionToken: undefined,
    ip: '127.0.0.1',
    cookieLocale: undefined,
    cookie: () => undefined,
    setCookie: () => {},
    clearCookie: () => {},
    ...over,
  };
  // The one place a client address becomes a limit key: every limit reads ctx.ip.
  return { ...ctx, ip: clientKey(ctx.ip) };
}

export function createHttpContextFactory(deps: AppDeps) {
  return ({ req, res }: { req: Request; res: Response }): Context => {
    const cookies = (req.cookies ?? {}) as Record<string, string | undefined>;
    const base = {
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: deps.config.cookieSecure,
      path: '/',
    };
    return createInnerContext(deps, {
      sessionToken: cookies[SESSION_COOKIE],
      cookieLocale: cookies.waqt_locale,
      cookie: (name) => cookies[name],
      ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
      setCookie: (name, value, { maxAgeMs }) => res.cookie(name, value, { ...base, maxAge: maxAgeMs }),
      clearCookie: (name) => res.clearCookie(name, base),
    });
  };
}
