// @vitest-environment jsdom
/**
 * <newsletter-signup> (storefront-kit/element): the core sign-up machine with plain DOM. Service actors are answered by
 * hand here; the browser test (test/e2e/vanilla.e2e.test.ts) runs it against the reference service.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fromPromise, type InspectionEvent } from 'xstate';
import { NEWSLETTER_MARKETS } from '../../../core/markets';
import {
  SIGNUP_RESEND_DELAY_MS,
  loadNewsletterTexts,
  type NewsletterBaseData,
  type NewsletterSubscriptionRequest,
  type NewsletterTexts,
} from '../../../core/newsletter';
import { defineNewsletterSignup, type NewsletterSignupElement } from '../../../element';
import type { ServiceClient } from '../../../openapi/client';
import { WAIT } from '../../support/wait';

// Evaluated after the imports above: importing the entry must register nothing.
const registeredOnImport = customElements.get('newsletter-signup');

let at: NewsletterTexts;
beforeAll(async () => {
  defineNewsletterSignup();
  at = await loadNewsletterTexts(NEWSLETTER_MARKETS.AT.locale);
});
afterEach(() => document.body.replaceChildren());

const flush = async () => {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** Mounts the element with hand-answered actors; resolves once it has rendered. */
async function mount(attrs: Record<string, string>, options: { inspect?: (e: InspectionEvent) => void } = {}) {
  const calls: { request: NewsletterSubscriptionRequest; resolve(): void; reject(e: unknown): void }[] = [];
  const el = document.createElement('newsletter-signup') as NewsletterSignupElement;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  el.client = {} as ServiceClient;
  el.actors = {
    subscribe: fromPromise<unknown, NewsletterSubscriptionRequest>(
      ({ input }) =>
        new Promise((resolve, reject) => calls.push({ request: input, resolve: () => resolve(undefined), reject })),
    ),
    loadBaseData: fromPromise<NewsletterBaseData | null, void>(async () => null),
  } as NewsletterSignupElement['actors'];
  if (options.inspect) el.inspect = options.inspect;
  const ready = new Promise((resolve) => el.addEventListener('newsletter-signup:ready', resolve, { once: true }));
  document.body.append(el);
  await ready;
  return { el, calls };
}

const q = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T & HTMLElement>(selector);
/** Typing as a browser reports it: an input event per edit, and the change event when the value is committed (leaving the field). */
const type = (input: HTMLInputElement, value: string, { commit = true } = {}) => {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  if (commit) input.dispatchEvent(new Event('change', { bubbles: true }));
};
const submit = () => q<HTMLFormElement>('newsletter-signup form')!.requestSubmit();

/** Mounts the element with no client or actors given (it makes its own over `fetch`), types an address and submits. */
async function signUpWithItsOwnClient(attrs: Record<string, string>, address: string) {
  const el = document.createElement('newsletter-signup') as NewsletterSignupElement;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  const ready = new Promise((resolve) => el.addEventListener('newsletter-signup:ready', resolve, { once: true }));
  document.body.append(el);
  await ready;
  const email = q<HTMLInputElement>('#newsletter-email')!;
  email.focus();
  type(email, address);
  await flush();
  submit();
}

