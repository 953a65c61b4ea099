/**
 * The reference service alone, without the demo shop's pages: `npx tsx service/main.ts`.
 * PORT (default 8787), HOST (127.0.0.1), DATABASE_URL or STOREFRONT_DATA_DIR, SMTP_URL, MAIL_FROM, SHOP_ORIGIN,
 * TRUST_PROXY=1 behind a proxy that sets X-Forwarded-For itself (the client address of the abuse limits).
 * Several of these processes can serve one PostgreSQL database (DATABASE_URL) as one service.
 * NODE_ENV=production (D22): no /service/__admin switches, and SHOP_ORIGIN and LOGIN_TOKEN_SECRET are required.
 * `storefront-service export|erase <address>` and `storefront-service erasure-log` answer data-subject requests
 * from the command line instead of serving (D59, service/operator.ts).
 */
import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createServiceApp } from './app';
import { startServiceRuntime } from './runtime';

const command = process.argv[2];
if (command !== undefined) {
  const { runOperatorCommand } = await import('./operator');
  process.exit(await runOperatorCommand(process.argv.slice(2)));
}

const production = process.env.NODE_ENV === 'production';
if (production && (!process.env.SHOP_ORIGIN || (process.env.LOGIN_TOKEN_SECRET ?? '').length < 32)) {
  console.error('Production needs SHOP_ORIGIN (e.g. https://shop.example) and LOGIN_TOKEN_SECRET (at least 32 characters).');
  process.exit(1);
}
const runtime = await startServiceRuntime();
const app = createServiceApp({
  admin: !production,
  ...runtime.serviceOptions,
  ...(process.env.SHOP_ORIGIN ? { shopOrigin: process.env.SHOP_ORIGIN } : {}),
  ...(process.env.LOGIN_TOKEN_SECRET ? { loginTokenSecret: process.env.LOGIN_TOKEN_SECRET } : {}),
  trustProxy: process.env.TRUST_PROXY === '1',
});
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
  console.log(`Reference service: http://${host}:${actual}/service/  (${runtime.description})`);
});
const stop = () => server.close(() => void runtime.close().then(() => process.exit(0)));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
