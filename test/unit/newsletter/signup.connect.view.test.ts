// What the sign-up shows around its fields, as the shopper sees it (newsletter-connect scope): the header texts and
// the image's sources (D58), a double opt-in link waiting for its confirmation or confirmed, the pending view with its
// "send again" and status notices, the legal notice and footnotes, the submit. Expected texts are the de-DE
// catalogue's or literals, never the connect's.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  connectSignup,
  createSignupConnect,
  doiMachine,
  newsletterSignupMachine,
  type SignupEvent,
  type SignupMachineInput,
} from '../../../core/newsletter';
import de from '../../../core/newsletter/signup/texts/de-DE';

const IMG = '/service/newsletterfrontend/newslettersubscriptionform/newsletter_image_';
const started = (input: Partial<SignupMachineInput> = {}) =>
  createActor(newsletterSignupMachine, { input: { market: 'DE', ...input } }).start();
const viewOf = (actor: ReturnType<typeof started>, send: (e: SignupEvent) => void = () => {}) =>
  connectSignup(actor.getSnapshot(), send, de);

describe("the sign-up's header, image and fixed texts", () => {
  it('the header texts and the image with its two files per breakpoint (D58)', () => {
    const view = viewOf(started());
    expect(view).toMatchObject({
      locale: 'de-DE',
      headline: 'Newsletter abonnieren und 10\u00a0% sparen',
      intro: de.intro,
      discountBanner: '10\u00a0% Willkommensrabatt',
      errorPrefix: 'Fehler:',
    });
    expect(view.image).toEqual({
      alt: 'Frisch gerösteter Kaffee und eine Tasse auf einem Holztisch',
      src: `${IMG}400x300.jpg`,
      srcSet: `${IMG}400x300.jpg 1x, ${IMG}800x600.jpg 2x`,
      width: 400,
      height: 300,
      sources: [
        {
          media: '(max-width: 767px)',
          srcSet: `${IMG}400x300.jpg 400w, ${IMG}800x600.jpg 800w`,
          sizes: '100vw',
          width: 400,
          height: 300,
        },
        { media: '(max-width: 1024px)', srcSet: `${IMG}273x273.jpg 1x, ${IMG}546x546.jpg 2x`, width: 273, height: 273 },
      ],
    });
  });

  it("the legal notice collapsed to three lines, the footnote with its link, the privacy notice with the market's age", () => {
    const view = viewOf(started());
    expect(view.legalNotice).toMatchObject({
      heading: 'Hinweise zum Newsletter',
      showMore: 'Mehr anzeigen',
      showLess: 'Weniger anzeigen',
      collapsedHeight: 60,
    });
    expect(view.legalNotice.segments).toContainEqual({
      kind: 'link',
      text: 'Beispiel-Newsletter',
      href: '/newsletter-beispiel',
    });
    expect(view.legalNotice.segments).toContainEqual({ kind: 'link', text: 'Datenschutzhinweisen', href: '/privacy' });
    expect(view.voucherFootnote.at(-2)).toEqual({
      kind: 'link',
      text: 'Gutscheinbedingungen',
      href: '/gutscheinbedingungen',
    });
    expect(view.voucherId).toBe('newsletter-voucher');
    expect(view.privacyNotice[0]).toEqual({
      kind: 'text',
      text: 'Sie müssen mindestens 16 Jahre alt sein, um sich anzumelden. Informationen zur Verarbeitung Ihrer Daten finden Sie in unseren ',
    });
    expect(view.privacyNotice[1]).toEqual({ kind: 'link', text: 'Datenschutzhinweisen', href: '/privacy' });
  });

  it('the submit button is described by the footnote; submit() sends the form; the extra fields start collapsed', () => {
    const sent: SignupEvent[] = [];
    const view = connectSignup(started().getSnapshot(), (e) => sent.push(e), de, 'nl');
    expect(view.submitButton.label).toBe('Jetzt anmelden');
    expect(view.submitLabel).toBe('Jetzt anmelden');
    expect(view.submitButton.getButtonProps()).toEqual({ type: 'submit', 'aria-describedby': 'nl-voucher' });
    expect(view.getExtraProps()).toEqual({ 'data-collapsed': '' });
    view.submit();
    expect(sent).toEqual([{ type: 'SUBMIT' }]);
  });

  it("a submit reads the form from the event (React's currentTarget, else the target); no form, only the submit", () => {
    const actor = started();
    const form = (value: string) => ({
      elements: { namedItem: (name: string) => (name === 'email' ? { value, type: 'email' } : null) },
    });
    const submitted = (event: unknown) => {
      const sent: SignupEvent[] = [];
      viewOf(actor, (e) => sent.push(e)).getFormProps().onSubmit!(event);
      return sent;
    };
    expect(
      submitted({ preventDefault() {}, currentTarget: form('a@example.de'), target: form('b@example.de') }),
    ).toEqual([{ type: 'CHANGE', field: 'email', value: 'a@example.de' }, { type: 'SUBMIT' }]);
    expect(
      submitted({ preventDefault() {}, currentTarget: { nodeName: 'BUTTON' }, target: form('b@example.de') }),
    ).toEqual([{ type: 'CHANGE', field: 'email', value: 'b@example.de' }, { type: 'SUBMIT' }]);
    expect(submitted({ preventDefault() {}, currentTarget: null, target: null })).toEqual([{ type: 'SUBMIT' }]);
    expect(submitted(null)).toEqual([{ type: 'SUBMIT' }]);
  });

  it('texts parsed once stay the same objects for the next snapshot, and change when the address in them does', () => {
    const connect = createSignupConnect(de);
    const actor = started();
    const first = connect(actor.getSnapshot(), () => {});
    actor.send({ type: 'CHANGE', field: 'email', value: 'a@example.de' });
    const second = connect(actor.getSnapshot(), () => {});
    expect(second.privacyNotice).toBe(first.privacyNotice);
    expect(second.voucherFootnote).toBe(first.voucherFootnote);
  });
});

