import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { AB_TEST_BASE, abTestRoutes } from './abtest';
import { ADMIN_BASE, adminRoutes } from './admin';
import { csrfCookie, csrfRoutes } from './csrf';
import { customerRoutes } from './customer';
import { createFaultRegistry, type FaultSpec, type OperationId } from './faults';
import { footerRoutes } from './footer';
import { bodySizeLimit, corsForTrustedOrigins, crossSiteProtection, jsonBodyGuard } from './hardening';
import { LOGIN_BASE, loginRoutes } from './login';
import { DEVELOPMENT_LOGIN_TOKEN_SECRET, loginTokenSecretAdvice, loginTokenSecretProblem } from './secrets';
import { DATA_DOWNLOAD_PATH, NEWSLETTER_BASE, newsletterRoutes } from './newsletter';
import type { ResolvedServiceOptions, ServiceDeps } from './operation';
import type { ShopPaths } from './shop-links';
import { PREVIEW_BASE, previewRoutes } from './preview';
import { problem } from './problem';
import { isClientAbort, logLine, loggedPath } from './log';
import { proxyTrust, type ProxyTrust, type TrustProxySetting } from './proxy';
import { contractEdge, contractOperationOf, contractRequests } from './edge';
import type { Database } from './db/database';
import type { Country } from '../core/markets/countries';
import { normalizeOrigin, trustedOriginsOf } from '../openapi/cross-origin';
import { DEFAULT_LIMITS, paceClients, REFUSAL_PACE, type Limit, type Limits, type RefusalPace } from './limits';
import type { MailSender } from './mail-sender';
import { createStore, DEFAULT_AB_TESTS, DEFAULT_CUSTOMERS, type AbTestDefinition, type SeedData } from './store';

export interface ServiceOptions {
  /** Where every piece of state lives: `openDatabase()` from service/db/database.ts. */
  database: Database;
  /** Delivers the outbox; woken after each sign-up. Without one the mails wait in the outbox (demo mailbox). */
  mailSender?: MailSender;
  /** The clock, epoch ms (default Date.now). */
  now?: () => number;
  /** Source of subscriber, CSRF and staff session tokens (default 18 random bytes, base64url). */
  randomToken?: () => string;
  /** LoginToken lifetime: `exp = now + ttlSeconds` (default 600). */
  loginTokenTtlSeconds?: number;
  /** LoginToken renewal time: `renewAt = now + renewAfterSeconds` (default 120). */
  loginTokenRenewAfterSeconds?: number;
  /** LongTermToken ("stay logged in") lifetime, renewed with every use (default 30 days). */
  longTermTokenTtlSeconds?: number;
  /** HS256 secret of the LoginToken (a development default; NODE_ENV=production requires a long random one). */
  loginTokenSecret?: string;
  /** Staff preview session lifetime (default 1800 s). */
  staffSessionTtlSeconds?: number;
  /** A/B tests with date ranges (default: November 2026, December 2026, always). */
  abTests?: AbTestDefinition[];
  /** Customers (configuration, kept in memory) and SHOP_FOOTER content; default: the demo customers, in development. */
  seed?: SeedData;
  /** Faults active from the start (also settable at /service/__admin/faults). */
  faults?: FaultSpec[];
  /**
   * The shop's origin for the links in mails, e.g. `https://shop.example` (default: the origin the subscribe request
   * came to, which is the shop's own when the service is mounted under its `/service`).
   */
  shopOrigin?: string;
  /**
   * The paths of the shop's pages the mails link to, `{slug}`, `{market}` and `{token}` filled in (or a function per
   * market and token): `doi` (default `/{slug}/?doi={token}`), `preferences` (default
   * `/{slug}/newsletter/preferences?token={token}`). `SHOP_DOI_PATH`, `SHOP_PREFERENCES_PATH` for the command.
   */
  shopPaths?: ShopPaths;
  /**
   * The address of the `mailto:` in a subscriber mail's `List-Unsubscribe` (`UNSUBSCRIBE_MAILBOX`), e.g.
   * `unsubscribe@shop.example` (default: `unsubscribe@` the `shopOrigin`'s host; without either, no mailto).
   */
  unsubscribeMailbox?: string;
  /**
   * Origins besides `shopOrigin` whose pages may call the service and read its answers (CORS with credentials): each
   * exactly `scheme://host[:port]`, as `TRUSTED_ORIGINS` lists them.
   */
  trustedOrigins?: readonly string[];
  /** Where a refused cross-site call is logged, one line each (default console.warn). */
  logCrossSite?: (line: string) => void;
  /** How the service waits: injected latency, a flooding client's held refusals (default setTimeout, so fake timers drive it). */
  sleep?: (ms: number) => Promise<void>;
  /**
   * Register the test and demo switches under `/service/__admin` (outbox, faults, clock, staff login, reset).
   * Default true; production passes false, and then not one of those routes exists (404).
   */
  admin?: boolean;
  /**
   * Which fronts may name the client for the abuse limits in `X-Forwarded-For` (or `Forwarded`): a hop count, the
   * proxies' addresses and subnets, or `true` (one hop); default false: the socket's address (service/proxy.ts).
   */
  trustProxy?: TrustProxySetting | ProxyTrust;
  /** Abuse limits (default: 20 sign-ups per client a minute; 10 failed logins per account and 500 logins per client in 15 minutes). */
  limits?: Partial<Limits>;
  /** How one client of the sign-up and the login is paced: turns, and refusals answered late (REFUSAL_PACE, D155). */
  refusalPace?: Partial<RefusalPace>;
}

