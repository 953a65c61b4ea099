import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  crossOriginVerdict,
  normalizeOrigin,
  parseTrustedOrigins,
  trustedOriginsOf,
} from '../../../openapi/cross-origin';

// The one cross-site rule (D39), decided from headers alone; the service's and the form handlers' tests drive it
// through HTTP (test/contract/cross-site.contract.test.ts, test/unit/newsletter/signup.form.test.ts).
const post = (headers: Record<string, string>, trusted: string[] = [], url?: string) =>
  crossOriginVerdict({ method: 'POST', headers, ...(url ? { url } : {}) }, trusted);

const origins = fc
  .record({
    scheme: fc.constantFrom('http', 'https'),
    host: fc.domain(),
    port: fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }),
  })
  .map(({ scheme, host, port }) => new URL(`${scheme}://${host}${port === undefined ? '' : `:${port}`}`).origin);

describe('crossOriginVerdict (D39)', () => {
  it('trusts a cross-site page exactly when its origin is listed, whatever else is listed', () => {
    fc.assert(
      fc.property(origins, fc.array(origins, { maxLength: 4 }), (origin, others) => {
        const listed = others.filter((o) => o !== origin);
        expect(post({ origin, 'sec-fetch-site': 'cross-site' }, listed).allowed).toBe(false);
        expect(post({ origin, 'sec-fetch-site': 'cross-site' }, [...listed, origin]).allowed).toBe(true);
      }),
    );
  });

  it('an old browser (Origin only) passes when the Origin names the Host, else only when trusted', () => {
    fc.assert(
      fc.property(origins, origins, (origin, other) => {
        const host = new URL(origin).host;
        expect(post({ origin, host }).allowed).toBe(true);
        if (new URL(other).host !== host) expect(post({ origin: other, host }).allowed).toBe(false);
      }),
    );
  });

  it.each([
    [
      'GET from anywhere',
      { method: 'GET', headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } },
      true,
    ],
    ['get in lower case', { method: 'get', headers: { 'sec-fetch-site': 'cross-site' } }, true],
    ['HEAD', { method: 'HEAD', headers: { 'sec-fetch-site': 'cross-site' } }, true],
    ['OPTIONS', { method: 'OPTIONS', headers: { 'sec-fetch-site': 'cross-site' } }, true],
    ['DELETE cross-site', { method: 'DELETE', headers: { 'sec-fetch-site': 'cross-site' } }, false],
    [
      'PATCH same-site',
      { method: 'patch', headers: { 'sec-fetch-site': 'same-site', origin: 'https://a.shop.example' } },
      false,
    ],
    ['a value no browser sends', { method: 'POST', headers: { 'sec-fetch-site': 'whatever' } }, false],
    ['Sec-Fetch-Site in capitals', { method: 'POST', headers: { 'sec-fetch-site': 'Same-Origin' } }, true],
    ['none', { method: 'PUT', headers: { 'sec-fetch-site': 'none' } }, true],
    ['neither header', { method: 'POST', headers: {} }, true],
    ['neither header, with a Host (curl, Node)', { method: 'POST', headers: { host: 'shop.example' } }, true],
    [
      'neither header, with a Host and a cookie',
      { method: 'POST', headers: { host: 'shop.example', cookie: 'LoginToken=x' } },
      true,
    ],
    ['Origin: null with no Host known', { method: 'POST', headers: { origin: 'null' } }, false],
    ['an Origin that is no URL, no Host known', { method: 'POST', headers: { origin: 'garbage' } }, false],
    ['Origin: null alone', { method: 'POST', headers: { origin: 'null', host: 'shop.example' } }, false],
  ] as const)('%s → allowed %s', (_, request, allowed) => {
    expect(crossOriginVerdict(request, ['https://shop.example']).allowed).toBe(allowed);
  });

  it('takes the URL’s host when the headers carry no Host (a Request built in code)', () => {
    expect(post({ origin: 'http://shop.test' }, [], 'http://shop.test/service/x').allowed).toBe(true);
    expect(post({ origin: 'http://evil.test' }, [], 'http://shop.test/service/x').allowed).toBe(false);
  });

  it('reads fetch Headers and Node header records alike (a repeated header: its first value)', () => {
    expect(
      crossOriginVerdict({ method: 'POST', headers: new Headers({ 'Sec-Fetch-Site': 'cross-site' }) }, []).allowed,
    ).toBe(false);
    expect(
      crossOriginVerdict({ method: 'POST', headers: { 'sec-fetch-site': ['cross-site', 'same-origin'] } }, []).allowed,
    ).toBe(false);
    expect(
      crossOriginVerdict({ method: 'POST', headers: { 'sec-fetch-site': ['same-origin', 'cross-site'] } }, []).allowed,
    ).toBe(true);
  });

  it('tells the developer what was refused and the exact setting that trusts it', () => {
    const verdict = post({ origin: 'http://localhost:5174', 'sec-fetch-site': 'same-site' }, ['https://shop.example']);
    expect(verdict).toEqual({
      allowed: false,
      origin: 'http://localhost:5174',
      secFetchSite: 'same-site',
      detail:
        'A POST from http://localhost:5174 was refused: the browser says Sec-Fetch-Site: same-site, and the trusted origins are https://shop.example. If that page is yours, add it to TRUSTED_ORIGINS (e.g. TRUSTED_ORIGINS=http://localhost:5174; exact scheme, host and port).',
    });
    expect(
      post({ origin: 'null', host: 'shop.example' }).allowed === false &&
        post({ origin: 'null', host: 'shop.example' }),
    ).toMatchObject({
      detail: expect.stringMatching(
        /from an opaque origin \(Origin: null\) .* no origin is trusted\. Only pages of this origin or of a trusted one may change data\.$/,
      ),
    });
  });
});

