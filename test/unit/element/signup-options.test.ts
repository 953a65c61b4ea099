// @vitest-environment jsdom
/**
 * <newsletter-signup>'s doors for a shop (issues 40 and 43.5): "sending…" said in a live region in every market, the
 * shop's own API as plain functions (`backend`), images from the host's base (`imageBase` / `image-base`), and the
 * page's `?doi=` read when no `doi-token` is given.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_MARKETS, type Country } from '../../../core/markets';
import { loadNewsletterTexts, type NewsletterTexts } from '../../../core/newsletter';
import { SignupRefusal, type SignupBackend } from '../../../core/backend';
import { defineNewsletterSignup, type NewsletterSignupElement } from '../../../element';
import { WAIT } from '../../support/wait';

beforeAll(() => defineNewsletterSignup());
const requests: string[] = [];
beforeAll(() => {
  // Nothing may reach the network: a request here is the element asking /service for something.
  vi.stubGlobal('fetch', async (input: Request | string) => {
    requests.push(typeof input === 'string' ? input : input.url);
    return new Response('{}', { status: 500 });
  });
});
afterAll(() => vi.unstubAllGlobals());
afterEach(() => {
  document.body.replaceChildren();
  history.replaceState(null, '', '/');
  requests.length = 0;
});

const flush = async () => {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};
const q = <T extends HTMLElement = HTMLElement>(selector: string) => document.querySelector<T>(selector);

/** Mounts the element with its properties set before it is connected; resolves once it has rendered. */
async function mount(attrs: Record<string, string>, props: Partial<NewsletterSignupElement> = {}) {
  const el = document.createElement('newsletter-signup');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  Object.assign(el, props);
  const ready = new Promise((resolve) => el.addEventListener('newsletter-signup:ready', resolve, { once: true }));
  document.body.append(el);
  await ready;
  await flush();
  return el;
}

/** A backend whose sign-ups wait until the test answers them. */
function heldBackend() {
  const calls: { email: string; market: string; resolve(): void; reject(error: unknown): void }[] = [];
  const backend: SignupBackend = {
    subscribe: (request, { market }) =>
      new Promise((resolve, reject) =>
        calls.push({ email: request.email, market, resolve: () => resolve(undefined), reject }),
      ),
  };
  return { backend, calls };
}

