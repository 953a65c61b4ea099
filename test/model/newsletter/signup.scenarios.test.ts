import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { createCoveredActor as createActor } from '../../support/machine-coverage';
import { createFakeEnv } from '../../../core/env';
import {
  connectSignup,
  doiMachine,
  newsletterSignupMachine,
  signupFailureOf,
  type NewsletterBaseData,
  type NewsletterSubscriptionRequest,
  type SignupEvent,
  type SignupMachineInput,
} from '../../../core/newsletter';
import deDE from '../../../core/newsletter/signup/texts/de-DE';
import trTR from '../../../core/newsletter/signup/texts/tr-TR';
import huHU from '../../../core/newsletter/signup/texts/hu-HU';

type Answer = { ok: true } | { ok: false; error: unknown };

/** A sign-up actor with scripted service answers, recording requests and the view's actions. */
function startSignup(
  input: Partial<SignupMachineInput> = {},
  script: { subscribe?: Answer[]; baseData?: NewsletterBaseData | Error | null; doi?: string | Error } = {},
) {
  const env = createFakeEnv();
  const requests: NewsletterSubscriptionRequest[] = [];
  const focused: string[] = [];
  const revealed: string[] = [];
  const answers = [...(script.subscribe ?? [])];
  const machine = newsletterSignupMachine.provide({
    actors: {
      subscribe: fromPromise(async ({ input: request }) => {
        requests.push(request);
        const answer = answers.shift() ?? { ok: true };
        await new Promise((r) => setTimeout(r, 100));
        if (!answer.ok) throw answer.error;
        return undefined;
      }),
      loadBaseData: fromPromise(async () => {
        if (script.baseData instanceof Error) throw script.baseData;
        return script.baseData ?? null;
      }),
      doubleOptIn: doiMachine.provide({
        actors: {
          confirmDoi: fromPromise(async () => {
            if (script.doi instanceof Error) throw script.doi;
            return (script.doi ?? 'CONFIRMED') as 'CONFIRMED' | 'ALREADY_CONFIRMED';
          }),
        },
      }),
    },
    actions: {
      focusField: (_, params) => void focused.push(params.field),
      revealMessage: (_, params) => void revealed.push(params.message),
    },
  });
  const actor = createActor(machine, {
    input: { market: 'DE', dataLayer: env.dataLayer, logger: env.logger, ...input },
  }).start();
  actor.send({ type: 'START' });
  const send = (e: SignupEvent) => actor.send(e);
  const view = (texts = deDE) => connectSignup(actor.getSnapshot(), send, texts);
  const type = (field: 'email' | 'firstName' | 'lastName' | 'honeypot' | 'salutation', value: string) => {
    send({ type: 'FOCUS', field });
    send({ type: 'CHANGE', field, value });
    send({ type: 'BLUR', field });
  };
  return { actor, env, requests, focused, revealed, send, view, type };
}

const settle = () => vi.advanceTimersByTimeAsync(200);