describe('the general error', () => {
  it('a failed sign-up the server answered: the banner as an error notice, with why for the developer', () => {
    const view = viewOf(started({ resume: { values: { email: 'anna@example.de' }, outcome: 'ERROR_GENERIC' } }));
    expect(view.generalError).toBe(
      'Aus technischen Gründen ist die Newsletteranmeldung nicht möglich. Bitte versuchen Sie es später!',
    );
    expect(view.errorNotice).toEqual({ tone: 'error', text: de.errors.generic });
    expect(viewOf(started()).errorNotice).toBeUndefined();
  });
});

describe('a double opt-in link', () => {
  it('waiting for its code (server HTML): the confirm form with the token, the form not shown', () => {
    const view = viewOf(started({ doiToken: 'doi-1' }));
    expect(view.doiConfirm).toEqual({
      hint: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung.',
      label: 'Anmeldung bestätigen',
      token: 'doi-1',
    });
    expect(view.showForm).toBe(false);
    expect(view.doiMessage).toBeUndefined();
    expect(view.notices).toEqual([]);
  });

  it('no link: no confirm form, the form shows', () => {
    const view = viewOf(started());
    expect(view.doiConfirm).toBeUndefined();
    expect(view.showForm).toBe(true);
  });

  it('while confirming: an information notice, no confirm form, no sign-up form', () => {
    const actor = createActor(
      newsletterSignupMachine.provide({
        actors: {
          loadBaseData: fromPromise(async () => null),
          doubleOptIn: doiMachine.provide({
            actors: { confirmDoi: fromPromise(() => new Promise(() => {})) } as never,
          }),
        } as never,
      }),
      { input: { market: 'DE', doiToken: 'doi-1' } },
    ).start();
    actor.send({ type: 'START' });
    const view = viewOf(actor);
    expect(view.doiMessage).toEqual({ tone: 'information', text: 'Ihre Anmeldung wird bestätigt …' });
    expect(view.notices).toEqual([{ tone: 'information', text: 'Ihre Anmeldung wird bestätigt …' }]);
    expect(view.doiConfirm).toBeUndefined();
    expect(view.showForm).toBe(false);
  });

  it.each([
    ['CONFIRMED', 'success', de.doi.confirmed, false],
    [
      'ALREADY_CONFIRMED',
      'information',
      'Ihre Newsletter-Anmeldung war bereits bestätigt. Sie müssen nichts weiter tun.',
      false,
    ],
    ['FAILED', 'warning', de.doi.failed, true],
  ] as const)(
    'the server confirmed it %s: a %s notice (the form shows again: %s)',
    (doiResult, tone, text, formShows) => {
      const view = viewOf(started({ resume: { doiResult } }));
      expect(view.doiMessage).toEqual({ tone, text });
      expect(view.notices).toEqual([{ tone, text }]);
      expect(view.showForm).toBe(formShows);
    },
  );

  it('an invalid link: the error notice with its id, once the form shows', () => {
    const view = viewOf(started({ resume: { doiResult: 'INVALID' } }));
    expect(view.invalidDoiLink).toBe(
      'Leider ist dieser Link nicht mehr gültig. Bitte melden Sie sich erneut zum Newsletter an.',
    );
    expect(view.notices).toEqual([{ tone: 'error', text: de.errors.invalidDoiLink, id: 'newsletter-invalid-link' }]);
    expect(view.doiMessage).toBeUndefined();
  });
});