/** The reference service: every operation of openapi/service.yaml under /service, over its SQL store. */
export function createServiceApp(options: ServiceOptions): Hono {
  // The demo customers' passwords are in the README, so they exist only in development (D47).
  const productionEnv = process.env.NODE_ENV === 'production';
  const development = options.admin !== false && !productionEnv;
  if (productionEnv) {
    const problem = loginTokenSecretProblem(options.loginTokenSecret);
    if (problem) throw new Error(loginTokenSecretAdvice(problem));
  }
  const clock = options.now ?? (() => Date.now());
  // Moved forward by the test switch POST /service/__admin/clock (browser tests fast-forward the page's clock too).
  const offset = { ms: 0 };
  const resolved: ResolvedServiceOptions = {
    now: () => clock() + offset.ms,
    randomToken: options.randomToken ?? (() => randomBytes(18).toString('base64url')),
    loginTokenTtlSeconds: options.loginTokenTtlSeconds ?? 600,
    loginTokenRenewAfterSeconds: options.loginTokenRenewAfterSeconds ?? 120,
    loginTokenSecret: options.loginTokenSecret ?? DEVELOPMENT_LOGIN_TOKEN_SECRET,
    longTermTokenTtlSeconds: options.longTermTokenTtlSeconds ?? 30 * 24 * 3600,
    staffSessionTtlSeconds: options.staffSessionTtlSeconds ?? 1800,
    abTests: options.abTests ?? DEFAULT_AB_TESTS,
    sleep: options.sleep ?? ((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms))),
    customers: (options.seed?.customers ?? (development ? DEFAULT_CUSTOMERS : [])).map((c) => ({ ...c })),
    trustProxy: proxyTrust(options.trustProxy),
    limits: { ...DEFAULT_LIMITS, ...options.limits },
    refusalPace: { ...REFUSAL_PACE, ...options.refusalPace },
    ...(options.shopOrigin ? { shopOrigin: options.shopOrigin.replace(/\/+$/, '') } : {}),
    ...(options.unsubscribeMailbox ? { unsubscribeMailbox: options.unsubscribeMailbox } : {}),
    ...(options.shopPaths ? { shopPaths: options.shopPaths } : {}),
  };
  const trustedOrigins = trustedOriginsOf(
    resolved.shopOrigin === undefined ? undefined : (normalizeOrigin(resolved.shopOrigin) ?? resolved.shopOrigin),
    options.trustedOrigins?.map((origin) => normalizeOrigin(origin) ?? origin),
  );
  const store = createStore(options.database);
  const deps: ServiceDeps = {
    options: resolved,
    store,
    faults: createFaultRegistry(options.faults),
    operationIds: new Set<OperationId>(),
    ...(options.mailSender ? { mailSender: options.mailSender } : {}),
  };
  // Seed content is written once, when the database has none (a restart keeps what an editor changed).
  const seedPromotion = async () => {
    const seed = options.seed?.promotion;
    const perMarket = typeof seed === 'string' ? { DE: seed } : (seed ?? {});
    for (const [market, content] of Object.entries(perMarket) as [Country, string | undefined][]) {
      if (content !== undefined && (await store.cmsContent.get('SHOP_FOOTER', market)) === undefined) {
        await store.cmsContent.put('SHOP_FOOTER', market, content, resolved.now());
      }
    }
  };
  let ready = seedPromotion();

  const app = new Hono();
  // The order matters: a trusted preflight is answered, and a cross-site write refused, before any body is read.
  app.use('/service/*', corsForTrustedOrigins(trustedOrigins, options.logCrossSite));
  app.use('/service/*', contractEdge());
  const crossSite = crossSiteProtection(trustedOrigins, options.logCrossSite, DATA_DOWNLOAD_PATH);
  // The one-click POST (RFC 8058) comes from a mail provider's server or a webmail page: its token authorises it.
  app.use('/service/*', (c, next) =>
    contractOperationOf(c)?.operationId === 'unsubscribeOneClick' ? next() : crossSite(c, next),
  );
  // One client's flood waits its turn, and once refused is answered from memory, late (D155): before any body is read.
  const perClient = new Map<string | undefined, Limit>([
    ['subscribeNewsletter', resolved.limits.signUpsPerClient],
    ['login', resolved.limits.loginsPerClient],
  ]);
  app.use(
    '/service/*',
    paceClients(deps, (c) => perClient.get(contractOperationOf(c)?.operationId)),
  );
  // Only an operation that takes a body has it read: JSON through the JSON guard, the one-click form only limited.
  const jsonGuard = jsonBodyGuard();
  const sizeLimit = bodySizeLimit();
  app.use('/service/*', (c, next) => {
    const operation = contractOperationOf(c);
    if (!operation) return jsonGuard(c, next);
    if (!operation.requestBody) return next();
    return operation.requestBody.mediaTypes.includes('application/json') ? jsonGuard(c, next) : sizeLimit(c, next);
  });
  app.use('/service/*', contractRequests());
  app.use('/service/*', async (_c, next) => {
    await ready;
    await next();
  });
  app.use('/service/*', csrfCookie(resolved.randomToken, resolved.shopOrigin));

  // Mounted after the middleware, so every route runs behind all of it.
  app.route('/service', csrfRoutes(deps));
  app.route(NEWSLETTER_BASE, newsletterRoutes(deps));
  app.route('/service', customerRoutes(deps));
  app.route('/service', footerRoutes(deps));
  app.route(AB_TEST_BASE, abTestRoutes(deps));
  app.route(PREVIEW_BASE, previewRoutes(deps));
  app.route(LOGIN_BASE, loginRoutes(deps));
  if (options.admin !== false) {
    const reset = async () => {
      offset.ms = 0;
      deps.faults.clear();
      options.faults?.forEach((f) => deps.faults.add(f));
      await store.reset();
      ready = seedPromotion();
      await ready;
    };
    app.route(ADMIN_BASE, adminRoutes(deps, [...deps.operationIds], offset, reset));
  }

  app.notFound((c) => problem(c, 404, 'urn:service:not_found', 'Not found', `${c.req.method} ${c.req.path}`));
  app.onError((err, c) => {
    const request = `${c.req.method} ${loggedPath(c.req.path)}`;
    // A client that closed its connection mid-upload is one line; anything else keeps its stack (no path token).
    if (isClientAbort(err)) console.warn(logLine(`[service] ${request}: the client aborted the request`));
    else console.error(logLine(`[service] ${request}: internal error`), err);
    return problem(c, 500, 'urn:service:internal_error', 'Internal error');
  });
  return app;
}

export type { FaultSpec, OperationId } from './faults';
export type { AbTestDefinition, SeedData, SeedCustomer, Mail, ConsentRecord } from './store';
export { openDatabase, databaseConfigFromEnv, type Database, type DatabaseConfig } from './db/database';
export type { OutboxMail } from './admin';
export { csrfSetCookieHeader } from './csrf';
