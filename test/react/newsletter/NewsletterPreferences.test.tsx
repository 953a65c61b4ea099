// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fromPromise } from 'xstate';
import deDE from '../../../core/newsletter/signup/texts/de-DE';
import huHU from '../../../core/newsletter/signup/texts/hu-HU';
import trTR from '../../../core/newsletter/signup/texts/tr-TR';
import prefsDE from '../../../core/newsletter/preferences/texts/de-DE';
import prefsHU from '../../../core/newsletter/preferences/texts/hu-HU';
import prefsTR from '../../../core/newsletter/preferences/texts/tr-TR';
import {
  PREFERENCES_ACTIONS,
  type PreferencesErasure,
  type PreferencesResume,
  type PreferencesSubscriber,
  type PreferencesTexts,
  type PreferencesUpdate,
  type NewsletterTexts,
} from '../../../core/newsletter';
import { NewsletterPreferences } from '../../../react/newsletter';
import { flush } from './harness';
import { HU_SUBSCRIBER } from '../../fixtures/preferences';

afterEach(cleanup);

type Answer<T> = () => Promise<T>;
interface Script {
  load?: Answer<PreferencesSubscriber>;
  update?: (u: PreferencesUpdate) => Promise<PreferencesSubscriber>;
  unsubscribe?: Answer<void>;
  erase?: Answer<PreferencesErasure>;
}

const ERASURE: PreferencesErasure = {
  reference: 'DR-00AA11BB22CC',
  erasedAt: '2026-11-24T10:00:00.000Z',
  erased: { subscription: true, requests: 1, consentEvents: 2, mails: 2, manageTokens: 1 },
};

function renderPreferences(
  options: {
    market?: string;
    texts?: NewsletterTexts;
    prefs?: PreferencesTexts;
    resume?: PreferencesResume;
    script?: Script;
  } = {},
) {
  const calls = { load: 0, update: [] as PreferencesUpdate[], unsubscribe: 0, erase: 0 };
  const script = options.script ?? {};
  const actors = {
    loadSubscriber: fromPromise<PreferencesSubscriber, { token: string }>(async () => {
      calls.load++;
      return (script.load ?? (async () => HU_SUBSCRIBER))();
    }),
    updateSubscriber: fromPromise<PreferencesSubscriber, { token: string; update: PreferencesUpdate }>(
      async ({ input }) => {
        calls.update.push(input.update);
        return (
          script.update ??
          (async (u) => ({ ...HU_SUBSCRIBER, ...u, updatedAt: '2026-11-24T10:00:00.000Z' }) as PreferencesSubscriber)
        )(input.update);
      },
    ),
    unsubscribe: fromPromise<void, { token: string }>(async () => {
      calls.unsubscribe++;
      return (script.unsubscribe ?? (async () => undefined))();
    }),
    eraseData: fromPromise<PreferencesErasure, { token: string }>(async () => {
      calls.erase++;
      return (script.erase ?? (async () => ERASURE))();
    }),
  };
  render(
    <NewsletterPreferences
      market={options.market ?? 'HU'}
      token="tok"
      texts={options.texts ?? huHU}
      preferencesTexts={options.prefs ?? prefsHU}
      actors={actors}
      resume={options.resume}
      csrfToken="csrf-1"
      action="/hu/newsletter/preferences"
      signUpHref="/hu/#footer-newsletter"
      dataHref="/hu/newsletter/preferences/data?token=tok"
    />,
  );
  return calls;
}

const button = (name: string) => screen.getByRole('button', { name });