describe('newsletter sign-up, running', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends one request, tracks it, shows the pending view naming the address and empties the form (D2, D15)', async () => {
    const s = startSignup({ origin: 'footer' });
    s.type('email', ' anna@example.de ');
    s.send({ type: 'CHANGE', field: 'dne', value: true });
    s.send({ type: 'SUBMIT' });
    s.send({ type: 'SUBMIT' }); // double click while in flight
    expect(s.view().submitting).toBe(true);
    await settle();
    expect(s.requests).toEqual([
      { email: 'anna@example.de', consents: ['DNE'], origin: 'footer', originAddition: 'subsite' },
    ]);
    expect(s.env.pushed).toEqual([
      {
        event: 'sign_up',
        name: 'sign_up',
        subject: 'newsletter',
        origin: 'footer:subsite',
        type: 'ga4',
        emitter: 'newsletterservice',
      },
    ]);
    const view = s.view();
    expect(view.showForm).toBe(false);
    expect(view.pending?.body).toContain('anna@example.de');
    expect(view.fields.email.value).toBe('');
    expect(s.revealed).toEqual(['success']);
  });

  it('validation on submit: nothing sent, nothing tracked, first invalid field focused; that focus keeps its error', () => {
    const s = startSignup({ market: 'TR' });
    s.send({ type: 'CHANGE', field: 'email', value: 'ayse@example.com.tr' });
    s.send({ type: 'SUBMIT' });
    expect(s.requests).toEqual([]);
    expect(s.env.pushed).toEqual([]);
    expect(s.focused).toEqual(['firstName']);
    s.send({ type: 'FOCUS', field: 'firstName' }); // the focus the machine asked for
    const view = s.view(trTR);
    expect(view.fields.firstName?.error).toBe(trTR.errors.firstNameRequired);
    expect(view.fields.legals?.error).toBe(trTR.errors.legalsRequired);
    s.send({ type: 'BLUR', field: 'firstName' });
    s.send({ type: 'FOCUS', field: 'firstName' }); // the shopper comes back: error clears
    expect(s.view(trTR).fields.firstName?.error).toBeUndefined();
    s.send({ type: 'CHANGE', field: 'legals', value: true });
    expect(s.view(trTR).fields.legals?.error).toBeUndefined();
  });

  it('validates on blur and clears on focus', () => {
    const s = startSignup();
    s.type('email', 'anna@');
    expect(s.view().fields.email.error).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    s.send({ type: 'FOCUS', field: 'email' });
    expect(s.view().fields.email.error).toBeUndefined();
    s.send({ type: 'CHANGE', field: 'email', value: '' });
    s.send({ type: 'BLUR', field: 'email' });
    expect(s.view().fields.email.error).toBe('Die E-Mail-Adresse ist ein Pflichtfeld.');
  });

  it('an email_invalid problem sets the field error, keeps the input and focuses the field', async () => {
    const s = startSignup(
      {},
      {
        subscribe: [{ ok: false, error: { reason: 'http', status: 400, problemType: 'urn:newsletter:email_invalid' } }],
      },
    );
    s.type('email', 'anna@example.invalid');
    s.send({ type: 'SUBMIT' });
    await settle();
    const view = s.view();
    expect(view.showForm).toBe(true);
    expect(view.fields.email).toMatchObject({
      value: 'anna@example.invalid',
      error: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    });
    expect(view.generalError).toBeUndefined();
    expect(s.focused).toEqual(['email']);
    expect(s.env.pushed).toHaveLength(1);
    // The refused address stays in error on blur and is not sent again; a changed one is.
    s.send({ type: 'BLUR', field: 'email' });
    expect(s.view().fields.email.error).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    s.send({ type: 'SUBMIT' });
    expect(s.requests).toHaveLength(1);
    s.type('email', 'anna@example.de');
    expect(s.view().fields.email.error).toBeUndefined();
    s.send({ type: 'SUBMIT' });
    expect(s.requests).toHaveLength(2);
  });

  it('a refusal naming fields (a shop backend’s SignupRefusal) puts the market’s message on each, keeps the input and focuses the first', async () => {
    const s = startSignup(
      { market: 'TR' },
      {
        subscribe: [
          { ok: false, error: { fieldErrors: { lastName: 'nameInvalid', firstName: 'nameInvalid', bogus: 'x' } } },
          { ok: true },
        ],
      },
    );
    s.type('email', 'ayse@example.com.tr');
    s.type('firstName', 'Ayse');
    s.type('lastName', 'Yilmaz');
    s.send({ type: 'CHANGE', field: 'legals', value: true });
    s.send({ type: 'SUBMIT' });
    await settle();
    const view = s.view(trTR);
    expect(view.fields.firstName?.error).toBe(trTR.errors.nameInvalid);
    expect(view.fields.firstName).toMatchObject({ value: 'Ayse', error: expect.any(String) });
    expect(view.fields.lastName).toMatchObject({ value: 'Yilmaz', error: expect.any(String) });
    expect(view.fields.email.error).toBeUndefined();
    expect(view.generalError).toBeUndefined();
    expect(s.focused).toEqual(['firstName']);
    // The shopper corrects the field: its message goes, and the form can be sent again.
    s.type('firstName', 'Ayşe');
    expect(s.view(trTR).fields.firstName?.error).toBeUndefined();
    s.send({ type: 'SUBMIT' });
    await settle();
    expect(s.requests).toHaveLength(2);
  });

  it('a refusal naming the address as well keeps that address in error until it is changed', async () => {
    const s = startSignup({}, { subscribe: [{ ok: false, error: { fieldErrors: { email: 'emailInvalid' } } }] });
    s.type('email', 'anna@shop-refuses.example');
    s.send({ type: 'SUBMIT' });
    await settle();
    expect(s.view().fields.email.error).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    s.send({ type: 'BLUR', field: 'email' });
    expect(s.view().fields.email.error).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    expect(s.focused).toEqual(['email']);
  });

  it('a refusal that names no known field is any other failure: the general banner', async () => {
    const s = startSignup({}, { subscribe: [{ ok: false, error: { fieldErrors: { shoeSize: 'nameInvalid' } } }] });
    s.type('email', 'anna@example.de');
    s.send({ type: 'SUBMIT' });
    await settle();
    expect(s.view().generalError).toMatch(/technischen Gründen/);
    expect(s.view().fields.email.value).toBe('anna@example.de');
  });

  it('any other failure shows the general banner, keeps the input, and a retry works', async () => {
    const s = startSignup({}, { subscribe: [{ ok: false, error: { reason: 'timeout' } }, { ok: true }] });
    s.type('email', 'anna@example.de');
    s.send({ type: 'SUBMIT' });
    await settle();
    expect(s.view().generalError).toBe(
      'Aus technischen Gründen ist die Newsletteranmeldung nicht möglich. Bitte versuchen Sie es später!',
    );
    expect(s.view().fields.email.value).toBe('anna@example.de');
    expect(s.revealed).toEqual(['error']);
    s.send({ type: 'SUBMIT' });
    expect(s.view().generalError).toBeUndefined();
    expect(s.actor.getSnapshot().context.outcome).toBe('none');
    await settle();
    expect(s.view().showSuccess).toBe(true);
    expect(s.requests).toHaveLength(2);
    expect(s.env.pushed).toHaveLength(2);
  });

  it('a filled bot trap sends nothing and shows success', () => {
    const s = startSignup();
    s.type('email', 'bot@example.de');
    s.send({ type: 'CHANGE', field: 'honeypot', value: 'http://spam' });
    s.send({ type: 'SUBMIT' });
    expect(s.revealed).toEqual(['success']);
    // The bot's next submit changes nothing: nothing is sent, validated or focused.
    s.send({ type: 'SUBMIT' });
    expect([s.requests, s.focused, s.revealed]).toEqual([[], [], ['success']]);
    expect(s.requests).toEqual([]);
    expect(s.view().showSuccess).toBe(true);
    expect(s.view().pending?.resend).toBeUndefined();
    expect(s.view().fields.email.value).toBe('');
  });

  it('"send again" after 30 s, at most 3 times; a failed re-send keeps the pending view usable (D15)', async () => {
    const s = startSignup(
      {},
      {
        subscribe: [
          { ok: true },
          { ok: false, error: { reason: 'http', status: 503 } },
          { ok: true },
          { ok: true },
          { ok: true },
        ],
      },
    );
    s.type('email', 'anna@example.de');
    s.send({ type: 'SUBMIT' });
    await settle();
    expect(s.view().pending?.resend).toBeUndefined();
    expect(s.view().pending?.resendHint).toBeTruthy();
    await vi.advanceTimersByTimeAsync(29_000);
    expect(s.view().pending?.resend).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(s.view().pending?.resend?.label).toBe('E-Mail erneut senden');
    s.view().pending!.resend!.onClick();
    expect(s.view().pending?.resend?.busy).toBe(true);
    await settle();
    expect(s.view().pending?.status).toEqual({ tone: 'warning', text: deDE.pending.resendFailed });
    expect(s.view().pending?.resend).toBeDefined(); // usable again at once
    for (let i = 1; i <= 3; i++) {
      s.view().pending!.resend!.onClick();
      await settle();
      if (i < 3) {
        expect(s.view().pending?.status?.text).toContain('anna@example.de');
        expect(s.view().pending?.resend).toBeUndefined();
        await vi.advanceTimersByTimeAsync(30_000);
      }
    }
    expect(s.view().pending?.status).toEqual({ tone: 'information', text: deDE.pending.resendExhausted });
    expect(s.view().pending?.resend).toBeUndefined();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(s.view().pending?.resend).toBeUndefined();
    expect(s.requests).toHaveLength(5);
    // The same subscription each time, each "send again" marked so (the service sends no second mail for a repeat).
    const [first, ...again] = s.requests;
    expect(first).not.toHaveProperty('resend');
    expect(again).toEqual(again.map(() => ({ ...first, resend: true })));
  });

  it('prefills from base data: disabled fields, DNE hidden and not sent', async () => {
    const s = startSignup(
      { market: 'AT' },
      { baseData: { email: 'kunde@example.at', salutation: 'MRS', firstName: 'Anna', consents: ['DNE'], legals: [] } },
    );
    await settle();
    const view = s.view();
    expect(view.fields.email).toMatchObject({ value: 'kunde@example.at', disabled: true });
    expect(view.fields.salutation).toMatchObject({ value: 'MRS', disabled: true });
    expect(view.fields.firstName).toMatchObject({ value: 'Anna', disabled: true });
    expect(view.fields.lastName).toMatchObject({ value: '', disabled: false });
    expect(view.fields.dne).toBeUndefined();
    expect(view.revealed).toBe(true);
    s.send({ type: 'CHANGE', field: 'email', value: 'other@example.at' }); // disabled: ignored
    s.send({ type: 'CHANGE', field: 'dne', value: true });
    s.send({ type: 'SUBMIT' });
    await settle();
    expect(s.requests).toEqual([
      {
        email: 'kunde@example.at',
        salutation: 'MRS',
        firstName: 'Anna',
        consents: [],
        origin: 'onsite',
        originAddition: 'subsite',
      },
    ]);
  });

  it('a failing base-data call leaves an empty, working form', async () => {
    const s = startSignup({ market: 'AT' }, { baseData: new Error('500') });
    await settle();
    expect(s.view().fields.email).toMatchObject({ value: '', disabled: false });
    expect(s.env.logged.map((l) => l.level)).toEqual(['warn']);
    s.type('email', 'a@b.at');
    s.send({ type: 'SUBMIT' });
    await settle();
    expect(s.view().showSuccess).toBe(true);
  });

  it('an invalid DOI link shows the banner over the form until the e-mail field is focused (D14)', async () => {
    const s = startSignup(
      { doiToken: 'gone' },
      { doi: Object.assign(new Error('404'), { status: 404, problemType: 'urn:newsletter:doi_token_invalid' }) },
    );
    await settle();
    expect(s.view().invalidDoiLink).toBe(
      'Leider ist dieser Link nicht mehr gültig. Bitte melden Sie sich erneut zum Newsletter an.',
    );
    expect(s.view().showForm).toBe(true);
    s.send({ type: 'FOCUS', field: 'firstName' });
    expect(s.view().invalidDoiLink).toBeDefined();
    s.send({ type: 'FOCUS', field: 'email' });
    expect(s.view().invalidDoiLink).toBeUndefined();
  });

  it.each([
    ['CONFIRMED', 'success', deDE.doi.confirmed],
    ['ALREADY_CONFIRMED', 'information', deDE.doi.alreadyConfirmed],
  ])('a DOI link answered %s says so', async (doi, tone, text) => {
    const s = startSignup({ doiToken: 'tok' }, { doi });
    expect(s.view().doiMessage).toEqual({ tone: 'information', text: deDE.doi.confirming });
    await settle();
    expect(s.view().doiMessage).toEqual({ tone, text });
    expect(s.view().invalidDoiLink).toBeUndefined();
  });

  // From the mutation run (docs/mutation-testing.md): the machine takes over a server-rendered form as the server left it (D23).
  it("a form posted empty starts with all its fields shown, as the e-mail field's focus would show them", () => {
    const { view } = startSignup({
      market: 'AT',
      resume: { values: { email: '' }, errors: { email: 'emailRequired' } },
    });
    expect(view().revealed).toBe(true);
    expect(view().fields.email.error).toBe(deDE.errors.emailRequired);
  });

  it('a form the server rendered with an invalid DOI link keeps the banner until the e-mail field is focused', () => {
    const { view, send } = startSignup({ market: 'AT', resume: { doiResult: 'INVALID' } });
    expect(view().invalidDoiLink).toBe(deDE.errors.invalidDoiLink);
    send({ type: 'FOCUS', field: 'email' });
    expect(view().invalidDoiLink).toBeUndefined();
  });

  it('without START (server rendering) nothing is loaded or confirmed', async () => {
    const calls: string[] = [];
    const actor = createActor(
      newsletterSignupMachine.provide({
        actors: {
          loadBaseData: fromPromise<NewsletterBaseData | null, void>(async () => (calls.push('base'), null)),
          doubleOptIn: doiMachine.provide({
            actors: {
              confirmDoi: fromPromise(
                async () => (calls.push('doi'), 'CONFIRMED' as 'CONFIRMED' | 'ALREADY_CONFIRMED'),
              ),
            },
          }),
        },
      }),
      { input: { market: 'DE', doiToken: 'x' } },
    ).start();
    await settle();
    expect(calls).toEqual([]);
    expect(connectSignup(actor.getSnapshot(), () => {}, deDE).doiMessage).toBeUndefined();
  });
});