describe('<newsletter-signup>', () => {
  it("renders the market's texts: headline, labelled e-mail field, submit; extra fields only after focus", async () => {
    await mount({ market: 'AT' });
    expect(q('newsletter-signup h2')!.textContent).toBe(at.headline);
    expect(q('label[for="newsletter-email"]')!.textContent).toBe(`${at.emailLabel} *`);
    expect(q('label[for="newsletter-email"] [aria-hidden="true"]')!.textContent).toBe('*');
    expect(q('newsletter-signup button[type="submit"]')!.textContent).toBe(at.submit);
    expect(q('newsletter-signup section')!.getAttribute('lang')).toBe('de-AT');
    expect(q('.skv-extra')!.hasAttribute('data-collapsed')).toBe(true);
    q<HTMLInputElement>('#newsletter-email')!.focus();
    await flush();
    expect(q('.skv-extra')!.hasAttribute('data-collapsed')).toBe(false);
    expect(q('#newsletter-salutation')).not.toBeNull();
    expect(q('label[for="newsletter-firstName"]')!.textContent).toBe(`${at.firstNameLabel} ${at.optional}`);
  });

  it('an empty submit shows the error above the field, tied by aria-describedby, and focuses the field', async () => {
    const { calls } = await mount({ market: 'AT' });
    submit();
    await flush();
    const email = q<HTMLInputElement>('#newsletter-email')!;
    expect(q('#newsletter-email-error')!.hidden).toBe(false);
    expect(q('#newsletter-email-error')!.textContent).toBe(`${at.errorPrefix} ${at.errors.emailRequired}`);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe('newsletter-email-error');
    expect(document.activeElement).toBe(email);
    expect(calls).toHaveLength(0);
  });

  it('subscribes with what was typed and shows the pending view naming the address; "send again" later', async () => {
    const { calls } = await mount({ market: 'AT' });
    const email = q<HTMLInputElement>('#newsletter-email')!;
    email.focus();
    type(email, 'anna@example.com');
    await flush();
    type(q<HTMLInputElement>('#newsletter-firstName')!, 'Anna');
    submit();
    await flush();
    expect(q('newsletter-signup form')!.getAttribute('aria-busy')).toBe('true');
    expect(q('newsletter-signup button[type="submit"]')!.textContent).toBe(at.submitting);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.request).toMatchObject({ email: 'anna@example.com', firstName: 'Anna' });
    calls[0]!.resolve();
    await flush();
    expect(q('newsletter-signup form')!.hidden).toBe(true);
    expect(q('.skv-pending')!.hidden).toBe(false);
    expect(q('.skv-pending h3')!.textContent).toBe(at.pending.headline);
    expect(q('.skv-pending')!.textContent).toContain('anna@example.com');
  });

  it('offers "send again" after the delay; a re-send names the address again', async () => {
    const { calls } = await mount({ market: 'AT' });
    vi.useFakeTimers();
    try {
      type(q<HTMLInputElement>('#newsletter-email')!, 'anna@example.com');
      submit();
      await vi.advanceTimersByTimeAsync(0);
      calls[0]!.resolve();
      await vi.advanceTimersByTimeAsync(0);
      const resend = q<HTMLButtonElement>('.skv-pending button')!;
      expect(resend.hidden).toBe(true);
      expect(q('.skv-pending')!.textContent).toContain(at.pending.resendHint);
      await vi.advanceTimersByTimeAsync(SIGNUP_RESEND_DELAY_MS);
      expect(resend.hidden).toBe(false);
      expect(resend.textContent).toBe(at.pending.resend);
      resend.click();
      await vi.advanceTimersByTimeAsync(0);
      expect(resend.disabled).toBe(true);
      expect(calls).toHaveLength(2);
      expect(calls[1]!.request.email).toBe('anna@example.com');
      calls[1]!.resolve();
      await vi.advanceTimersByTimeAsync(0);
      expect(resend.hidden).toBe(true);
      expect(q('.skv-pending .skv-notice--success')!.textContent).toContain('anna@example.com');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a generic service failure keeps the form and its values and shows the error banner (D2)', async () => {
    const { calls } = await mount({ market: 'AT' });
    type(q<HTMLInputElement>('#newsletter-email')!, 'anna@example.com');
    submit();
    await flush();
    calls[0]!.reject(Object.assign(new Error('down'), { status: 503 }));
    await flush();
    expect(q('[role="alert"]')!.textContent).toBe(at.errors.generic);
    expect(q<HTMLInputElement>('#newsletter-email')!.value).toBe('anna@example.com');
  });

  it('the market attribute picks the texts and rules (Turkey requires the legals checkbox)', async () => {
    const tr = await loadNewsletterTexts(NEWSLETTER_MARKETS.TR.locale);
    await mount({ market: 'TR' });
    expect(q('newsletter-signup h2')!.textContent).toBe(tr.headline);
    type(q<HTMLInputElement>('#newsletter-email')!, 'ayse@example.com');
    submit();
    await flush();
    expect(NEWSLETTER_MARKETS.TR.requires).toMatchObject({ legals: true, firstName: true });
    expect(q('#newsletter-legals-error')!.hidden).toBe(false);
    expect(q<HTMLInputElement>('#newsletter-legals')!.getAttribute('aria-invalid')).toBe('true');
    expect(q('#newsletter-firstName-error')!.hidden).toBe(false);
    expect(q('#newsletter-salutation')).toBeNull();
    // Ticking the box fixes its error at once.
    const legals = q<HTMLInputElement>('#newsletter-legals')!;
    legals.click();
    await flush();
    expect(q('#newsletter-legals-error')!.hidden).toBe(true);
    expect(legals.checked).toBe(true);
  });

  it("the bot trap is out of the tab order, autofill and every password manager's reach (1Password, LastPass, Bitwarden)", async () => {
    await mount({ market: 'DE' });
    const trap = q<HTMLInputElement>('newsletter-signup input[name="homepage"]')!;
    expect(trap.getAttribute('tabindex')).toBe('-1');
    expect(trap.getAttribute('autocomplete')).toBe('off');
    expect(trap.hasAttribute('data-1p-ignore')).toBe(true);
    expect(trap.getAttribute('data-lpignore')).toBe('true');
    expect(trap.hasAttribute('data-bwignore')).toBe(true);
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(q(`label[for="${trap.id}"]`)).not.toBeNull();
  });

  it('tells the machine a typed address when it is committed, not on each keystroke (D38)', async () => {
    const events: InspectionEvent[] = [];
    await mount({ market: 'DE' }, { inspect: (e) => events.push(e) });
    const told = () =>
      events
        .flatMap((e) =>
          e.type === '@xstate.event' ? [e.event as { type: string; field?: string; value?: string }] : [],
        )
        .filter((e) => e.type === 'CHANGE' && e.field === 'email')
        .map((e) => e.value);
    const email = q<HTMLInputElement>('#newsletter-email')!;
    email.focus();
    for (const typed of ['a', 'an', 'ann', 'anna@example.com']) type(email, typed, { commit: false });
    await flush();
    expect(told()).toEqual([]);
    // What the shopper typed stays in the field while other updates (the focus) render the form.
    expect(email.value).toBe('anna@example.com');
    email.dispatchEvent(new Event('change', { bubbles: true }));
    await flush();
    expect(told()).toEqual(['anna@example.com']);
  });

  it("a form sent without a change event (a script's requestSubmit) tells the machine what the fields show first", async () => {
    const { calls } = await mount({ market: 'DE' });
    const email = q<HTMLInputElement>('#newsletter-email')!;
    email.focus();
    type(email, 'script@example.com', { commit: false });
    submit();
    await flush();
    expect(calls.map((c) => c.request.email)).toEqual(['script@example.com']);
  });

  it('a message that would appear under a pressed pointer waits for its release (D26)', async () => {
    await mount({ market: 'AT' });
    const error = q('#newsletter-email-error')!;
    document.dispatchEvent(new Event('pointerdown'));
    submit();
    await flush();
    // The machine has the error; the box keeps its place until the press ends and its click has run.
    expect(error.hidden).toBe(true);
    document.dispatchEvent(new Event('pointerup'));
    await flush();
    expect(error.hidden).toBe(false);
    expect(error.textContent).toContain(at.errors.emailRequired);
  });

  it('passes an inspect observer to its actor, and stops the actor when removed', async () => {
    const events: InspectionEvent[] = [];
    const { el } = await mount({ market: 'DE' }, { inspect: (e) => events.push(e) });
    expect(events.some((e) => e.type === '@xstate.event' && e.event.type === 'START')).toBe(true);
    el.remove();
    await flush();
    const last = events.filter((e) => e.type === '@xstate.snapshot').at(-1) as { snapshot: { status: string } };
    expect(last.snapshot.status).toBe('stopped');
  });

  it('importing the entry registers nothing; defineNewsletterSignup() registers under the tag asked for', () => {
    expect(registeredOnImport).toBeUndefined();
    expect(customElements.get('shop-newsletter')).toBeUndefined();
    defineNewsletterSignup('shop-newsletter');
    expect(customElements.get('shop-newsletter')).toBeDefined();
  });

  it('sends the origin and origin-addition attributes with the sign-up', async () => {
    const { calls } = await mount({ market: 'AT', origin: 'footer', 'origin-addition': 'checkout' });
    const email = q<HTMLInputElement>('#newsletter-email')!;
    email.focus();
    type(email, 'anna@example.com');
    await flush();
    submit();
    await flush();
    expect(calls[0]!.request).toMatchObject({ origin: 'footer', originAddition: 'checkout' });
  });

  it('calls the service at the service-base attribute when no client is given', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (input: Request | string) => {
      urls.push(typeof input === 'string' ? input : input.url);
      return new Response(JSON.stringify({}), { status: 500, headers: { 'content-type': 'application/json' } });
    });
    try {
      await signUpWithItsOwnClient({ market: 'AT', 'service-base': 'https://api.shop.example' }, 'anna@example.com');
      await vi.waitFor(() => expect(urls.length).toBeGreaterThan(0), WAIT);
      expect(urls.every((url) => url.startsWith('https://api.shop.example/service/'))).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("shows the newsletter image from the service-base origin, not the page's (a page on another origin has no /service/)", async () => {
    await mount({ market: 'AT', 'service-base': 'https://api.shop.example/' });
    const img = q<HTMLImageElement>('newsletter-signup .skv-image')!;
    const sources = [...document.querySelectorAll('newsletter-signup source')].map((s) => s.getAttribute('srcset'));
    expect(img.getAttribute('src')).toMatch(/^https:\/\/api\.shop\.example\/service\/newsletterfrontend\/.+\.jpg$/);
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.every((src) => src!.startsWith('https://api.shop.example/service/'))).toBe(true);
  });

  it("without service-base the image is the page origin's", async () => {
    await mount({ market: 'AT' });
    expect(q<HTMLImageElement>('newsletter-signup .skv-image')!.src.startsWith(`${location.origin}/service/`)).toBe(
      true,
    );
  });

  it('sends the page origin and path as X-Original-Address, never the ?doi= token or the fragment', async () => {
    const seen: Request[] = [];
    vi.stubGlobal('fetch', async (input: Request) => {
      seen.push(input);
      return new Response(JSON.stringify({ status: 'ACCEPTED' }), {
        status: 202,
        headers: { 'content-type': 'application/json' },
      });
    });
    const before = location.href;
    history.replaceState(null, '', '/at/?doi=tok-123&email=anna%40example.at#newsletter');
    try {
      await signUpWithItsOwnClient({ market: 'AT' }, 'anna@example.at');
      await vi.waitFor(() => expect(seen.some((r) => r.method === 'POST')).toBe(true), WAIT);
      expect(seen.find((r) => r.method === 'POST')!.headers.get('X-Original-Address')).toBe(`${location.origin}/at/`);
    } finally {
      history.replaceState(null, '', before);
      vi.unstubAllGlobals();
    }
  });

  // Spec section 1: an unknown or missing market is DE, in DE's language, fields and X-Hunter-Site (written here, not
  // read from newsletterMarket(): a core or an element that defaulted to AT must fail this).
  it.each([['XX'], ['at'], ['GB'], [''], [undefined]])('market %j is served as DE', async (value) => {
    const expected = { country: 'DE', locale: 'de-DE', shows: { salutation: false, firstName: false } } as const;
    const texts = await loadNewsletterTexts(expected.locale);
    const seen: Request[] = [];
    vi.stubGlobal('fetch', async (input: Request) => {
      seen.push(input);
      return new Response(JSON.stringify({ status: 'ACCEPTED' }), {
        status: 202,
        headers: { 'content-type': 'application/json' },
      });
    });
    try {
      await signUpWithItsOwnClient(value === undefined ? {} : { market: value }, 'anna@example.com');
      expect(q<NewsletterSignupElement>('newsletter-signup')!.market).toBe(expected.country);
      expect(q('newsletter-signup section')!.getAttribute('lang')).toBe(expected.locale);
      expect(q('newsletter-signup h2')!.textContent).toBe(texts.headline);
      expect(q('#newsletter-salutation') !== null).toBe(expected.shows.salutation);
      expect(q('#newsletter-firstName') !== null).toBe(expected.shows.firstName);
      await vi.waitFor(() => expect(seen.some((r) => r.method === 'POST')).toBe(true), WAIT);
      expect(seen.filter((r) => r.method === 'POST').map((r) => r.headers.get('X-Hunter-Site'))).toEqual([
        expected.country,
      ]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('an address over 256 characters is never cut (no maxlength): the too-long message, nothing sent', async () => {
    const { calls } = await mount({ market: 'AT' });
    const email = q<HTMLInputElement>('#newsletter-email')!;
    expect(email.hasAttribute('maxlength')).toBe(false);
    email.focus();
    type(email, `${'a'.repeat(244)}@example.com`.padEnd(257, 'm'));
    await flush();
    submit();
    await flush();
    expect(q('#newsletter-email-error')!.textContent).toBe(`${at.errorPrefix} ${at.errors.emailTooLong}`);
    expect(calls).toHaveLength(0);
  });

  it('HU: the family name (Vezetéknév) comes before the given name (Keresztnév)', async () => {
    const hu = await loadNewsletterTexts(NEWSLETTER_MARKETS.HU.locale);
    await mount({ market: 'HU' });
    q<HTMLInputElement>('#newsletter-email')!.focus();
    await flush();
    const order = [...document.querySelectorAll('.skv-names input')].map((i) => i.id);
    expect(order).toEqual(['newsletter-lastName', 'newsletter-firstName']);
    expect(q('label[for="newsletter-lastName"]')!.textContent).toContain(hu.lastNameLabel);
    expect(hu.lastNameLabel).toBe('Vezetéknév');
  });

  describe('the legal notice: the expandable-text machine and getters of core, as the React view (D84)', () => {
    // jsdom lays nothing out: the notice's content reports the height a browser would measure.
    let legalHeight = 0;
    beforeAll(() => {
      Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
        configurable: true,
        get(this: HTMLElement) {
          return this.closest('.skv-legal') && this.id.startsWith('newsletter-legal') ? legalHeight : 0;
        },
      });
    });
    afterAll(() => {
      delete (HTMLElement.prototype as { scrollHeight?: number }).scrollHeight;
    });
    const toggle = () => q<HTMLButtonElement>('.skv-legal button')!;
    const content = () => document.getElementById(toggle().getAttribute('aria-controls')!)!;
    const resize = async (height: number) => {
      legalHeight = height;
      window.dispatchEvent(new Event('resize'));
      await flush();
    };

    it('taller than 60 px: clipped to 60 px and inert (its links take no focus) until "show more" opens it', async () => {
      legalHeight = 200;
      await mount({ market: 'AT' });
      expect(content().querySelector('a[href="/privacy"]')).not.toBeNull();
      expect(toggle().hidden).toBe(false);
      expect(toggle().getAttribute('type')).toBe('button');
      expect(toggle().getAttribute('aria-expanded')).toBe('false');
      expect(toggle().textContent).toBe(at.showMore);
      expect(content().hasAttribute('inert')).toBe(true);
      expect(content().style.maxHeight).toBe('60px');
      expect(q('.skv-legal')!.getAttribute('data-state')).toBe('collapsed');

      toggle().click();
      await flush();
      expect(toggle().getAttribute('aria-expanded')).toBe('true');
      expect(toggle().textContent).toBe(at.showLess);
      expect(content().hasAttribute('inert')).toBe(false);
      expect(content().style.maxHeight).toBe('');
      expect(q('.skv-legal')!.getAttribute('data-state')).toBe('expanded');

      toggle().click();
      await flush();
      expect(toggle().getAttribute('aria-expanded')).toBe('false');
      expect(toggle().textContent).toBe(at.showMore);
      expect(content().hasAttribute('inert')).toBe(true);
    });

    it('a notice that fits in 60 px gets no toggle and is neither clipped nor inert', async () => {
      legalHeight = 40;
      await mount({ market: 'DE' });
      expect(toggle().hidden).toBe(true);
      expect(content().hasAttribute('inert')).toBe(false);
      expect(content().style.maxHeight).toBe('');
      expect(q('.skv-legal')!.getAttribute('data-state')).toBe('fits');
    });

    it('is measured again on resize: the toggle comes and goes with the height, an opened notice stays open', async () => {
      legalHeight = 200;
      await mount({ market: 'TR' });
      toggle().click();
      await resize(220);
      expect(toggle().getAttribute('aria-expanded')).toBe('true');
      await resize(50);
      expect(toggle().hidden).toBe(true);
      expect(content().hasAttribute('inert')).toBe(false);
      await resize(200);
      expect(toggle().hidden).toBe(false);
      expect(content().hasAttribute('inert')).toBe(true);
      expect(toggle().textContent).toBe((await loadNewsletterTexts(NEWSLETTER_MARKETS.TR.locale)).showMore);
    });

    it('stops measuring when the element is removed', async () => {
      legalHeight = 200;
      const { el } = await mount({ market: 'AT' });
      const kept = toggle();
      el.remove();
      await resize(40);
      expect(kept.hidden).toBe(false);
    });
  });

  it('ticked checkboxes post the values of the core (DNE, NEWSLETTER)', async () => {
    await mount({ market: 'TR' });
    q<HTMLInputElement>('#newsletter-email')!.focus();
    await flush();
    expect(q<HTMLInputElement>('#newsletter-dne')!.value).toBe('DNE');
    expect(q<HTMLInputElement>('#newsletter-legals')!.value).toBe('NEWSLETTER');
  });
});

// Issue 39: the element's headings take the host's level (`heading-level`); sub-headings are one below.
describe('<newsletter-signup heading-level>', () => {
  const headings = () =>
    [...document.querySelectorAll('newsletter-signup :is(h1, h2, h3, h4, h5, h6)')]
      .filter((h) => !h.closest('[hidden]'))
      .map((h) => [h.tagName, h.textContent]);

  it.each([
    ['3', 3],
    ['1', 1],
    ['', 2],
    ['nine', 2],
  ] as const)('heading-level=%j: headline h%i, the legal notice one below', async (attr, level) => {
    await mount({ market: 'AT', 'heading-level': attr });
    expect(headings()).toEqual([
      [`H${level}`, at.headline],
      [`H${level + 1}`, at.legalNoticeHeading],
    ]);
  });
});
