import { describe, expect, it } from 'vitest';
import { LINK_TOKEN_MAX } from '../../../openapi/facts';
import { createServiceClient } from '../../../openapi/client';
import { COUNTRIES, NEWSLETTER_MARKETS, type Country } from '../../../core/markets';
import {
  NEWSLETTER_FORM_FIELD,
  NEWSLETTER_FORMS,
  decodeSignupResume,
  encodeSignupResume,
  handleDoiPost,
  handleNewsletterPost,
  postedNewsletterForm,
  linkToken,
  linkTokenIn,
  signupValuesFromForm,
  type NewsletterSubscriptionRequest,
} from '../../../core/newsletter';

const ORIGIN = 'http://shop.test';
/** A form posted from the shop's own page, as a browser sends it (D39). */
const SAME_ORIGIN = { requestHeaders: { 'sec-fetch-site': 'same-origin', origin: ORIGIN, host: 'shop.test' } };
/** Posts the rule refuses (D39): another site's page, a look-alike, an old browser on another host, an opaque origin. */
const FROM_ELSEWHERE: Array<Record<string, string>> = [
  { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example', host: 'shop.test' },
  { 'sec-fetch-site': 'same-site', origin: 'http://blog.shop.test', host: 'shop.test' },
  { origin: 'http://shop.test.evil.test', host: 'shop.test' },
  { origin: 'null', host: 'shop.test' },
];

/** A service client over a fake fetch: records each call and answers with the scripted response. */
function fakeClient(answer: (request: Request) => Response = () => new Response(null, { status: 201 })) {
  const calls: { method: string; path: string; headers: Headers; body: unknown }[] = [];
  const client = createServiceClient({
    origin: ORIGIN,
    fetch: async (request) => {
      const text = await request.clone().text();
      calls.push({
        method: request.method,
        path: new URL(request.url).pathname,
        headers: request.headers,
        body: text ? JSON.parse(text) : undefined,
      });
      return answer(request);
    },
  });
  return { client, calls };
}

const problem = (status: number, type: string) =>
  new Response(JSON.stringify({ type, title: 'x', status }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });

/** A form as a browser posts it: only the fields that have a value, checkboxes only when ticked. */
function posted(fields: Record<string, string>): URLSearchParams {
  return new URLSearchParams({ [NEWSLETTER_FORM_FIELD]: NEWSLETTER_FORMS.signup, homepage: '', ...fields });
}

/** Everything a market asks for, filled in. */
function completeFor(country: Country, email: string): Record<string, string> {
  const { requires } = NEWSLETTER_MARKETS[country];
  return {
    email,
    ...(requires.salutation ? { salutation: 'MRS' } : {}),
    ...(requires.firstName ? { firstName: 'Ágnes' } : {}),
    ...(requires.lastName ? { lastName: 'Kovács' } : {}),
    ...(requires.legals ? { legals: 'NEWSLETTER' } : {}),
  };
}

describe.each(COUNTRIES)('handleNewsletterPost for %s', (country) => {
  const { requires, country: site } = NEWSLETTER_MARKETS[country];

  it('an empty post: the market required messages, nothing sent, status 422, the form shows all its fields', async () => {
    const { client, calls } = fakeClient();
    const answer = await handleNewsletterPost(posted({ email: '' }), { market: country, client, ...SAME_ORIGIN });
    expect(answer.kind).toBe('render');
    expect(answer.status).toBe(422);
    expect(calls).toEqual([]);
    const expected = {
      email: 'emailRequired',
      ...(requires.salutation ? { salutation: 'salutationRequired' } : {}),
      ...(requires.firstName ? { firstName: 'firstNameRequired' } : {}),
      ...(requires.lastName ? { lastName: 'lastNameRequired' } : {}),
      ...(requires.legals ? { legals: 'legalsRequired' } : {}),
    };
    expect(answer.resume.errors).toEqual(expected);
  });

  it('a complete post: the machine request once, X-Hunter-Site, no token; 303 to the pending view naming the address', async () => {
    const { client, calls } = fakeClient();
    const email = ` anna.${country.toLowerCase()}@example.com `;
    const answer = await handleNewsletterPost(posted({ ...completeFor(country, email), dne: 'DNE' }), {
      market: country,
      client,
      ...SAME_ORIGIN,
      originalAddress: `${ORIGIN}/x/`,
    });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call!.method).toBe('POST');
    expect(call!.path).toBe('/service/newsletter/api/internal/newsletter-subscribers');
    expect(call!.headers.get('X-Hunter-Site')).toBe(site);
    expect(call!.headers.get('X-CSRF-Token')).toBeNull();
    expect(call!.headers.get('X-Original-Address')).toBe(`${ORIGIN}/x/`);
    const request = call!.body as NewsletterSubscriptionRequest;
    expect(request.email).toBe(email.trim());
    expect(request.consents).toEqual(['DNE']);
    expect(answer).toEqual({ kind: 'redirect', status: 303, resume: { pending: { email: email.trim(), request } } });
  });
});

