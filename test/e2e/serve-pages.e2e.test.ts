/**
 * How the production build answers a page (decision D35): streamed, its head (inlined CSS, preloads) first,
 * while the page still loads; the parts that are the same for many visitors kept and compressed once, never with one
 * visitor's answer (its nonce) or one market's content in another's page.
 */
import { get, type IncomingMessage } from 'node:http';
import { createGunzip } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { loadNewsletterTexts } from '../../core/newsletter/signup/signup.texts';
import { baseUrl } from './harness';

const production = process.env.E2E_PROD === '1';
const url = (path: string) => new URL(path, baseUrl()).toString();

interface Received {
  response: IncomingMessage;
  text: string;
  /** What had arrived when the head was complete (`</head>`), and when that was. */
  atHead: { text: string; at: number };
  endedAt: number;
}

/** A page as it arrives (unpacked when gzipped). */
function receive(path: string, headers: Record<string, string> = {}): Promise<Received> {
  return new Promise((ok, fail) => {
    get(url(path), { headers }, (response) => {
      let text = '';
      let atHead: Received['atHead'] | undefined;
      const body = response.headers['content-encoding'] === 'gzip' ? response.pipe(createGunzip()) : response;
      body.on('data', (chunk: Buffer) => {
        text += chunk.toString('utf8');
        if (!atHead && text.includes('</head>')) atHead = { text, at: Date.now() };
      });
      body.on('end', () => ok({ response, text, atHead: atHead ?? { text: '', at: Number.NaN }, endedAt: Date.now() }));
      body.on('error', fail);
    }).on('error', fail);
  });
}

/** The CMS footer answers after `ms` the next time it is asked (the switches' change also empties the server's CMS cache). */
const slowFooter = (ms: number) =>
  fetch(url('/service/__admin/faults'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ operationId: 'getShopFooterPromotion', latencyMs: ms, times: 1 }),
  });

const tokenOf = (response: Response) => /csrf_token=([^;]+)/.exec(response.headers.getSetCookie().join('; '))?.[1];

describe.skipIf(!production)('pages of the production build', () => {
  afterEach(async () => {
    await fetch(url('/service/__admin/faults'), { method: 'DELETE' });
  });

  for (const encoding of ['identity', 'gzip']) {
    it(`streams a country page (${encoding}): the head with its CSS arrives while the page is still loading`, async () => {
      // The page's CMS footer answers a second late: its head must not wait for it.
      expect((await slowFooter(1_000)).status).toBeLessThan(300);
      const { response, text, atHead, endedAt } = await receive('/de/', { 'accept-encoding': encoding });
      expect(response.statusCode).toBe(200);
      expect(response.headers['transfer-encoding']).toBe('chunked');
      expect(atHead.text).toContain('<style data-href=');
      expect(atHead.text).not.toContain('<div id="root">');
      // Not a speed figure: the end waited for the footer's late answer, the head did not.
      expect(endedAt - atHead.at).toBeGreaterThanOrEqual(500);
      expect(text).toMatch(/<\/html>$/);
      expect(text).toContain('<footer');
    });
  }

  it('streams a page whose head needs its loader too (the home page), head first', async () => {
    const { response, text } = await receive('/', { 'accept-encoding': 'identity' });
    expect(response.statusCode).toBe(200);
    expect(text).toMatch(/^<!doctype html>[\s\S]*<\/head>[\s\S]*<\/html>$/);
  });

  it('sets no CSRF cookie and puts no token in its forms (nothing checks one since D39, D41): two visitors get the same page but for the nonce', async () => {
    const pages = await Promise.all([1, 2].map(() => fetch(url('/de/'), { headers: { 'accept-encoding': 'gzip' } })));
    expect(pages.map(tokenOf)).toEqual([undefined, undefined]);
    const texts = await Promise.all(pages.map((p) => p.text()));
    for (const text of texts) {
      expect(text).toContain('name="email"');
      expect(text).not.toContain('csrf');
    }
    const withoutNonce = (text: string) => text.replace(/ nonce="[^"]+"/g, '');
    expect(withoutNonce(texts[0]!)).toBe(withoutNonce(texts[1]!));
    // A returning visitor of 0.1.0 (their old cookie) gets the same page: the cookie is read by nothing.
    const returning = await (
      await fetch(url('/de/'), { headers: { cookie: 'csrf_token=returning0visitor0token', 'accept-encoding': 'gzip' } })
    ).text();
    expect(returning).not.toContain('returning0visitor0token');
  });

  it('answers each page with its own nonce in the CSP header and the page alike', async () => {
    const [a, b] = await Promise.all([fetch(url('/de/')), fetch(url('/de/'))]);
    const nonceOf = async (r: Response) => {
      const header = /'nonce-([^']+)'/.exec(r.headers.get('content-security-policy') ?? '')?.[1];
      const text = await r.text();
      return { header, inPage: [...text.matchAll(/ nonce="([^"]+)"/g)].map((m) => m[1]) };
    };
    const [na, nb] = await Promise.all([nonceOf(a), nonceOf(b)]);
    expect(na.header).not.toBe(nb.header);
    expect(na.inPage.length).toBeGreaterThan(1);
    expect(new Set(na.inPage)).toEqual(new Set([na.header]));
    expect(new Set(nb.inPage)).toEqual(new Set([nb.header]));
  });

  it('never shows one market’s content on another’s page (the Turkish page, then the German one)', async () => {
    const turkish = await loadNewsletterTexts('tr-TR');
    const tr = await (await fetch(url('/tr/'), { headers: { 'accept-encoding': 'gzip' } })).text();
    expect(tr).toContain('<html lang="tr-TR">');
    const de = await (await fetch(url('/de/'), { headers: { 'accept-encoding': 'gzip' } })).text();
    expect(de).toContain('<html lang="de-DE">');
    expect(tr).toContain(turkish.headline.split(',')[0]!);
    expect(de).not.toContain(turkish.headline.split(',')[0]!);
    expect(de).not.toContain('<html lang="tr-TR">');
  });
});
