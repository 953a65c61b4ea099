import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The shop's backend, as a stub in the dev server: its own newsletter API (`/api/newsletter`), and the kit's contract
 * behind its gateway (`/gateway/service/…`) that checks the CSRF token as shop platforms do (the `XSRF-TOKEN`
 * cookie, set on the page's answer, echoed in `X-XSRF-TOKEN`) and its own `Authorization` header.
 */
const received = [];
const body = (req) =>
  new Promise((done) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => done(text));
  });
const cookie = (req, name) =>
  (req.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1];
const send = (res, status, json) => {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify(json));
};

function shopBackend() {
  return {
    name: 'shop-backend',
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const path = req.url.split('?')[0];
        if (req.method === 'GET' && (path === '/' || path.endsWith('.html')) && !cookie(req, 'XSRF-TOKEN')) {
          res.setHeader('Set-Cookie', `XSRF-TOKEN=${randomUUID()}; Path=/; SameSite=Strict`);
        }
        if (path === '/api/newsletter' && req.method === 'POST') {
          const { mail, country } = JSON.parse(await body(req));
          if (mail.includes('blocked')) return send(res, 422, { field: 'mail' });
          received.push({ via: 'own-api', mail, country });
          return send(res, 201, { id: received.length });
        }
        if (path.startsWith('/gateway/service/')) {
          const token = cookie(req, 'XSRF-TOKEN');
          const changes = req.method !== 'GET' && req.method !== 'HEAD';
          if (changes && (!token || req.headers['x-xsrf-token'] !== token)) {
            return send(res, 403, { type: 'urn:shop:csrf', title: 'CSRF token missing or wrong', status: 403 });
          }
          if (req.headers.authorization !== 'Bearer storefront') return send(res, 401, { status: 401 });
          if (path.endsWith('/newsletter-subscribers') && req.method === 'POST') {
            const { email } = JSON.parse(await body(req));
            received.push({ via: 'gateway', mail: email, tenant: req.headers['x-tenant'] });
            return send(res, 202, { status: 'ACCEPTED' });
          }
          return send(res, 404, { status: 404 });
        }
        if (path === '/test/received') return send(res, 200, received);
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), shopBackend()],
  build: {
    rollupOptions: { input: { main: resolve('index.html'), contract: resolve('contract.html') } },
  },
});