describe('TRUSTED_ORIGINS', () => {
  it('reads origins separated by commas or spaces, normalised, once each; anything else is named as invalid', () => {
    expect(
      parseTrustedOrigins(
        ' https://shop.example:443/, http://localhost:5174  https://shop.example\nhttps://b.example ',
      ),
    ).toEqual({
      origins: ['https://shop.example', 'http://localhost:5174', 'https://b.example'],
      invalid: [],
    });
    expect(parseTrustedOrigins('shop.example,https://x.example/path,ftp://f.example,*').invalid).toEqual([
      'shop.example',
      'https://x.example/path',
      'ftp://f.example',
      '*',
    ]);
    expect(parseTrustedOrigins(undefined)).toEqual({ origins: [], invalid: [] });
  });

  it('keeps scheme, host and port apart', () => {
    expect(normalizeOrigin('HTTPS://Shop.Example:443')).toBe('https://shop.example');
    expect(normalizeOrigin('https://shop.example:8443')).toBe('https://shop.example:8443');
    expect(normalizeOrigin('http://shop.example')).toBe('http://shop.example');
    expect(trustedOriginsOf('https://shop.example', ['https://shop.example', 'http://a.example'])).toEqual([
      'https://shop.example',
      'http://a.example',
    ]);
  });
});

describe('what a refusal tells the developer (each branch of the message)', () => {
  it("names a page that sent no Origin, the browser's Sec-Fetch-Site and every trusted origin", () => {
    const verdict = post({ 'sec-fetch-site': 'cross-site' }, ['https://a.example', 'https://b.example']);
    expect(verdict).toMatchObject({ allowed: false, origin: undefined, secFetchSite: 'cross-site' });
    expect(!verdict.allowed && verdict.detail).toBe(
      'A POST from a page that sent no Origin was refused: the browser says Sec-Fetch-Site: cross-site, and the trusted origins are https://a.example, https://b.example. Only pages of this origin or of a trusted one may change data.',
    );
  });

  it("names the Host an old browser's Origin did not match, or none", () => {
    const other = post({ origin: 'https://evil.example', host: 'shop.example' });
    expect(!other.allowed && other.detail).toContain(
      "its Origin is not this server's Host (shop.example), and no origin is trusted.",
    );
    const none = post({ origin: 'https://evil.example' });
    expect(!none.allowed && none.detail).toContain("its Origin is not this server's Host (none)");
  });

  it('reads an origin with blanks around it', () => {
    expect(normalizeOrigin('  https://shop.example/ ')).toBe('https://shop.example');
  });
});