describe('the pending view after a sign-up', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const request = { email: 'anna@example.de', consents: [], origin: 'onsite', originAddition: 'subsite' };

  function pendingActor(answers: (() => Promise<unknown>)[] = []) {
    const machine = newsletterSignupMachine.provide({
      actors: { subscribe: fromPromise(() => (answers.shift() ?? (async () => undefined))()) } as never,
    });
    return createActor(machine, {
      input: { market: 'DE', resume: { pending: { email: 'anna@example.de', request } } },
    }).start();
  }

  it('names the address, says "send again" comes soon, then offers it; sending says so; sent again is a success naming the address', async () => {
    let answer: (v?: unknown) => void = () => {};
    const actor = pendingActor([() => new Promise((resolve) => (answer = resolve))]);
    let view = viewOf(actor);
    expect(view.showSuccess).toBe(true);
    expect(view.showForm).toBe(false);
    expect(view.pending).toEqual({
      headline: 'Fast geschafft! Bitte bestätigen Sie Ihre Anmeldung.',
      body: 'Wir haben eine E-Mail an anna@example.de gesendet. Ihr Newsletter-Abonnement beginnt erst, wenn Sie auf den Bestätigungslink in dieser E-Mail klicken.',
      hint: de.pending.hint,
      resendHint: 'Falls die E-Mail nicht ankommt, können Sie sie in Kürze noch einmal anfordern.',
    });
    await vi.advanceTimersByTimeAsync(30_000);
    const sent: SignupEvent[] = [];
    view = viewOf(actor, (e) => sent.push(e));
    expect(view.pending!.resendHint).toBeUndefined();
    expect(view.pending!.resend).toMatchObject({ label: 'E-Mail erneut senden', busy: false });
    expect(view.pending!.status).toBeUndefined();
    view.pending!.resend!.onClick();
    expect(sent).toEqual([{ type: 'RESEND' }]);
    actor.send({ type: 'RESEND' });
    view = viewOf(actor);
    expect(view.pending!.resend).toMatchObject({ label: 'E-Mail wird gesendet …', busy: true });
    answer();
    await vi.advanceTimersByTimeAsync(0);
    view = viewOf(actor);
    expect(view.pending!.status).toEqual({
      tone: 'success',
      text: 'Wir haben die E-Mail erneut an anna@example.de gesendet.',
    });
    // Waiting again after a send: no hint that it will be offered, no button yet.
    expect(view.pending!.resendHint).toBeUndefined();
    expect(view.pending!.resend).toBeUndefined();
  });

  it('a failed send again is a warning and offers it again; the cap reached is an information without the button', async () => {
    const actor = pendingActor([() => Promise.reject(new Error('down'))]);
    await vi.advanceTimersByTimeAsync(30_000);
    actor.send({ type: 'RESEND' });
    await vi.advanceTimersByTimeAsync(0);
    let view = viewOf(actor);
    expect(view.pending!.status).toEqual({
      tone: 'warning',
      text: 'Die E-Mail konnte gerade nicht erneut gesendet werden. Bitte versuchen Sie es gleich noch einmal.',
    });
    expect(view.pending!.resend).toMatchObject({ label: 'E-Mail erneut senden', busy: false });
    for (let i = 0; i < 3; i++) {
      if (actor.getSnapshot().matches({ form: { pending: 'exhausted' } })) break;
      await vi.advanceTimersByTimeAsync(30_000);
      actor.send({ type: 'RESEND' });
      await vi.advanceTimersByTimeAsync(0);
    }
    expect(actor.getSnapshot().matches({ form: { pending: 'exhausted' } })).toBe(true);
    view = viewOf(actor);
    expect(view.pending!.status).toEqual({ tone: 'information', text: de.pending.resendExhausted });
    expect(view.pending!.resend).toBeUndefined();
    expect(view.pending!.resendHint).toBeUndefined();
  });

  it('a bot submission: the success view without "send again" or its hint', async () => {
    const actor = createActor(newsletterSignupMachine, { input: { market: 'DE' } }).start();
    actor.send({ type: 'CHANGE', field: 'honeypot', value: 'https://spam.example' });
    actor.send({ type: 'CHANGE', field: 'email', value: 'bot@example.de' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches({ form: 'trapped' })).toBe(true);
    await vi.advanceTimersByTimeAsync(30_000);
    const view = viewOf(actor);
    expect(view.showSuccess).toBe(true);
    expect(view.showForm).toBe(false);
    expect(view.pending!.headline).toBe('Fast geschafft! Bitte bestätigen Sie Ihre Anmeldung.');
    expect(view.pending!.hint).toBe(de.pending.hint);
    expect(view.pending!.resendHint).toBeUndefined();
    expect(view.pending!.resend).toBeUndefined();
    expect(view.pending!.status).toBeUndefined();
  });

  it('the form has no pending view', () => {
    expect(viewOf(started()).pending).toBeUndefined();
    expect(viewOf(started()).showSuccess).toBe(false);
  });
});

