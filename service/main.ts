/**
 * The reference service alone, without the demo shop's pages: `npx tsx service/main.ts`.
 * PORT (default 8787), HOST (127.0.0.1), DATABASE_URL or STOREFRONT_DATA_DIR, SMTP_URL, MAIL_FROM, SHOP_ORIGIN,
 * TRUSTED_ORIGINS (other origins whose pages may call it, with CORS: D39, D40),
 * TRUST_PROXY=1 behind a proxy that sets X-Forwarded-For itself (the client address of the abuse limits).
 * Several of these processes can serve one PostgreSQL database (DATABASE_URL) as one service.
 * NODE_ENV=production (D22): no /service/__admin switches, and SHOP_ORIGIN and LOGIN_TOKEN_SECRET are required.
 */
import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { normalizeOrigin, parseTrustedOrigins, TRUSTED_ORIGINS_VARIABLE, trustedOriginsOf } from '../openapi/cross-origin';
import { createServiceApp } from './app';
import { startServiceRuntime } from './runtime';

const production = process.env.NODE_ENV === 'production';
if (production && (!process.env.SHOP_ORIGIN || (process.env.LOGIN_TOKEN_SECRET ?? '').length < 32)) {
  console.error('Production needs SHOP_ORIGIN (e.g. https://shop.example) and LOGIN_TOKEN_SECRET (at least 32 characters).');
  process.exit(1);
}
const shopOrigin = process.env.SHOP_ORIGIN ? normalizeOrigin(process.env.SHOP_ORIGIN) : undefined;
const trusted = parseTrustedOrigins(process.env[TRUSTED_ORIGINS_VARIABLE]);
if ((process.env.SHOP_ORIGIN && !shopOrigin) || trusted.invalid.length) {
  const wrong = [...(process.env.SHOP_ORIGIN && !shopOrigin ? [`SHOP_ORIGIN ${JSON.stringify(process.env.SHOP_ORIGIN)}`] : []), ...trusted.invalid.map((item) => `${TRUSTED_ORIGINS_VARIABLE} ${JSON.stringify(item)}`)];
  console.error(`${wrong.join(', ')}: not an origin like https://shop.example (exact scheme, host and port, no path).`);
  process.exit(1);
}
const admin = !production;
const runtime = await startServiceRuntime(admin ? { outboxAt: 'GET /service/__admin/outbox' } : {});
const app = createServiceApp({
  admin,
  ...runtime.serviceOptions,
  ...(shopOrigin ? { shopOrigin } : {}),
  trustedOrigins: trusted.origins,
  ...(process.env.LOGIN_TOKEN_SECRET ? { loginTokenSecret: process.env.LOGIN_TOKEN_SECRET } : {}),
  trustProxy: process.env.TRUST_PROXY === '1',
});
const trustedOrigins = trustedOriginsOf(shopOrigin, trusted.origins);
const server = createServer(getRequestListener((request, env) => app.fetch(request, env)));
const port = Number(process.env.PORT ?? 8787);
const host = process.env.HOST ?? '127.0.0.1';
server.once('error', (error: NodeJS.ErrnoException) => {
  console.error(error.code === 'EADDRINUSE' ? `Port ${port} is in use: set PORT to a free one.` : `Cannot listen: ${error.message}`);
  process.exit(1);
});
server.listen(port, host, () => {
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  const calls = trustedOrigins.length ? `calls from its own origin and ${trustedOrigins.join(', ')}` : `calls from its own origin only (other pages: ${TRUSTED_ORIGINS_VARIABLE})`;
  console.log(`Reference service: http://${host}:${actual}/service/  (${runtime.description}; ${calls})`);
});
const stop = () => server.close(() => void runtime.close().then(() => process.exit(0)));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
