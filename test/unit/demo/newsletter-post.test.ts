import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestService } from '../../support/service';
import { decodeSignupResume } from '../../../core/newsletter';
import { answerNewsletterPost, NEWSLETTER_RESULT_COOKIE, openNewsletterResult } from '../../../demo/newsletter-post';
import { answerPreferencesPost } from '../../../demo/preferences-post';

// The demo server's answer to the newsletter forms posted without JavaScript, against the in-process reference service.
const ORIGIN = 'http://shop.test';
/** The page's own form, as a browser posts it: no cookie, no token (D39). */
const OWN_PAGE = { 'sec-fetch-site': 'same-origin', origin: ORIGIN };

function setup() {
  const app = createTestService();
  const service = (r: Request) => Promise.resolve(app.fetch(r));
  const outbox = async () =>
    ((await (await app.fetch(new Request(`${ORIGIN}/service/__admin/outbox`))).json()) as { mails: { to: string }[] })
      .mails;
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    answerNewsletterPost(
      new Request(`${ORIGIN}${path}`, {
        method: 'POST',
        // A header given as '' is left out (an old browser sends no Sec-Fetch-Site).
        headers: Object.entries({
          'content-type': 'application/x-www-form-urlencoded',
          ...OWN_PAGE,
          ...headers,
        }).filter(([, value]) => value !== ''),
        body,
      }),
      service,
      { trustedOrigins: ['https://shop.example'] },
    );
  return { post, outbox };
}

