// A shop page written by a server that is not React (plain Node `http`, as a Java, PHP or Ruby server would): the
// sign-up form rendered on the server, one script tag and one style sheet from the package, no bundler. The shop's
// platform gives a CSRF token in a cookie and checks it on every call that changes something before it passes
// `/service/…` on to the reference service.
import { createServer, request } from 'node:http';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadNewsletterTexts, newsletterMarket } from 'storefront-kit/core';
import { handleNewsletterPost, renderSignupFormHtml } from 'storefront-kit/core/server';
import { createServiceClient } from 'storefront-kit/client';

const script = readFileSync(fileURLToPath(import.meta.resolve('storefront-kit/standalone')));
const style = readFileSync(fileURLToPath(import.meta.resolve('storefront-kit/standalone.css')));
const texts = await loadNewsletterTexts(newsletterMarket('DE').locale);

const page = (form) =>
  `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Shop</title><link rel="stylesheet" href="/kit/storefront-signup.css"></head><body><main><h1>Kaffee &amp; Tee</h1>${form}</main><script type="module" src="/kit/storefront-signup.js"></script></body></html>`;
const cookieOf = (req, name) => new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(req.headers.cookie ?? '')?.[1];

/** Starts the shop's server in front of the reference service at `serviceOrigin`; `seen` records the CSRF checks. */
export function startShop(serviceOrigin) {
  const seen = [];
  const server = createServer(async (req, res) => {
    const url = new URL(req.url, 'http://shop.local');
    if (url.pathname === '/kit/storefront-signup.js' || url.pathname === '/kit/storefront-signup.css') {
      const js = url.pathname.endsWith('.js');
      res.writeHead(200, { 'content-type': js ? 'text/javascript' : 'text/css' });
      return res.end(js ? script : style);
    }
    if (url.pathname.startsWith('/service/')) {
      const token = cookieOf(req, 'csrf_token');
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        const ok = token !== undefined && req.headers['x-csrf-token'] === token;
        seen.push(`${req.method} ${url.pathname} ${ok ? 'passed' : 'refused'}`);
        if (!ok) {
          res.writeHead(403, { 'content-type': 'application/problem+json' });
          return res.end(JSON.stringify({ type: 'urn:shop:csrf', title: 'CSRF token missing', status: 403 }));
        }
      }
      const forwarded = request(new URL(req.url, serviceOrigin), { method: req.method, headers: req.headers }, (a) => {
        res.writeHead(a.statusCode ?? 502, a.headers);
        a.pipe(res);
      });
      return void req.pipe(forwarded);
    }
    if (req.method === 'POST' && url.pathname === '/newsletter') {
      let body = '';
      for await (const chunk of req) body += chunk;
      const answer = await handleNewsletterPost(new URLSearchParams(body), {
        market: 'DE',
        client: createServiceClient({ baseUrl: serviceOrigin }),
        requestHeaders: req.headers,
        requestUrl: url.href,
      });
      res.writeHead(answer.kind === 'redirect' ? 200 : answer.status, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(page(renderSignupFormHtml({ market: 'DE', texts, action: '/newsletter', resume: answer.resume })));
    }
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      ...(cookieOf(req, 'csrf_token') ? {} : { 'set-cookie': `csrf_token=${randomUUID()}; Path=/; SameSite=Strict` }),
    });
    res.end(page(renderSignupFormHtml({ market: 'DE', texts, action: '/newsletter' })));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ origin: `http://127.0.0.1:${server.address().port}`, seen, stop: () => server.close() }),
    ),
  );
}