// From the second mutation run (docs/mutation-testing.md): what a server-rendered form starts with (D23), and the
// focus and error handling a shopper sees.
describe('newsletter sign-up, a server-rendered form taken over (D23)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a form posted with values only, or with errors only, starts with all its fields shown; a page with neither does not', () => {
    expect(startSignup({ market: 'AT', resume: { values: { email: '' } } }).view().revealed).toBe(true);
    expect(startSignup({ market: 'AT', resume: { errors: { firstName: 'nameInvalid' } } }).view().revealed).toBe(true);
    expect(startSignup({ market: 'AT', resume: { doiResult: 'CONFIRMED' } }).view().revealed).toBe(false);
    expect(startSignup({ market: 'AT' }).view().revealed).toBe(false);
  });

  it('a posted sign-up that failed shows the general banner over the kept values; the next submit hides it', async () => {
    const s = startSignup({ resume: { values: { email: 'anna@example.de' }, outcome: 'ERROR_GENERIC' } });
    expect(s.view().generalError).toBe(deDE.errors.generic);
    expect(s.view().fields.email.value).toBe('anna@example.de');
    s.send({ type: 'SUBMIT' });
    await settle();
    expect(s.view().showSuccess).toBe(true);
    expect(s.requests).toHaveLength(1);
  });

  it('a page that rendered the pending view shows it (with the resend hint) and the form does not come back', () => {
    const request = { email: 'anna@example.de', consents: [], origin: 'onsite', originAddition: 'subsite' };
    const s = startSignup({
      resume: {
        pending: { email: 'anna@example.de', request },
        values: { email: 'x@example.de' },
        errors: { email: 'emailInvalid' },
        outcome: 'ERROR_GENERIC',
      },
    });
    const view = s.view();
    expect(view.showForm).toBe(false);
    expect(view.pending?.body).toContain('an anna@example.de gesendet');
    expect(view.pending?.resendHint).toBe(deDE.pending.resendHint);
    expect(view.fields.email).toMatchObject({ value: '', error: undefined });
    expect(view.generalError).toBeUndefined();
  });

  it('a bot submission the server answered starts as the success view without "send again"', async () => {
    const s = startSignup({ resume: { pending: { email: 'bot@example.de' } } });
    expect(s.view().showSuccess).toBe(true);
    expect(s.view().showForm).toBe(false);
    expect(s.view().pending?.resendHint).toBeUndefined();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(s.view().pending?.resend).toBeUndefined();
    s.type('email', 'anna@example.de');
    s.send({ type: 'SUBMIT' });
    await settle();
    expect(s.requests).toEqual([]);
  });

  it('a DOI link the server confirmed says so and shows no invalid-link banner; none shows no DOI message', () => {
    const confirmed = startSignup({ resume: { doiResult: 'CONFIRMED' } }).view();
    expect(confirmed.doiMessage).toEqual({ tone: 'success', text: deDE.doi.confirmed });
    expect(confirmed.invalidDoiLink).toBeUndefined();
    const failed = startSignup({ resume: { doiResult: 'FAILED' } }).view();
    expect(failed.doiMessage).toEqual({ tone: 'warning', text: deDE.doi.failed });
    expect(failed.showForm).toBe(true);
    expect(failed.invalidDoiLink).toBeUndefined(); // a link that failed to confirm is not an invalid one
    const plain = startSignup({ resume: {} }).view();
    expect(plain.doiMessage).toBeUndefined();
    expect(plain.invalidDoiLink).toBeUndefined();
  });

  it('the address the service refused stays refused after the page is rendered, also with blanks around it; another one is sent', async () => {
    const s = startSignup({
      resume: {
        values: { email: 'anna@example.invalid' },
        errors: { email: 'emailInvalid' },
        outcome: 'ERROR_INVALID_EMAIL',
        rejectedEmail: 'anna@example.invalid',
      },
    });
    // The field in error is the one to focus: its focus keeps the server's message.
    s.send({ type: 'FOCUS', field: 'email' });
    expect(s.view().fields.email.error).toBe(deDE.errors.emailInvalid);
    s.send({ type: 'CHANGE', field: 'email', value: ' anna@example.invalid ' });
    s.send({ type: 'BLUR', field: 'email' });
    expect(s.view().fields.email.error).toBe(deDE.errors.emailInvalid);
    s.send({ type: 'SUBMIT' });
    await settle();
    expect(s.requests).toEqual([]);
    s.type('email', 'anna@example.de');
    expect(s.view().fields.email.error).toBeUndefined();
    s.send({ type: 'SUBMIT' });
    await settle();
    expect(s.requests.map((r) => r.email)).toEqual(['anna@example.de']);
  });

  it('a posted form with an error: focusing another field first clears that field only; the field in error keeps its message', () => {
    const s = startSignup({
      market: 'HU',
      resume: { values: { email: 'anna@' }, errors: { email: 'emailInvalid', lastName: 'lastNameRequired' } },
    });
    const errors = () => ({ email: s.view(huHU).fields.email.error, lastName: s.view(huHU).fields.lastName?.error });
    s.send({ type: 'FOCUS', field: 'lastName' });
    expect(errors()).toEqual({ email: huHU.errors.emailInvalid, lastName: undefined });
    s.send({ type: 'FOCUS', field: 'email' }); // the field the machine asked to focus
    expect(s.view(huHU).fields.email.error).toBe(huHU.errors.emailInvalid);
  });

  it('the customer data the server loaded: its DNE consent hides the checkbox and is not sent again', async () => {
    const s = startSignup({ resume: { baseData: { email: 'kunde@example.de', consents: ['DNE'], legals: [] } } });
    expect(s.view().fields.dne).toBeUndefined();
    expect(s.view().fields.email).toMatchObject({ value: 'kunde@example.de', disabled: true });
    s.send({ type: 'CHANGE', field: 'dne', value: true });
    s.send({ type: 'SUBMIT' });
    await settle();
    expect(s.requests).toEqual([
      { email: 'kunde@example.de', consents: [], origin: 'onsite', originAddition: 'subsite' },
    ]);
  });
});