describe('a kept part follows what it shows (createSignupConnect, issue 19)', () => {
  // One send for all snapshots, as a mounted view passes: only then does a part stay the same object.
  const send = () => {};
  const hu = () => createActor(newsletterSignupMachine, { input: { market: 'HU' } }).start();

  it('a field whose message appears, a salutation chosen, a box ticked, the trap filled: each shows the change', () => {
    const connect = createSignupConnect(de);
    const actor = hu();
    actor.send({ type: 'CHANGE', field: 'email', value: 'anna@' });
    expect(connect(actor.getSnapshot(), send).fields.email.error).toBeUndefined();
    actor.send({ type: 'BLUR', field: 'email' });
    expect(connect(actor.getSnapshot(), send).fields.email.error).toBe(
      'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    );
    actor.send({ type: 'CHANGE', field: 'salutation', value: 'MR' });
    expect(connect(actor.getSnapshot(), send).fields.salutation!.value).toBe('MR');
    actor.send({ type: 'CHANGE', field: 'dne', value: true });
    expect(connect(actor.getSnapshot(), send).fields.dne!.checked).toBe(true);
    actor.send({ type: 'CHANGE', field: 'honeypot', value: 'spam' });
    expect(connect(actor.getSnapshot(), send).honeypot.value).toBe('spam');
  });

  it('the submit button says the form is sent while it is, and the notices follow the DOI result', () => {
    const connect = createSignupConnect(de);
    const actor = createActor(
      newsletterSignupMachine.provide({ actors: { subscribe: fromPromise(() => new Promise(() => {})) } as never }),
      { input: { market: 'DE' } },
    ).start();
    expect(connect(actor.getSnapshot(), send).submitButton.label).toBe('Jetzt anmelden');
    actor.send({ type: 'CHANGE', field: 'email', value: 'anna@example.de' });
    actor.send({ type: 'SUBMIT' });
    const sending = connect(actor.getSnapshot(), send);
    expect(sending.submitButton.label).toBe('Anmeldung wird gesendet …');
    expect(sending.submitting).toBe(true);
    expect(sending.getFormProps()).toMatchObject({ 'aria-busy': true });

    const doi = createSignupConnect(de);
    expect(doi(started().getSnapshot(), send).notices).toEqual([]);
    expect(doi(started({ resume: { doiResult: 'FAILED' } }).getSnapshot(), send).notices).toEqual([
      { tone: 'warning', text: de.doi.failed },
    ]);
  });
});

describe("the sign-up's fields as a market shows them (HU: all of them, required)", () => {
  it('the salutation and the names: ids, names, autocomplete, and what a choice sends', () => {
    const sent: SignupEvent[] = [];
    const view = connectSignup(
      createActor(newsletterSignupMachine, { input: { market: 'HU' } })
        .start()
        .getSnapshot(),
      (e) => sent.push(e),
      de,
    );
    expect(view.fields.salutation!.id).toBe('newsletter-salutation');
    expect(view.fields.salutation!.label).toBe('Anrede');
    expect(view.fields.salutation!.required).toBe(true);
    expect(view.fields.salutation!.getSelectProps()).toMatchObject({
      id: 'newsletter-salutation',
      name: 'salutation',
      required: true,
      autoComplete: 'honorific-prefix',
      value: '',
    });
    expect(view.fields.firstName!.getInputProps()).toMatchObject({
      id: 'newsletter-firstName',
      name: 'firstName',
      autoComplete: 'given-name',
      type: 'text',
    });
    view.fields.salutation!.getSelectProps().onChange!({ target: { value: 'MRS' } });
    expect(sent).toEqual([{ type: 'CHANGE', field: 'salutation', value: 'MRS' }]);
    expect(view.honeypot).toMatchObject({
      id: 'newsletter-homepage',
      name: 'homepage',
      label: 'Dieses Feld bitte leer lassen',
    });
    expect(view.honeypot.getLabelProps()).toEqual({ htmlFor: 'newsletter-homepage' });
    expect(view.fields.dne!.required).toBe(false);
  });

  it('adoptTypedInput tells the machine what the server form shows, with the extra fields on screen', () => {
    const sent: SignupEvent[] = [];
    const view = viewOf(started(), (e) => sent.push(e));
    view.adoptTypedInput(
      {
        elements: {
          namedItem: (name: string) =>
            name === 'email' ? { value: 'a@example.de', type: 'email', ownerDocument: null } : null,
        },
      },
      true,
    );
    expect(sent).toEqual([
      { type: 'FOCUS', field: 'email' },
      { type: 'FOCUS', field: 'email' },
      { type: 'CHANGE', field: 'email', value: 'a@example.de' },
      { type: 'BLUR', field: 'email' },
    ]);
  });

  it('a control without a text value (a group, a button) is left alone; an unchanged box tells nothing', () => {
    const sent: SignupEvent[] = [];
    const view = connectSignup(
      createActor(newsletterSignupMachine, { input: { market: 'TR' } })
        .start()
        .getSnapshot(),
      (e) => sent.push(e),
      de,
    );
    const controls: Record<string, unknown> = {
      email: { value: 5, type: 'email' },
      firstName: { type: 'text' },
      legals: { value: 'NEWSLETTER', type: 'checkbox', checked: false, ownerDocument: null },
    };
    view.adoptTypedInput({ elements: { namedItem: (name: string) => controls[name] ?? null } }, false);
    view.getFormProps().onSubmit!({
      preventDefault() {},
      target: { elements: { namedItem: (name: string) => controls[name] ?? null } },
    });
    view.getFormProps().onSubmit!(undefined);
    view.getFormProps().onSubmit!({ preventDefault() {}, currentTarget: 'form', target: 7 });
    expect(sent).toEqual([{ type: 'SUBMIT' }, { type: 'SUBMIT' }, { type: 'SUBMIT' }]);
  });
});