describe('NewsletterPreferences view (D27)', () => {
  it('hydrates the server HTML of a loaded subscription without a mismatch, and loads nothing again', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const resume = { subscriber: HU_SUBSCRIBER };
    const element = (
      <NewsletterPreferences market="HU" token="tok" texts={huHU} preferencesTexts={prefsHU} resume={resume} />
    );
    const html = renderToString(element);
    expect(html).toContain('ilona@example.com');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    const load = vi.fn(async () => HU_SUBSCRIBER);
    await act(async () => {
      root = hydrateRoot(
        container,
        <NewsletterPreferences
          market="HU"
          token="tok"
          texts={huHU}
          preferencesTexts={prefsHU}
          resume={resume}
          actors={{ loadSubscriber: fromPromise(load) }}
        />,
        {
          onRecoverableError: (e) => console.error(e),
        },
      );
    });
    expect(errors).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
    act(() => root!.unmount());
    container.remove();
    errors.mockRestore();
  });

  it('server HTML is three forms that post without JavaScript: token, CSRF token and which button, never a GET', () => {
    const html = renderToString(
      <NewsletterPreferences
        market="HU"
        token="tok-1"
        texts={huHU}
        preferencesTexts={prefsHU}
        resume={{ subscriber: HU_SUBSCRIBER }}
        csrfToken="c1"
        action="/hu/newsletter/preferences"
      />,
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const forms = [...doc.querySelectorAll('form')];
    expect(forms.map((f) => [f.getAttribute('method'), f.getAttribute('action')])).toEqual([
      ['post', '/hu/newsletter/preferences'],
      ['post', '/hu/newsletter/preferences'],
      ['post', '/hu/newsletter/preferences'],
    ]);
    const field = (form: HTMLFormElement, name: string) =>
      (form.querySelector(`[name="${name}"]`) as HTMLInputElement | null)?.value;
    expect(forms.map((f) => [field(f, 'token'), field(f, 'csrf_token'), field(f, 'action')])).toEqual([
      ['tok-1', 'c1', PREFERENCES_ACTIONS.save],
      ['tok-1', 'c1', PREFERENCES_ACTIONS.unsubscribe],
      // "Erase my data": its button names the action (D59).
      ['tok-1', 'c1', PREFERENCES_ACTIONS.erase],
    ]);
    // "Download my data": the service's JSON as a file, always there.
    const download = doc.querySelector(`a[download]`);
    expect(download?.getAttribute('href')).toBe(
      '/service/newsletter/api/internal/newsletter-subscribers/tok-1/data?download=1',
    );
    expect(download?.textContent).toBe(prefsHU.downloadData);
    expect((forms[0]!.querySelector('[name="dne"]') as HTMLInputElement).checked).toBe(true);
    expect(field(forms[0]!, 'lastName')).toBe('Kovács');
  });

  it('shows what was consented to and when, in the market language (HU)', async () => {
    renderPreferences();
    await flush();
    expect(screen.getByText('ilona@example.com')).toBeTruthy();
    expect(screen.getByText(prefsHU.newsletterConsent)).toBeTruthy();
    expect(screen.getAllByText('megadva: 2026. november 23.')).toHaveLength(2);
    expect(screen.queryByText(prefsHU.changedOn.split('{')[0]!, { exact: false })).toBeNull();
  });

  it('TR names the commercial-message consent as given, and its DNE as not given', async () => {
    renderPreferences({
      market: 'TR',
      texts: trTR,
      prefs: prefsTR,
      script: {
        load: async () => ({
          ...HU_SUBSCRIBER,
          market: 'TR',
          salutation: undefined,
          consents: [],
          legals: ['NEWSLETTER'],
          dneGivenAt: undefined,
        }),
      },
    });
    await flush();
    const consents = [...document.querySelectorAll('.sk-preferences__consents li')].map((li) => li.textContent);
    expect(consents).toHaveLength(3);
    expect(consents[2]).toContain(prefsTR.notGiven);
    expect(consents[1]).toContain('23 Kasım 2026');
    expect(screen.queryByLabelText(trTR.salutationLabel, { exact: false })).toBeNull();
  });

  it('saves the changed consent and names, says so, and records the change date', async () => {
    const calls = renderPreferences();
    await flush();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.change(screen.getByLabelText(huHU.firstNameLabel, { exact: false }), { target: { value: 'Ilka' } });
    fireEvent.click(button(prefsHU.save));
    await flush();
    expect(calls.update).toEqual([{ salutation: 'MRS', firstName: 'Ilka', lastName: 'Kovács', consents: [] }]);
    expect(screen.getByText(prefsHU.saved)).toBeTruthy();
    expect(screen.getByText('utoljára módosítva: 2026. november 24.')).toBeTruthy();
  });

  it('GOV.UK errors: an emptied required name is not sent, the field says why', async () => {
    const calls = renderPreferences();
    await flush();
    const last = screen.getByLabelText(huHU.lastNameLabel, { exact: false }) as HTMLInputElement;
    fireEvent.change(last, { target: { value: '' } });
    fireEvent.click(button(prefsHU.save));
    await flush();
    expect(calls.update).toEqual([]);
    expect(last.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(
        last
          .getAttribute('aria-describedby')!
          .split(' ')
          .find((id) => id.endsWith('-error'))!,
      )!.textContent,
    ).toContain(huHU.errors.lastNameRequired);
  });

  it.each([
    ['a 5xx', { reason: 'http', status: 503 }, prefsHU.saveFailed],
    ['a time-out', { reason: 'timeout' }, prefsHU.saveTimedOut],
  ])('%s on save: a clear message, and what was typed stays', async (_, error, message) => {
    renderPreferences({ script: { update: () => Promise.reject(error) } });
    await flush();
    const first = screen.getByLabelText(huHU.firstNameLabel, { exact: false }) as HTMLInputElement;
    fireEvent.change(first, { target: { value: 'Ilka' } });
    fireEvent.click(button(prefsHU.save));
    await flush();
    expect(screen.getByText(message)).toBeTruthy();
    expect(first.value).toBe('Ilka');
    expect(button(prefsHU.save).hasAttribute('disabled')).toBe(false);
  });

  it('a 404 while loading (unknown or revoked token) shows the invalid-link banner and no form', async () => {
    renderPreferences({
      script: {
        load: () => Promise.reject({ reason: 'http', status: 404, problemType: 'urn:newsletter:subscriber_not_found' }),
      },
    });
    await flush();
    expect(screen.getByText(prefsHU.invalidLink)).toBeTruthy();
    expect(document.querySelector('form')).toBeNull();
  });

  it('a failed load says so and offers a retry that loads again', async () => {
    let fail = true;
    const calls = renderPreferences({
      script: { load: async () => (fail ? Promise.reject({ reason: 'timeout' }) : HU_SUBSCRIBER) },
    });
    await flush();
    expect(screen.getByText(prefsHU.timedOut)).toBeTruthy();
    fail = false;
    fireEvent.click(button(prefsHU.retry));
    await flush();
    expect(calls.load).toBe(2);
    expect(screen.getByText('ilona@example.com')).toBeTruthy();
  });

  it('unsubscribes with one button and offers the sign-up again; a failure keeps the page', async () => {
    let fail = true;
    const calls = renderPreferences({
      script: { unsubscribe: async () => (fail ? Promise.reject({ reason: 'http', status: 500 }) : undefined) },
    });
    await flush();
    fireEvent.click(button(prefsHU.unsubscribe));
    await flush();
    expect(screen.getByText(prefsHU.unsubscribeFailed)).toBeTruthy();
    fail = false;
    fireEvent.click(button(prefsHU.unsubscribe));
    await flush();
    expect(calls.unsubscribe).toBe(2);
    expect(screen.getByText(prefsHU.unsubscribed)).toBeTruthy();
    expect(screen.getByRole('link', { name: prefsHU.signUpAgain }).getAttribute('href')).toBe('/hu/#footer-newsletter');
    // Only the data rights stay (issue 43): no form to change or unsubscribe.
    expect([...document.querySelectorAll('form')].map((f) => f.className)).toEqual(['sk-preferences__erase']);
    expect(screen.getByRole('button', { name: prefsHU.erase })).toBeTruthy();
  });

  it('"download my data" links the readable page and the JSON file (D59)', async () => {
    renderPreferences();
    await flush();
    expect(screen.getByRole('link', { name: prefsHU.viewData }).getAttribute('href')).toBe(
      '/hu/newsletter/preferences/data?token=tok',
    );
    expect(screen.getByRole('link', { name: prefsHU.downloadData }).getAttribute('href')).toContain(
      '/newsletter-subscribers/tok/data?download=1',
    );
  });

  it('"erase my data" asks once; "no" keeps everything; "yes" erases and says what went, what is kept and the reference (D59)', async () => {
    const calls = renderPreferences();
    await flush();
    fireEvent.click(button(prefsHU.erase));
    expect(screen.getByRole('alert').textContent).toContain(prefsHU.eraseQuestion);
    fireEvent.click(button(prefsHU.eraseCancel));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.erase).toBe(0);
    fireEvent.click(button(prefsHU.erase));
    fireEvent.click(button(prefsHU.eraseConfirm));
    await flush();
    expect(calls.erase).toBe(1);
    expect(screen.getByText(prefsHU.erasedHeadline)).toBeTruthy();
    expect(document.body.textContent).toContain(
      'Törölve: 1 feliratkozás névvel és hozzájárulásokkal, 2 hozzájárulási esemény és 2 e-mail.',
    );
    expect(document.body.textContent).toContain('DR-00AA11BB22CC');
    expect(document.querySelector('form')).toBeNull();
    expect(screen.queryByText('ilona@example.com')).toBeNull();
  });

  it('a failed erasure says nothing was erased and keeps the page', async () => {
    const calls = renderPreferences({ script: { erase: () => Promise.reject({ reason: 'http', status: 503 }) } });
    await flush();
    fireEvent.click(button(prefsHU.erase));
    fireEvent.click(button(prefsHU.eraseConfirm));
    await flush();
    expect(calls.erase).toBe(1);
    expect(screen.getByText(prefsHU.eraseFailed)).toBeTruthy();
    expect(screen.getByText('ilona@example.com')).toBeTruthy();
  });

  it('DE shows no name fields (its form asks for none), only the consent', async () => {
    renderPreferences({
      market: 'DE',
      texts: deDE,
      prefs: prefsDE,
      script: { load: async () => ({ ...HU_SUBSCRIBER, market: 'DE' }) },
    });
    await flush();
    expect(screen.queryByLabelText(deDE.firstNameLabel, { exact: false })).toBeNull();
    expect(screen.getByRole('checkbox')).toBeTruthy();
  });
});