describe('newsletter sign-up, focus and errors', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('focusing the e-mail field shows all fields; focusing another one does not', () => {
    const s = startSignup({ market: 'AT' });
    s.send({ type: 'FOCUS', field: 'firstName' });
    expect(s.view().revealed).toBe(false);
    s.send({ type: 'FOCUS', field: 'email' });
    expect(s.view().revealed).toBe(true);
  });

  it('a submit whose first error is the e-mail hides the invalid-DOI banner and shows all fields', () => {
    const s = startSignup({ market: 'AT', resume: { doiResult: 'INVALID' } });
    expect(s.view().revealed).toBe(false);
    s.send({ type: 'SUBMIT' });
    expect(s.focused).toEqual(['email']);
    expect(s.view().invalidDoiLink).toBeUndefined();
    expect(s.view().revealed).toBe(true);
  });

  it('a submit whose first error is another field keeps the invalid-DOI banner', () => {
    const s = startSignup({ market: 'TR', resume: { doiResult: 'INVALID' } });
    s.send({ type: 'CHANGE', field: 'email', value: 'ayse@example.com.tr' });
    s.send({ type: 'SUBMIT' });
    expect(s.focused).toEqual(['firstName']);
    expect(s.view(trTR).invalidDoiLink).toBe(trTR.errors.invalidDoiLink);
  });

  it('an address the service refused hides the invalid-DOI banner; the refused address with blanks around it is still refused', async () => {
    const s = startSignup(
      { market: 'AT', resume: { doiResult: 'INVALID' } },
      {
        subscribe: [{ ok: false, error: { reason: 'http', status: 400, problemType: 'urn:newsletter:email_invalid' } }],
      },
    );
    s.send({ type: 'CHANGE', field: 'email', value: ' anna@example.invalid ' });
    s.send({ type: 'SUBMIT' });
    await settle();
    expect(s.view().invalidDoiLink).toBeUndefined();
    expect(s.view().fields.email.error).toBe(deDE.errors.emailInvalid);
    s.send({ type: 'CHANGE', field: 'email', value: 'anna@example.invalid' });
    s.send({ type: 'BLUR', field: 'email' });
    expect(s.view().fields.email.error).toBe(deDE.errors.emailInvalid);
    s.send({ type: 'SUBMIT' });
    expect(s.requests).toHaveLength(1);
  });

  it('leaving the field the machine asked to focus ends that request: coming back clears its error', () => {
    const s = startSignup({ market: 'TR' });
    s.send({ type: 'SUBMIT' });
    expect(s.focused).toEqual(['email']);
    // The view's focus never fired; another field is left first: the request stands.
    s.send({ type: 'BLUR', field: 'firstName' });
    s.send({ type: 'FOCUS', field: 'email' });
    expect(s.view(trTR).fields.email.error).toBe(trTR.errors.emailRequired);
    // The same again, but the e-mail field is left before its focus: the request ends there.
    s.send({ type: 'BLUR', field: 'email' });
    s.send({ type: 'SUBMIT' });
    s.send({ type: 'BLUR', field: 'email' });
    expect(s.view(trTR).fields.email.error).toBe(trTR.errors.emailRequired);
    s.send({ type: 'FOCUS', field: 'email' });
    expect(s.view(trTR).fields.email.error).toBeUndefined();
    expect(s.view(trTR).fields.firstName?.error).toBe(trTR.errors.firstNameRequired);
  });

  it('a ticked box clears its own error at once; unticking it, or typing in a name, does not clear an error', () => {
    const s = startSignup({ market: 'TR' });
    s.send({ type: 'SUBMIT' });
    const v = () => s.view(trTR).fields;
    s.send({ type: 'CHANGE', field: 'firstName', value: 'Ayşe' });
    expect(v().firstName?.error).toBe(trTR.errors.firstNameRequired);
    s.send({ type: 'CHANGE', field: 'legals', value: false });
    expect(v().legals?.error).toBe(trTR.errors.legalsRequired);
    s.send({ type: 'CHANGE', field: 'legals', value: true });
    expect(v().legals).toMatchObject({ error: undefined });
    expect(v().firstName?.error).toBe(trTR.errors.firstNameRequired);
    expect(v().email.error).toBe(trTR.errors.emailRequired);
  });

  it('a checkbox is ticked only by true, and unticked again', async () => {
    const s = startSignup({ market: 'TR' });
    s.type('email', 'ayse@example.com.tr');
    s.type('firstName', 'Ayşe');
    s.type('lastName', 'Yılmaz');
    s.send({ type: 'CHANGE', field: 'legals', value: true });
    s.send({ type: 'CHANGE', field: 'legals', value: false });
    s.send({ type: 'SUBMIT' });
    expect(s.requests).toEqual([]);
    expect(s.focused).toEqual(['legals']);
    s.send({ type: 'CHANGE', field: 'legals', value: 'false' }); // not true: the box stays unticked
    s.send({ type: 'SUBMIT' });
    expect(s.requests).toEqual([]);
    s.send({ type: 'CHANGE', field: 'legals', value: true });
    s.send({ type: 'SUBMIT' });
    expect(s.requests.map((r) => r.legals)).toEqual([['NEWSLETTER']]);
  });

  it('a HU form missing only the salutation is not sent: the salutation is focused', () => {
    const s = startSignup({ market: 'HU' });
    s.type('email', 'anna@example.hu');
    s.type('lastName', 'Kovács');
    s.type('firstName', 'Anna');
    s.send({ type: 'SUBMIT' });
    expect(s.requests).toEqual([]);
    expect(s.focused).toEqual(['salutation']);
  });

  it("a logged-in customer's address and names stay in the form after a successful sign-up", async () => {
    const s = startSignup(
      { market: 'AT' },
      {
        baseData: {
          email: 'kunde@example.at',
          salutation: 'MRS',
          firstName: 'Anna',
          lastName: 'Berg',
          consents: [],
          legals: [],
        },
      },
    );
    await settle();
    s.send({ type: 'SUBMIT' });
    await settle();
    expect(s.view().showSuccess).toBe(true);
    const f = s.view().fields;
    expect([f.email.value, f.salutation?.value, f.firstName?.value, f.lastName?.value]).toEqual([
      'kunde@example.at',
      'MRS',
      'Anna',
      'Berg',
    ]);
  });
});

