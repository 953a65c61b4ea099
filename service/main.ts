/**
 * The reference service alone, without the demo shop's pages: `npx tsx service/main.ts`.
 * PORT (default 8787), HOST (127.0.0.1), DATABASE_URL or STOREFRONT_DATA_DIR, SMTP_URL, MAIL_FROM, SHOP_ORIGIN, UNSUBSCRIBE_MAILBOX,
 * SHOP_DOI_PATH and SHOP_PREFERENCES_PATH (the shop pages the mails link to, service/shop-links.ts),
 * TRUSTED_ORIGINS (other origins whose pages may call it, with CORS),
 * TRUST_PROXY behind a proxy (the client address of the abuse limits, service/proxy.ts): its hop count (1) or its
 * addresses (10.0.0.2, 10.1.0.0/16); TRUST_PROXY_HEADER=Forwarded when it writes RFC 7239's header instead of X-Forwarded-For.
 * Several of these processes can serve one PostgreSQL database (DATABASE_URL) as one service.
 * NODE_ENV=production: no /service/__admin switches, no demo customer, SHOP_ORIGIN required and a
 * LOGIN_TOKEN_SECRET that is long, random and not a known one (service/secrets.ts).
 * `storefront-service export|erase <address>` and `storefront-service erasure-log` answer data-subject requests
 * from the command line instead of serving (service/operator.ts).
 */
import { getRequestListener } from '@hono/node-server';
import {
  normalizeOrigin,
  parseTrustedOrigins,
  TRUSTED_ORIGINS_VARIABLE,
  trustedOriginsOf,
} from '../openapi/cross-origin';
import { createServiceApp } from './app';
import { boundedServer, safeguardsNote } from './connections';
import { trustProxyFromEnv } from './proxy';
import { SHOP_PATH_VARIABLES, shopPathProblem, type ShopPaths } from './shop-links';
import { startServiceRuntime } from './runtime';
import { LOGIN_TOKEN_SECRET_MIN_LENGTH, loginTokenSecretAdvice, loginTokenSecretProblem } from './secrets';

const command = process.argv[2];
if (command !== undefined) {
  const { runOperatorCommand } = await import('./operator');
  process.exit(await runOperatorCommand(process.argv.slice(2)));
}

const production = process.env.NODE_ENV === 'production';
/** A start that cannot go on: one line saying what to do, no stack trace. */
const fail = (line: string): never => {
  console.error(line);
  process.exit(1);
};
if (production) {
  const problems: string[] = [];
  if (!process.env.SHOP_ORIGIN) problems.push('SHOP_ORIGIN (e.g. https://shop.example)');
  const secretProblem = loginTokenSecretProblem(process.env.LOGIN_TOKEN_SECRET);
  if (secretProblem === 'it is not set')
    problems.push(`LOGIN_TOKEN_SECRET (at least ${LOGIN_TOKEN_SECRET_MIN_LENGTH} random characters)`);
  if (problems.length) fail(`Production needs ${problems.join(' and ')}.`);
  if (secretProblem) fail(loginTokenSecretAdvice(secretProblem));
}
const shopOrigin = process.env.SHOP_ORIGIN ? normalizeOrigin(process.env.SHOP_ORIGIN) : undefined;
const trusted = parseTrustedOrigins(process.env[TRUSTED_ORIGINS_VARIABLE]);
if ((process.env.SHOP_ORIGIN && !shopOrigin) || trusted.invalid.length) {
  const wrong = [
    ...(process.env.SHOP_ORIGIN && !shopOrigin ? [`SHOP_ORIGIN ${JSON.stringify(process.env.SHOP_ORIGIN)}`] : []),
    ...trusted.invalid.map((item) => `${TRUSTED_ORIGINS_VARIABLE} ${JSON.stringify(item)}`),
  ];
  fail(`${wrong.join(', ')}: not an origin like https://shop.example (exact scheme, host and port, no path).`);
}
const proxy = trustProxyFromEnv(process.env);
if ('problem' in proxy) fail(proxy.problem);
const shopPaths: ShopPaths = {};
for (const [kind, variable] of Object.entries(SHOP_PATH_VARIABLES) as [keyof ShopPaths, string][]) {
  const template = process.env[variable];
  if (!template) continue;
  const problem = shopPathProblem(template);
  if (problem) fail(`${variable} ${JSON.stringify(template)} ${problem}, e.g. /{slug}/newsletter?doi={token}.`);
  shopPaths[kind] = template;
}
const admin = !production;
const runtime = await startServiceRuntime(admin ? { outboxAt: 'GET /service/__admin/outbox' } : {}).catch(
  (error: unknown) =>
    fail(`The reference service could not start: ${error instanceof Error ? error.message : String(error)}`),
);
const app = createServiceApp({
  admin,
  ...runtime.serviceOptions,
  ...(shopOrigin ? { shopOrigin } : {}),
  shopPaths,
  trustedOrigins: trusted.origins,
  ...(process.env.LOGIN_TOKEN_SECRET ? { loginTokenSecret: process.env.LOGIN_TOKEN_SECRET } : {}),
  trustProxy: 'trust' in proxy ? proxy.trust : false,
});
const trustedOrigins = trustedOriginsOf(shopOrigin, trusted.origins);
const server = boundedServer(getRequestListener((request, env) => app.fetch(request, env)));
const port = Number(process.env.PORT ?? 8787);
const host = process.env.HOST ?? '127.0.0.1';
server.once('error', (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE' ? `Port ${port} is in use: set PORT to a free one.` : `Cannot listen: ${error.message}`,
  );
  process.exit(1);
});
server.listen(port, host, () => {
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  const calls = trustedOrigins.length
    ? `calls from its own origin and ${trustedOrigins.join(', ')}`
    : `calls from its own origin only (other pages: ${TRUSTED_ORIGINS_VARIABLE})`;
  if (!shopOrigin) {
    console.warn(
      `SHOP_ORIGIN is unset: links in mails point at the origin each sign-up reached (this service, http://${host}:${actual}, when pages call it directly); set SHOP_ORIGIN=https://your-shop.example.`,
    );
  }
  console.log(
    `Reference service: http://${host}:${actual}/service/  (${runtime.description}; ${calls})${safeguardsNote(process.env)}`,
  );
});
const stop = () => server.close(() => void runtime.close().then(() => process.exit(0)));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