describe('handleNewsletterPost', () => {
  it('keeps what was posted on an error (D2), never the bot trap', async () => {
    const { client } = fakeClient();
    const answer = await handleNewsletterPost(posted({ email: 'anna@', firstName: 'Anna' }), {
      market: 'TR',
      client,
      ...SAME_ORIGIN,
    });
    expect(answer.resume.values).toMatchObject({ email: 'anna@', firstName: 'Anna', legals: false });
    expect(answer.resume.values).not.toHaveProperty('honeypot');
    expect(answer.resume.errors?.email).toBe('emailInvalid');
  });

  it('an address over 256 characters: 422 with the too-long message, nothing sent, never cut to a shorter address', async () => {
    const { client, calls } = fakeClient();
    // Cut to 256 characters this would read "…@example.co", a different and valid address.
    const pasted = `${'a'.repeat(244)}@example.com`.padEnd(257, 'm');
    const answer = await handleNewsletterPost(posted({ email: pasted }), { market: 'DE', client, ...SAME_ORIGIN });
    expect(calls).toEqual([]);
    expect(answer).toEqual({
      kind: 'render',
      status: 422,
      resume: { values: expect.objectContaining({ email: pasted }), errors: { email: 'emailTooLong' } },
    });
  });

  it('sends the page origin and path as X-Original-Address, never a query or fragment (sign-up and DOI)', async () => {
    const { client, calls } = fakeClient((request) =>
      request.method === 'PUT' ? Response.json({ status: 'CONFIRMED' }) : new Response(null, { status: 202 }),
    );
    const originalAddress = `${ORIGIN}/hu/?doi=tok-1&email=anna%40example.hu#newsletter`;
    await handleNewsletterPost(posted(completeFor('HU', 'anna@example.hu')), {
      market: 'HU',
      client,
      ...SAME_ORIGIN,
      originalAddress,
    });
    await handleDoiPost(new URLSearchParams({ [NEWSLETTER_FORM_FIELD]: NEWSLETTER_FORMS.doi, doi: 'tok-1' }), {
      market: 'HU',
      client,
      ...SAME_ORIGIN,
      originalAddress,
    });
    expect(calls.map((c) => [c.method, c.headers.get('X-Original-Address')])).toEqual([
      ['POST', `${ORIGIN}/hu/`],
      ['PUT', `${ORIGIN}/hu/`],
    ]);
  });

  it('the bot trap filled: nothing sent, the same 303 as a sign-up, no request to re-send', async () => {
    const { client, calls } = fakeClient();
    const answer = await handleNewsletterPost(posted({ email: 'bot@example.com', homepage: 'http://spam.example' }), {
      market: 'DE',
      client,
      ...SAME_ORIGIN,
    });
    expect(calls).toEqual([]);
    expect(answer).toEqual({ kind: 'redirect', status: 303, resume: { pending: { email: 'bot@example.com' } } });
  });

  it("posted from another site (D39): 403, nothing sent, the input kept, the market's general error, and why for the log", async () => {
    for (const requestHeaders of FROM_ELSEWHERE) {
      const { client, calls } = fakeClient();
      const answer = await handleNewsletterPost(posted({ email: 'anna@example.de' }), {
        market: 'DE',
        client,
        requestHeaders,
      });
      expect(calls, JSON.stringify(requestHeaders)).toEqual([]);
      expect(answer).toEqual({
        kind: 'render',
        status: 403,
        resume: { values: expect.objectContaining({ email: 'anna@example.de' }), outcome: 'ERROR_GENERIC' },
        refused: expect.stringContaining(
          `from ${requestHeaders.origin === 'null' ? 'an opaque origin' : requestHeaders.origin}`,
        ),
      });
    }
  });

  it('takes a post with no token and no cookie from the page itself, a trusted origin, a proxy that rewrote Host, or a server', async () => {
    for (const [requestHeaders, trustedOrigins] of [
      [{ 'sec-fetch-site': 'same-origin', origin: 'http://localhost:5173', host: '127.0.0.1:3000' }, []],
      [{ 'sec-fetch-site': 'cross-site', origin: 'https://shop.example' }, ['https://shop.example']],
      [{ origin: ORIGIN, host: 'shop.test' }, []],
      [{}, []],
    ] as Array<[Record<string, string>, string[]]>) {
      const { client, calls } = fakeClient();
      const answer = await handleNewsletterPost(posted({ email: 'anna@example.de' }), {
        market: 'DE',
        client,
        requestHeaders,
        trustedOrigins,
      });
      expect(answer.kind, JSON.stringify(requestHeaders)).toBe('redirect');
      expect(calls).toHaveLength(1);
    }
  });

  it("reads Node's req.headers as well as fetch Headers", async () => {
    const { client, calls } = fakeClient();
    const node = {
      host: 'shop.test',
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
      cookie: undefined,
    };
    expect(
      (await handleNewsletterPost(posted({ email: 'anna@example.de' }), { market: 'DE', client, requestHeaders: node }))
        .status,
    ).toBe(403);
    const fetchHeaders = new Headers({ 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' });
    expect(
      (
        await handleNewsletterPost(posted({ email: 'anna@example.de' }), {
          market: 'DE',
          client,
          requestHeaders: fetchHeaders,
        })
      ).status,
    ).toBe(403);
    expect(calls).toEqual([]);
  });

  it('the service refuses the address: 422 with the field message and the address in error until changed', async () => {
    const { client } = fakeClient(() => problem(400, 'urn:newsletter:email_invalid'));
    const answer = await handleNewsletterPost(posted({ email: 'anna@example.de' }), {
      market: 'DE',
      client,
      ...SAME_ORIGIN,
    });
    expect(answer).toEqual({
      kind: 'render',
      status: 422,
      resume: {
        values: expect.objectContaining({ email: 'anna@example.de' }),
        errors: { email: 'emailInvalid' },
        outcome: 'ERROR_INVALID_EMAIL',
        rejectedEmail: 'anna@example.de',
      },
    });
  });

  it('the service fails: 503 with the general error, the input kept', async () => {
    const { client } = fakeClient(() => problem(500, 'urn:service:internal'));
    const answer = await handleNewsletterPost(posted({ email: 'anna@example.de' }), {
      market: 'DE',
      client,
      ...SAME_ORIGIN,
    });
    expect(answer).toEqual({
      kind: 'render',
      status: 503,
      resume: { values: expect.objectContaining({ email: 'anna@example.de' }), outcome: 'ERROR_GENERIC' },
    });
  });

  it('a logged-in customer: the disabled prefilled fields, which browsers do not post, come from the base data; a DNE given is not sent again', async () => {
    const { client, calls } = fakeClient();
    const answer = await handleNewsletterPost(posted({ legals: 'NEWSLETTER' }), {
      market: 'TR',
      client,
      ...SAME_ORIGIN,
      baseData: { email: 'kunde@example.com.tr', firstName: 'Şule', lastName: 'Öztürk', consents: ['DNE'], legals: [] },
    });
    expect(answer.kind).toBe('redirect');
    expect(calls[0]!.body).toEqual({
      email: 'kunde@example.com.tr',
      firstName: 'Şule',
      lastName: 'Öztürk',
      consents: [],
      legals: ['NEWSLETTER'],
      origin: 'onsite',
      originAddition: 'subsite',
    });
  });

  it('reads a posted form: unknown salutation empty, checkboxes only with their value, which form it is', () => {
    const form = posted({ email: 'a@b.de', salutation: 'KING', dne: 'yes', legals: 'NEWSLETTER' });
    expect(signupValuesFromForm(form)).toEqual({
      email: 'a@b.de',
      salutation: '',
      firstName: '',
      lastName: '',
      dne: false,
      legals: true,
      honeypot: '',
    });
    expect(postedNewsletterForm(form)).toBe('signup');
    expect(postedNewsletterForm(new URLSearchParams({ [NEWSLETTER_FORM_FIELD]: NEWSLETTER_FORMS.doi }))).toBe('doi');
    expect(postedNewsletterForm(new URLSearchParams({ q: 'x' }))).toBeUndefined();
  });
});

describe('handleDoiPost', () => {
  const doiForm = (token: string) => new URLSearchParams({ [NEWSLETTER_FORM_FIELD]: NEWSLETTER_FORMS.doi, doi: token });

  it.each([
    ['CONFIRMED', () => Response.json({ status: 'CONFIRMED' }), 'CONFIRMED'],
    ['ALREADY_CONFIRMED', () => Response.json({ status: 'ALREADY_CONFIRMED' }), 'ALREADY_CONFIRMED'],
    ['an unknown token', () => problem(404, 'urn:newsletter:doi_token_invalid'), 'INVALID'],
    ['a broken service', () => problem(500, 'urn:service:internal'), 'FAILED'],
  ] as const)('%s: 303 with the result the page shows (D14)', async (_, respond, result) => {
    const { client, calls } = fakeClient(respond);
    const answer = await handleDoiPost(doiForm('tok-1'), { market: 'HU', client, ...SAME_ORIGIN });
    expect(calls.map((c) => [c.method, c.path, c.headers.get('X-Hunter-Site')])).toEqual([
      ['PUT', '/service/newsletter/api/internal/newsletter-subscribers/tok-1/doi', 'HU'],
    ]);
    expect(answer).toEqual({ kind: 'redirect', status: 303, resume: { doiResult: result } });
  });

  it('posted from another site (D39) confirms nothing and shows "failed"', async () => {
    for (const requestHeaders of FROM_ELSEWHERE) {
      const { client, calls } = fakeClient(() => Response.json({ status: 'CONFIRMED' }));
      const answer = await handleDoiPost(doiForm('tok-1'), { market: 'DE', client, requestHeaders });
      expect(answer.resume.doiResult).toBe('FAILED');
      expect(answer.refused).toMatch(/refused/);
      expect(calls).toEqual([]);
    }
  });
});

describe('carrying a resume across the redirect', () => {
  it('round-trips, drops base data, and refuses anything malformed', () => {
    const resume = {
      pending: {
        email: 'a@b.de',
        request: { email: 'a@b.de', consents: ['DNE' as const], origin: 'onsite', originAddition: 'subsite' },
      },
    };
    expect(decodeSignupResume(encodeSignupResume({ ...resume, baseData: null }))).toEqual(resume);
    expect(decodeSignupResume(encodeSignupResume({ doiResult: 'CONFIRMED' }))).toEqual({ doiResult: 'CONFIRMED' });
    // Every answer a post can carry (this test builds the cookie's schema first, so it checks the schema whole).
    for (const carried of [
      { doiResult: 'ALREADY_CONFIRMED' as const },
      { doiResult: 'INVALID' as const },
      { doiResult: 'FAILED' as const },
      {
        values: {
          email: 'a@b.de',
          salutation: '' as const,
          firstName: '',
          lastName: '',
          dne: false,
          legals: false,
          honeypot: '',
        },
        outcome: 'ERROR_GENERIC' as const,
      },
      {
        values: {
          email: 'a@b.de',
          salutation: 'MRS' as const,
          firstName: '',
          lastName: '',
          dne: false,
          legals: false,
          honeypot: '',
        },
        errors: { email: 'emailInvalid' as const },
        outcome: 'ERROR_INVALID_EMAIL' as const,
        rejectedEmail: 'a@b.de',
      },
    ]) {
      expect(decodeSignupResume(encodeSignupResume(carried))).toEqual(carried);
    }
    expect(decodeSignupResume(encodeURIComponent(JSON.stringify({ doiResult: 'HACKED' })))).toBeUndefined();
    expect(decodeSignupResume('%E0%A4%A')).toBeUndefined();
    expect(decodeSignupResume(undefined)).toBeUndefined();
  });
});

describe('what the sign-up form handlers keep and answer (issue 30: each mutant of signup.form.ts)', () => {
  it('a DOI form posted without its token is the invalid link, and nothing is sent', async () => {
    const { client, calls } = fakeClient(() => Response.json({ status: 'CONFIRMED' }));
    const answer = await handleDoiPost(new URLSearchParams({ [NEWSLETTER_FORM_FIELD]: NEWSLETTER_FORMS.doi }), {
      market: 'DE',
      client,
      ...SAME_ORIGIN,
    });
    expect(answer).toEqual({ kind: 'redirect', status: 303, resume: { doiResult: 'INVALID' } });
    expect(calls).toEqual([]);
  });

  it('a posted text is read up to 1 024 characters (the rules then refuse it; the work stays bounded)', () => {
    expect(signupValuesFromForm(posted({ email: 'a'.repeat(5000), firstName: 'b'.repeat(1025) }))).toMatchObject({
      email: 'a'.repeat(1024),
      firstName: 'b'.repeat(1024),
    });
  });

  it('the address a bot or the service refused is named without the blanks typed around it', async () => {
    const bot = await handleNewsletterPost(posted({ email: '  bot@example.com ', homepage: 'http://spam.example' }), {
      market: 'DE',
      client: fakeClient().client,
      ...SAME_ORIGIN,
    });
    expect(bot.resume).toEqual({ pending: { email: 'bot@example.com' } });
    const { client } = fakeClient(() => problem(400, 'urn:newsletter:email_invalid'));
    const refused = await handleNewsletterPost(posted({ email: ' anna@example.de  ' }), {
      market: 'DE',
      client,
      ...SAME_ORIGIN,
    });
    expect(refused.resume.rejectedEmail).toBe('anna@example.de');
  });

  it('a resume cookie with values comes back as the whole form, never with the bot trap filled', () => {
    const carried = encodeURIComponent(
      JSON.stringify({ values: { email: 'a@b.de', honeypot: 'http://spam.example' }, outcome: 'ERROR_GENERIC' }),
    );
    const resume = decodeSignupResume(carried);
    expect(resume?.values).toEqual({
      email: 'a@b.de',
      salutation: '',
      firstName: '',
      lastName: '',
      dne: false,
      legals: false,
      honeypot: '',
    });
  });

  it('a DOI token is read up to 200 characters', async () => {
    const { client, calls } = fakeClient(() => Response.json({ status: 'CONFIRMED' }));
    await handleDoiPost(new URLSearchParams({ [NEWSLETTER_FORM_FIELD]: NEWSLETTER_FORMS.doi, doi: 'd'.repeat(300) }), {
      market: 'DE',
      client,
      ...SAME_ORIGIN,
    });
    expect(calls.map((c) => c.path)).toEqual([
      `/service/newsletter/api/internal/newsletter-subscribers/${'d'.repeat(200)}/doi`,
    ]);
  });

  it('the sign-up sends the origin the page gave', async () => {
    const { client, calls } = fakeClient();
    await handleNewsletterPost(posted({ email: 'anna@example.de' }), {
      market: 'DE',
      client,
      ...SAME_ORIGIN,
      origin: 'checkout',
      originAddition: 'footer',
    });
    expect(calls[0]!.body).toMatchObject({ origin: 'checkout', originAddition: 'footer' });
  });
});

describe("a link's token, read once for every reader (the form handlers, the elements, the demo's pages)", () => {
  it('keeps its first LINK_TOKEN_MAX characters, and is empty when there is none', () => {
    expect(LINK_TOKEN_MAX).toBe(200);
    expect(linkToken('t'.repeat(LINK_TOKEN_MAX + 1))).toBe('t'.repeat(LINK_TOKEN_MAX));
    expect(linkToken('abc')).toBe('abc');
    expect(linkToken(null)).toBe('');
    expect(linkToken(undefined)).toBe('');
  });

  it("takes a page address's ?name= (decoded), and nothing from an address without one or no address", () => {
    expect(linkTokenIn('https://shop.example/hu/newsletter/preferences?token=a%2Bb&x=1', 'token')).toBe('a+b');
    expect(linkTokenIn(`https://shop.example/?doi=${'d'.repeat(300)}`, 'doi')).toBe('d'.repeat(200));
    expect(linkTokenIn('https://shop.example/?doi=1', 'token')).toBe('');
    expect(linkTokenIn('not an address', 'token')).toBe('');
    expect(linkTokenIn(undefined, 'token')).toBe('');
  });
});