describe('answerNewsletterPost (demo server)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a sign-up: 303 to the page with no address in the URL, the result in a short-lived HttpOnly cookie; the mail goes out', async () => {
    const { post, outbox } = setup();
    const outcome = await post('/at/', `sk-form=newsletter-signup&email=anna%40example.at&homepage=`);
    if (!('response' in outcome)) throw new Error('expected a response');
    const { response } = outcome;
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/at/?newsletter=sent#footer-newsletter');
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/; Path=\/at\/; Max-Age=600; HttpOnly; SameSite=Lax$/);
    const value = cookie.slice(`${NEWSLETTER_RESULT_COOKIE}=`.length, cookie.indexOf(';'));
    // Sealed: the address is not in the cookie, and only this server opens it for the page the redirect goes to.
    expect(decodeURIComponent(value)).not.toContain('anna');
    expect(decodeSignupResume(value)).toBeUndefined();
    const page = new Request(`${ORIGIN}/at/?newsletter=sent`, {
      headers: { cookie: `${NEWSLETTER_RESULT_COOKIE}=${value}` },
    });
    expect(openNewsletterResult(page)?.pending?.email).toBe('anna@example.at');
    expect(
      openNewsletterResult(
        new Request(`${ORIGIN}/at/?newsletter=sent`, {
          headers: { cookie: `${NEWSLETTER_RESULT_COOKIE}=${value.slice(0, -2)}xx` },
        }),
      ),
    ).toBeUndefined();
    expect((await outbox()).map((m) => m.to)).toEqual(['anna@example.at']);
  });

  it("the sealed result opens only on its market's page and within its Max-Age (issue 42)", async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 28, 12), toFake: ['Date'] });
    try {
      const { post } = setup();
      const outcome = await post('/at/', `sk-form=newsletter-signup&email=carl%40example.at&homepage=`);
      if (!('response' in outcome)) throw new Error('expected a response');
      const cookie = outcome.response.headers.get('set-cookie')!;
      const value = cookie.slice(`${NEWSLETTER_RESULT_COOKIE}=`.length, cookie.indexOf(';'));
      const on = (page: string) =>
        openNewsletterResult(
          new Request(`${ORIGIN}${page}?newsletter=sent`, {
            headers: { cookie: `${NEWSLETTER_RESULT_COOKIE}=${value}` },
          }),
        );
      expect(on('/at/')?.pending?.email).toBe('carl@example.at');
      expect(on('/de/')).toBeUndefined();
      vi.advanceTimersByTime(600_000);
      expect(on('/at/')?.pending?.email).toBe('carl@example.at');
      vi.advanceTimersByTime(1);
      expect(on('/at/')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('over https the result cookie is Secure', async () => {
    const app = createTestService();
    const outcome = await answerNewsletterPost(
      new Request(`${ORIGIN}/at/`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `sk-form=newsletter-signup&email=bea%40example.at&homepage=`,
      }),
      (r) => Promise.resolve(app.fetch(r)),
      { https: true },
    );
    if (!('response' in outcome)) throw new Error('expected a response');
    expect(outcome.response.headers.get('set-cookie')).toMatch(/; Secure$/);
  });

  it('errors: the page renders the form with its messages (422); from another site: 403, the form, nothing sent, one line logged', async () => {
    const { post, outbox } = setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await post('/tr/', `sk-form=newsletter-signup&email=`)).toEqual({
      render: {
        status: 422,
        resume: expect.objectContaining({
          errors: expect.objectContaining({ email: 'emailRequired', legals: 'legalsRequired' }),
        }),
      },
    });
    for (const from of [
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': '', origin: 'https://shop.example.evil.test' },
    ]) {
      expect(await post('/de/', 'sk-form=newsletter-signup&email=anna%40example.de', from)).toEqual({
        render: {
          status: 403,
          resume: expect.objectContaining({
            outcome: 'ERROR_GENERIC',
            values: expect.objectContaining({ email: 'anna@example.de' }),
          }),
        },
      });
    }
    expect(await outbox()).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0]![0])).toMatch(
      /^\[demo\] 403 cross-site form post to \/de\/: .*https:\/\/evil\.example/,
    );
    // A trusted origin (SHOP_ORIGIN behind a proxy) posts, without a cookie or token.
    const trusted = await post('/de/', 'sk-form=newsletter-signup&email=anna%40example.de', {
      'sec-fetch-site': 'cross-site',
      origin: 'https://shop.example',
    });
    expect('response' in trusted && trusted.response.status).toBe(303);
  });

  it('anything else is refused before it is read: other pages, other forms, other encodings, large bodies', async () => {
    const { post } = setup();
    const status = async (outcome: Awaited<ReturnType<typeof post>>) =>
      'response' in outcome ? outcome.response.status : outcome.render.status;
    expect(await status(await post('/staff/', 'sk-form=newsletter-signup'))).toBe(405);
    expect(await status(await post('/de/', 'q=1'))).toBe(400);
    expect(await status(await post('/de/', '{}', { 'content-type': 'application/json' }))).toBe(415);
    expect(await status(await post('/de/', `sk-form=newsletter-signup&email=${'a'.repeat(20_000)}`))).toBe(413);
  });

  it('the DOI button: 303 to the page that shows the result', async () => {
    const { post } = setup();
    const outcome = await post('/hu/', `sk-form=newsletter-doi&doi=unknown-token`);
    if (!('response' in outcome)) throw new Error('expected a response');
    expect(outcome.response.headers.get('location')).toBe('/hu/?newsletter=confirmed#doi-newsletter');
    const cookie = outcome.response.headers.get('set-cookie')!;
    const page = new Request(`${ORIGIN}/hu/?newsletter=confirmed`, {
      headers: { cookie: cookie.slice(0, cookie.indexOf(';')) },
    });
    expect(openNewsletterResult(page)).toEqual({ doiResult: 'INVALID' });
  });
});

describe('answerPreferencesPost (demo server)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a preference form from another site: 303 back to the page with "save failed", nothing sent, one line logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const seen: string[] = [];
    const service = (r: Request) => {
      seen.push(`${r.method} ${new URL(r.url).pathname}`);
      return Promise.resolve(new Response(null, { status: 204 }));
    };
    const answer = await answerPreferencesPost(
      new Request(`${ORIGIN}/de/newsletter/preferences`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'https://evil.example',
          'sec-fetch-site': 'cross-site',
        },
        body: 'sk-form=newsletter-preferences&token=tok&action=unsubscribe',
      }),
      service,
    );
    expect(answer!.status).toBe(303);
    expect(answer!.headers.get('location')).toBe('/de/newsletter/preferences?token=tok&done=1');
    expect(decodeURIComponent(answer!.headers.get('set-cookie')!)).toContain('"notice":"unsubscribeFailed"');
    expect(seen).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(
      /^\[demo\] 403 cross-site form post to \/de\/newsletter\/preferences: /,
    );
  });
});