/** Fills every field the market shows (the required names, salutation and legals included) and sends the form. */
async function fillAndSend(address = 'anna@example.com') {
  const email = q<HTMLInputElement>('#newsletter-email')!;
  email.focus();
  email.value = address;
  email.dispatchEvent(new Event('change', { bubbles: true }));
  await flush();
  for (const name of ['firstName', 'lastName']) {
    const input = q<HTMLInputElement>(`#newsletter-${name}`);
    if (!input || input.closest('[hidden]')) continue;
    input.value = 'Anna';
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
  const salutation = q<HTMLSelectElement>('#newsletter-salutation');
  if (salutation && !salutation.closest('[hidden]')) {
    salutation.selectedIndex = 1;
    salutation.dispatchEvent(new Event('change', { bubbles: true }));
  }
  const legals = q<HTMLInputElement>('#newsletter-legals');
  if (legals && !legals.closest('[hidden]')) legals.click();
  await flush();
  q<HTMLFormElement>('newsletter-signup form')!.requestSubmit();
  await flush();
}

/** A backend whose every sign-up throws `error`. */
const throwing = (error: unknown): SignupBackend => ({
  subscribe: async () => {
    throw error;
  },
});

const busyRegion = () => q('newsletter-signup form [role="status"]')!;

describe('<newsletter-signup> says "sending…" and the outcome (issue 43.5)', () => {
  const markets = Object.keys(NEWSLETTER_MARKETS) as Country[];
  const texts = {} as Record<Country, NewsletterTexts>;
  beforeAll(async () => {
    for (const market of markets) texts[market] = await loadNewsletterTexts(NEWSLETTER_MARKETS[market].locale);
  });

  it('covers the nine markets', () =>
    expect(markets.sort()).toEqual(['AT', 'CH', 'CH_FR', 'CZ', 'DE', 'HU', 'PL', 'SK', 'TR']));

  it.each(Object.keys(NEWSLETTER_MARKETS))(
    '%s: an empty live region from the start says the market\'s "sending…" while busy; then the pending view takes the focus',
    async (market) => {
      const t = texts[market as Country];
      const { backend, calls } = heldBackend();
      await mount({ market }, { backend });
      expect(busyRegion().textContent).toBe('');
      await fillAndSend();
      expect(calls).toHaveLength(1);
      expect(q('newsletter-signup form')!.getAttribute('aria-busy')).toBe('true');
      expect(busyRegion().textContent).toBe(t.submitting);
      expect(busyRegion().className).toBe('sk-visually-hidden');
      calls[0]!.resolve();
      await flush();
      expect(busyRegion().textContent).toBe('');
      const done = q('.skv-pending')!.closest<HTMLElement>('[role="status"]')!;
      expect(done.textContent).toContain(t.pending.headline);
      // The focus moves once the browser painted the news (revealSignupMessage).
      await vi.waitFor(() => expect(document.activeElement).toBe(done), WAIT);
    },
  );

  it('a failed sign-up: "sending…" goes, the general message comes as an alert', async () => {
    const t = texts.DE;
    const { backend, calls } = heldBackend();
    await mount({ market: 'DE' }, { backend });
    await fillAndSend();
    calls[0]!.reject(new Error('down'));
    await flush();
    expect(busyRegion().textContent).toBe('');
    expect(q('newsletter-signup [role="alert"]')!.textContent).toBe(t.errors.generic);
  });
});

describe('<newsletter-signup> on the shop’s own API: the backend property (issue 40)', () => {
  let at: NewsletterTexts;
  beforeAll(async () => {
    at = await loadNewsletterTexts(NEWSLETTER_MARKETS.AT.locale);
  });

  it('a backend that answers: its subscribe gets the address and the market, the pending view shows; nothing asked of /service', async () => {
    const { backend, calls } = heldBackend();
    await mount({ market: 'AT' }, { backend });
    await fillAndSend('anna@example.com');
    expect(calls.map(({ email, market }) => ({ email, market }))).toEqual([
      { email: 'anna@example.com', market: 'AT' },
    ]);
    calls[0]!.resolve();
    await flush();
    expect(q('newsletter-signup form')!.hidden).toBe(true);
    expect(q('.skv-pending')!.textContent).toContain('anna@example.com');
    expect(requests).toEqual([]);
  });

  it("a backend that refuses the address (SignupRefusal): the market's message on the field, focused, the address kept", async () => {
    await mount({ market: 'AT' }, { backend: throwing(new SignupRefusal('email')) });
    await fillAndSend('anna@shop.invalid');
    const email = q<HTMLInputElement>('#newsletter-email')!;
    expect(q('#newsletter-email-error')!.textContent).toBe(`${at.errorPrefix} ${at.errors.emailInvalid}`);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    expect(email.value).toBe('anna@shop.invalid');
    expect(q('newsletter-signup [role="alert"]')).toBeNull();
  });

  it('without a bundler to import SignupRefusal: an error carrying its fieldErrors refuses the field alike', async () => {
    await mount(
      { market: 'AT' },
      { backend: throwing(Object.assign(new Error('refused'), { fieldErrors: { email: 'emailInvalid' } })) },
    );
    await fillAndSend('anna@shop.invalid');
    expect(q('#newsletter-email-error')!.textContent).toBe(`${at.errorPrefix} ${at.errors.emailInvalid}`);
  });

  it('a backend that throws anything else: the general message, what was typed kept', async () => {
    await mount({ market: 'AT' }, { backend: throwing(new TypeError('Failed to fetch')) });
    await fillAndSend('anna@example.com');
    expect(q('newsletter-signup [role="alert"]')!.textContent).toBe(at.errors.generic);
    expect(q<HTMLInputElement>('#newsletter-email')!.value).toBe('anna@example.com');
    expect(q('#newsletter-email-error')!.hidden).toBe(true);
  });
});

describe('<newsletter-signup> images from the host: imageBase / image-base (issue 40)', () => {
  const urls = () => {
    const img = q<HTMLImageElement>('newsletter-signup .skv-image')!;
    return [
      img.getAttribute('src')!,
      ...img.getAttribute('srcset')!.split(', '),
      ...[...document.querySelectorAll('newsletter-signup source')].flatMap((s) =>
        s.getAttribute('srcset')!.split(', '),
      ),
    ].map((candidate) => candidate.split(' ')[0]!);
  };

  it('the image-base attribute: every file from there, not from service-base', async () => {
    await mount({ market: 'AT', 'image-base': 'https://cdn.example/kit', 'service-base': 'https://api.shop.example' });
    expect(urls()).toContain('https://cdn.example/kit/newsletter_image_400x300.jpg');
    expect(urls().every((url) => /^https:\/\/cdn\.example\/kit\/newsletter_image_\d+x\d+\.jpg$/.test(url))).toBe(true);
  });

  it("the imageBase property: a function per file (a bundler's URLs); it wins over the attribute", async () => {
    await mount({ market: 'AT', 'image-base': '/ignored/' }, { imageBase: (file) => `/built/${file}?v=1` });
    expect(urls()).toContain('/built/newsletter_image_800x600.jpg?v=1');
    expect(urls().every((url) => url.startsWith('/built/'))).toBe(true);
  });

  it('imageBase false: no picture at all, the discount banner still shown', async () => {
    await mount({ market: 'AT' }, { imageBase: false });
    expect(q('newsletter-signup picture')).toBeNull();
    expect(q('newsletter-signup img')).toBeNull();
    expect(q('newsletter-signup .skv-discount')!.textContent).not.toBe('');
  });
});

describe("<newsletter-signup> reads the page's ?doi= when no doi-token is given (issue 40)", () => {
  const confirming = () => {
    const tokens: string[] = [];
    const backend: SignupBackend = {
      subscribe: async () => undefined,
      confirmDoi: async (token) => {
        tokens.push(token);
        return 'CONFIRMED';
      },
    };
    return { backend, tokens };
  };

  it('confirms the token of the address and says so', async () => {
    const de = await loadNewsletterTexts(NEWSLETTER_MARKETS.DE.locale);
    history.replaceState(null, '', '/de/?doi=tok-123&utm_source=mail');
    const { backend, tokens } = confirming();
    await mount({ market: 'DE' }, { backend });
    expect(tokens).toEqual(['tok-123']);
    expect(q('newsletter-signup .skv-notices')!.textContent).toBe(de.doi.confirmed);
  });

  it('a doi-token attribute wins; an empty one confirms nothing (two forms on a page: one confirms)', async () => {
    history.replaceState(null, '', '/de/?doi=from-address');
    const given = confirming();
    await mount({ market: 'DE', 'doi-token': 'given' }, { backend: given.backend });
    expect(given.tokens).toEqual(['given']);
    document.body.replaceChildren();
    const none = confirming();
    await mount({ market: 'DE', 'doi-token': '' }, { backend: none.backend });
    expect(none.tokens).toEqual([]);
    expect(q('newsletter-signup form')!.hidden).toBe(false);
  });

  it('no ?doi= and no attribute: nothing to confirm, the form shows', async () => {
    const { backend, tokens } = confirming();
    await mount({ market: 'DE' }, { backend });
    expect(tokens).toEqual([]);
    expect(q('newsletter-signup form')!.hidden).toBe(false);
  });
});
