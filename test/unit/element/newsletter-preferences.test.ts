// @vitest-environment jsdom
/**
 * <newsletter-preferences> (storefront-kit/element, D27): the preference machine with plain DOM. Service actors are
 * answered by hand; the React view's browser tests run the same machine against the reference service.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  connectPreferences,
  loadNewsletterTexts,
  loadPreferencesTexts,
  newsletterPreferencesMachine,
  type NewsletterTexts,
  type PreferencesSubscriber,
  type PreferencesTexts,
  type PreferencesUpdate,
} from '../../../core/newsletter';
import { defineNewsletterPreferences, type NewsletterPreferencesElement } from '../../../element';
import type { ServiceClient } from '../../../openapi/client';
import { HU_SUBSCRIBER as SUBSCRIBER } from '../../fixtures/preferences';

const registeredOnImport = customElements.get('newsletter-preferences');

let hu: NewsletterTexts;
let prefs: PreferencesTexts;
beforeAll(async () => {
  defineNewsletterPreferences();
  [hu, prefs] = await Promise.all([loadNewsletterTexts('hu-HU'), loadPreferencesTexts('hu-HU')]);
});
afterEach(() => document.body.replaceChildren());

const flush = async () => {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

async function mount(
  answers: {
    load?: () => Promise<PreferencesSubscriber>;
    update?: () => Promise<PreferencesSubscriber>;
    unsubscribe?: () => Promise<void>;
  } = {},
  market = 'HU',
  token: string | null = 'tok-1',
) {
  const calls = { load: [] as string[], update: [] as PreferencesUpdate[], unsubscribe: 0 };
  const el = document.createElement('newsletter-preferences') as NewsletterPreferencesElement;
  el.setAttribute('market', market);
  if (token !== null) el.setAttribute('token', token);
  el.setAttribute('sign-up-href', '/hu/#footer-newsletter');
  el.client = {} as ServiceClient;
  el.actors = {
    loadSubscriber: fromPromise<PreferencesSubscriber, { token: string }>(
      async ({ input }) => (calls.load.push(input.token), (answers.load ?? (async () => SUBSCRIBER))()),
    ),
    updateSubscriber: fromPromise<PreferencesSubscriber, { token: string; update: PreferencesUpdate }>(
      async ({ input }) => {
        calls.update.push(input.update);
        return (
          answers.update ??
          (async () =>
            ({ ...SUBSCRIBER, ...input.update, updatedAt: '2026-11-24T10:00:00.000Z' }) as PreferencesSubscriber)
        )();
      },
    ),
    unsubscribe: fromPromise<void, { token: string }>(
      async () => (calls.unsubscribe++, (answers.unsubscribe ?? (async () => undefined))()),
    ),
  };
  const ready = new Promise((resolve) => el.addEventListener('newsletter-preferences:ready', resolve, { once: true }));
  document.body.append(el);
  await ready;
  await flush();
  return { el, calls };
}

const q = <T extends HTMLElement = HTMLElement>(selector: string) => document.querySelector<T>(selector);
const text = () => q('newsletter-preferences')!.textContent ?? '';

describe('<newsletter-preferences> (D27)', () => {
  it("registers nothing on import; loads the token's subscription and shows what was consented to and when, in the market language", async () => {
    expect(registeredOnImport).toBeUndefined();
    const { calls } = await mount();
    expect(calls.load).toEqual(['tok-1']);
    expect(q('newsletter-preferences h2')!.textContent).toBe(prefs.headline);
    expect(q('newsletter-preferences section')!.getAttribute('lang')).toBe('hu-HU');
    expect(text()).toContain('ilona@example.com');
    expect([...document.querySelectorAll('.skv-consents li')].map((li) => li.textContent)).toEqual([
      `${prefs.newsletterConsent}megadva: 2026. november 23.`,
      `${hu.dneConsentLabel}megadva: 2026. november 23.`,
    ]);
    expect(q<HTMLInputElement>('#newsletter-preferences-lastName')!.value).toBe('Kovács');
    expect(q('label[for="newsletter-preferences-lastName"]')!.textContent).toBe(`${hu.lastNameLabel} *`);
  });

  it('saves the consent and names; an emptied required name says why and sends nothing', async () => {
    const { calls } = await mount();
    const last = q<HTMLInputElement>('#newsletter-preferences-lastName')!;
    last.value = '';
    last.dispatchEvent(new Event('input', { bubbles: true }));
    q<HTMLFormElement>('newsletter-preferences form')!.requestSubmit();
    await flush();
    expect(calls.update).toEqual([]);
    expect(last.getAttribute('aria-invalid')).toBe('true');
    expect(q(`#${last.getAttribute('aria-describedby')}`)!.textContent).toContain(hu.errors.lastNameRequired);
    last.value = 'Kiss';
    last.dispatchEvent(new Event('input', { bubbles: true }));
    q<HTMLInputElement>('#newsletter-preferences-dne')!.click();
    q<HTMLFormElement>('newsletter-preferences form')!.requestSubmit();
    await flush();
    expect(calls.update).toEqual([{ salutation: 'MRS', firstName: 'Ilona', lastName: 'Kiss', consents: [] }]);
    expect(text()).toContain(prefs.saved);
    expect(text()).toContain('utoljára módosítva: 2026. november 24.');
  });

  it('a failed save keeps the input and says so; a 404 shows the invalid-link banner', async () => {
    let reply: 'fail' | 'gone' = 'fail';
    await mount({
      update: () =>
        Promise.reject(reply === 'fail' ? { reason: 'http', status: 503 } : { reason: 'http', status: 404 }),
    });
    const first = q<HTMLInputElement>('#newsletter-preferences-firstName')!;
    first.value = 'Ilka';
    first.dispatchEvent(new Event('input', { bubbles: true }));
    q<HTMLFormElement>('newsletter-preferences form')!.requestSubmit();
    await flush();
    expect(text()).toContain(prefs.saveFailed);
    expect(first.value).toBe('Ilka');
    reply = 'gone';
    q<HTMLFormElement>('newsletter-preferences form')!.requestSubmit();
    await flush();
    expect(text()).toContain(prefs.invalidLink);
    expect(q('newsletter-preferences form')!.hidden).toBe(true);
  });

  it('unsubscribes with one button and links to the sign-up', async () => {
    const { calls } = await mount();
    [...document.querySelectorAll<HTMLButtonElement>('newsletter-preferences button')]
      .find((b) => b.textContent === prefs.unsubscribe)!
      .click();
    await flush();
    expect(calls.unsubscribe).toBe(1);
    expect(text()).toContain(prefs.unsubscribed);
    expect(q<HTMLAnchorElement>('newsletter-preferences a[href="/hu/#footer-newsletter"]')!.textContent).toBe(
      prefs.signUpAgain,
    );
    expect(q('newsletter-preferences form')!.hidden).toBe(true);
  });

  it('a failed load offers a retry that loads again', async () => {
    let fail = true;
    const { calls } = await mount({ load: async () => (fail ? Promise.reject({ reason: 'timeout' }) : SUBSCRIBER) });
    expect(text()).toContain(prefs.timedOut);
    fail = false;
    [...document.querySelectorAll<HTMLButtonElement>('newsletter-preferences button')]
      .find((b) => b.textContent === prefs.retry)!
      .click();
    await flush();
    expect(calls.load).toHaveLength(2);
    expect(text()).toContain('ilona@example.com');
  });

  it("without a token attribute it reads the page address's ?token= as core reads a link's token (its first 200 characters)", async () => {
    const long = `${'a'.repeat(200)}${'b'.repeat(100)}`;
    history.replaceState(null, '', `/hu/newsletter/preferences?token=${long}`);
    try {
      const { calls } = await mount({}, 'HU', null);
      expect(calls.load).toEqual(['a'.repeat(200)]);
    } finally {
      history.replaceState(null, '', '/');
    }
  });

  it("every text is the connect's, as the React view shows it: TR's consent label links its consent page, in the form as in the record", async () => {
    const [tr, prefsTR] = await Promise.all([loadNewsletterTexts('tr-TR'), loadPreferencesTexts('tr-TR')]);
    const { el } = await mount({}, 'TR');
    const view = connectPreferences(
      createActor(newsletterPreferencesMachine, { input: { token: 't', market: 'TR' } }).getSnapshot(),
      () => {},
      tr,
      prefsTR,
    );
    expect(q('newsletter-preferences h2')!.textContent).toBe(view.headline);
    const label = q(`label[for="newsletter-preferences-dne"]`)!;
    expect(label.textContent).not.toContain('](');
    expect(label.querySelector('a')!.getAttribute('href')).toBe('/kisisel-pazarlama-onayi');
    expect(el.textContent).not.toContain('](personalMarketingConsent)');
  });

  it('spreads the same getters as the React view: the consent posts DNE, names keep their order and limit, a failed save is an error notice', async () => {
    let fail = false;
    const { calls } = await mount({
      update: async () =>
        fail ? Promise.reject(new Error('down')) : { ...SUBSCRIBER, updatedAt: '2026-11-24T10:00:00.000Z' },
    });
    const dne = q<HTMLInputElement>('newsletter-preferences input[name="dne"]')!;
    expect(dne.type).toBe('checkbox');
    expect(dne.value).toBe('DNE');
    expect(q(`label[for="${dne.id}"]`)).not.toBeNull();
    // Hungarians write the family name first.
    expect([...document.querySelectorAll('.skv-names input')].map((i) => i.getAttribute('name'))).toEqual([
      'lastName',
      'firstName',
    ]);
    expect(q('newsletter-preferences input[name="lastName"]')!.getAttribute('maxlength')).toBe('40');
    expect(
      [...document.querySelectorAll('newsletter-preferences select[name="salutation"] option')].map(
        (o) => o.textContent,
      ),
    ).toEqual(['Kérjük, válasszon', 'Hölgy', 'Úr', 'Egyéb', 'Cég']);
    fail = true;
    q<HTMLFormElement>('newsletter-preferences form[aria-labelledby$="-change"]')!.requestSubmit();
    await flush();
    expect(calls.update).toHaveLength(1);
    const notice = [...document.querySelectorAll('.skv-notice')].find((n) => n.textContent === prefs.saveFailed);
    expect(notice?.className).toContain('skv-notice--error');
    // The fields stay enabled: a failed save keeps what was typed, ready to send again.
    expect(q<HTMLInputElement>('newsletter-preferences input[name="firstName"]')!.disabled).toBe(false);
  });
});