describe('newsletter sign-up, the address the success view names', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('after a sign-up typed with blanks around the address, the pending view names it without them', async () => {
    const s = startSignup();
    s.type('email', '  anna@example.de ');
    s.send({ type: 'SUBMIT' });
    await settle();
    expect(s.view().pending?.body).toContain('an anna@example.de gesendet');
  });

  it('a bot submission names the trimmed address too, and shows no "send again"', () => {
    const s = startSignup();
    s.type('email', ' bot@example.de  ');
    s.send({ type: 'CHANGE', field: 'honeypot', value: 'http://spam' });
    s.send({ type: 'SUBMIT' });
    expect(s.view().pending?.body).toContain('an bot@example.de gesendet');
    expect(s.view().generalError).toBeUndefined();
  });
});

// From the run of 2026-11-28 (docs/mutation-testing.md): what a host's own actors, or none, may hand the machine, and
// what a failure tells the developer.
describe("newsletter sign-up, a host's own actors and what a failure says", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a subscribe actor that rejects with nothing shows the general banner, and the failure says what it knows', async () => {
    const s = startSignup({}, { subscribe: [{ ok: false, error: undefined }] });
    s.type('email', 'anna@example.de');
    s.send({ type: 'SUBMIT' });
    await settle();
    expect(s.view().generalError).toBe(deDE.errors.generic);
    expect(s.actor.getSnapshot().context.failure).toEqual({ reason: 'unknown', message: 'undefined' });
    expect(s.env.logged).toEqual([
      { level: 'error', message: 'newsletter: the sign-up failed: unknown (undefined)', detail: undefined },
    ]);
  });

  it('a network failure is logged by its reason; an answer by its status and problem type', async () => {
    const s = startSignup(
      {},
      {
        subscribe: [
          { ok: false, error: { reason: 'network', message: 'fetch failed' } },
          { ok: false, error: { reason: 'http', status: 503, message: 'HTTP 503' } },
        ],
      },
    );
    s.type('email', 'anna@example.de');
    s.send({ type: 'SUBMIT' });
    await settle();
    s.send({ type: 'SUBMIT' });
    await settle();
    expect(s.env.logged.map((l) => l.message)).toEqual([
      'newsletter: the sign-up failed: network (fetch failed)',
      'newsletter: the sign-up failed: 503 (HTTP 503)',
    ]);
  });

  it("a machine nobody gave a subscribe actor says so, in the general banner's failure and the log", async () => {
    const env = createFakeEnv();
    const actor = createActor(newsletterSignupMachine, { input: { market: 'DE', logger: env.logger } }).start();
    actor.send({ type: 'CHANGE', field: 'email', value: 'anna@example.de' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({
      outcome: 'ERROR_GENERIC',
      failure: { reason: 'unknown', message: 'subscribe is not provided' },
    });
    expect(env.logged[0]?.message).toBe('newsletter: the sign-up failed: unknown (subscribe is not provided)');
  });

  it('a base-data loader that resolves to nothing leaves an empty form, as one that resolves to null', async () => {
    const actor = createActor(
      newsletterSignupMachine.provide({
        actors: {
          loadBaseData: fromPromise<NewsletterBaseData | null, void>(async () => undefined as unknown as null),
        },
      }),
      { input: { market: 'AT' } },
    ).start();
    actor.send({ type: 'START' });
    await settle();
    const view = connectSignup(actor.getSnapshot(), actor.send, deDE);
    expect(view.fields.email).toMatchObject({ value: '', disabled: false });
    expect(view.fields.dne).toBeDefined();
  });

  it('base data without a consents list prefills the rest and keeps the DNE box, which is sent when ticked', async () => {
    const s = startSignup(
      { market: 'AT' },
      { baseData: { email: 'kunde@example.at', legals: [] } as unknown as NewsletterBaseData },
    );
    await settle();
    expect(s.view().fields.email).toMatchObject({ value: 'kunde@example.at', disabled: true });
    expect(s.view().fields.dne).toBeDefined();
    s.send({ type: 'CHANGE', field: 'dne', value: true });
    s.send({ type: 'SUBMIT' });
    await settle();
    expect(s.requests[0]?.consents).toEqual(['DNE']);
  });

  it('a failing base-data call is logged as such', async () => {
    const s = startSignup({ market: 'AT' }, { baseData: new Error('500') });
    await settle();
    expect(s.env.logged).toEqual([
      {
        level: 'warn',
        message: 'newsletter: customer base data could not be loaded; the form stays empty',
        detail: expect.any(Error),
      },
    ]);
  });

  it("a DOI actor of the host's that fails outright shows the DOI failure, not the invalid-link banner", async () => {
    const actor = createActor(
      newsletterSignupMachine.provide({
        actors: {
          doubleOptIn: fromPromise(async () => {
            throw new Error('boom');
          }) as unknown as typeof doiMachine,
        },
      }),
      { input: { market: 'DE', doiToken: 'abc' } },
    ).start();
    actor.send({ type: 'START' });
    await settle();
    const view = connectSignup(actor.getSnapshot(), actor.send, deDE);
    expect(view.doiMessage?.text).toBe(deDE.doi.failed);
    expect(view.invalidDoiLink).toBeFalsy();
  });

  it('the outcome a server-rendered form starts with is "none" unless the posted sign-up failed', () => {
    const outcome = (resume: SignupMachineInput['resume']) =>
      createActor(newsletterSignupMachine, { input: { market: 'DE', resume } })
        .start()
        .getSnapshot().context.outcome;
    expect(outcome({ pending: { email: 'anna@example.de' } })).toBe('none');
    expect(outcome({ pending: { email: 'anna@example.de' }, outcome: 'ERROR_GENERIC' })).toBe('none');
    expect(outcome({ values: { email: 'anna@example.de' } })).toBe('none');
    expect(outcome({ values: { email: 'anna@example.de' }, outcome: 'ERROR_GENERIC' })).toBe('ERROR_GENERIC');
  });
});

describe('signupFailureOf: what a rejected sign-up tells the developer, whatever was thrown', () => {
  it.each([
    [
      { reason: 'http', status: 403, problemType: 'urn:service:cross_site', message: 'HTTP 403' },
      { reason: 'http', status: 403, problemType: 'urn:service:cross_site', message: 'HTTP 403' },
    ],
    [
      { reason: 'timeout', message: 'timed out after 15000 ms' },
      { reason: 'timeout', message: 'timed out after 15000 ms' },
    ],
    [new Error('boom'), { reason: 'unknown', message: 'boom' }],
    [
      { reason: 7, status: '403', problemType: 42, message: 1 },
      { reason: 'unknown', message: '[object Object]' },
    ],
    ['offline', { reason: 'unknown', message: 'offline' }],
    [null, { reason: 'unknown', message: 'null' }],
    [undefined, { reason: 'unknown', message: 'undefined' }],
  ])('%j gives %j', (error, failure) => {
    expect(signupFailureOf(error)).toEqual(failure);
  });
});
