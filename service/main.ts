/**
 * The reference service alone, without the demo shop's pages: `npx tsx service/main.ts`.
 * PORT (default 8787), HOST (127.0.0.1), DATABASE_URL or STOREFRONT_DATA_DIR, SMTP_URL, MAIL_FROM, SHOP_ORIGIN,
 * TRUST_PROXY=1 behind a proxy that sets X-Forwarded-For itself (the client address of the abuse limits).
 * Several of these processes can serve one PostgreSQL database (DATABASE_URL) as one service.
 * NODE_ENV=production (D22, D47): no /service/__admin switches, no demo customer, SHOP_ORIGIN required and a
 * LOGIN_TOKEN_SECRET that is long, random and not a known one (service/secrets.ts).
 */
import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createServiceApp } from './app';
import { startServiceRuntime } from './runtime';
import { LOGIN_TOKEN_SECRET_MIN_LENGTH, loginTokenSecretAdvice, loginTokenSecretProblem } from './secrets';

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
  if (secretProblem === 'it is not set') problems.push(`LOGIN_TOKEN_SECRET (at least ${LOGIN_TOKEN_SECRET_MIN_LENGTH} random characters)`);
  if (problems.length) fail(`Production needs ${problems.join(' and ')}.`);
  if (secretProblem) fail(loginTokenSecretAdvice(secretProblem));
}
const runtime = await startServiceRuntime().catch((error: unknown) => fail(`The reference service could not start: ${error instanceof Error ? error.message : String(error)}`));
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
