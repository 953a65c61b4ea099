// What the preference page shows and does in each phase, as the shopper sees it (newsletter-connect scope): the phase
// a server resumed it to, the buttons' labels and aria-disabled state while busy, the notices' texts and tones, the erase
// question and its answers, the consent lines, the data links and the erasure's result. Expected texts are the de-DE
// catalogue's or literals, never the connect's.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  connectPreferences,
  formatPreferencesDate,
  newsletterPreferencesMachine,
  type PreferencesEvent,
  type PreferencesNotice,
  type PreferencesResume,
  type PreferencesSubscriber,
} from '../../../core/newsletter';
import de from '../../../core/newsletter/signup/texts/de-DE';
import t from '../../../core/newsletter/preferences/texts/de-DE';

/** An Austrian subscriber: the names are shown and optional there. */
const AT_SUBSCRIBER: PreferencesSubscriber = {
  email: 'anna@example.at',
  salutation: 'MRS',
  firstName: 'Anna',
  lastName: 'Huber',
  consents: [],
  legals: [],
  market: 'AT',
  confirmedAt: '2026-11-23T09:00:00.000Z',
  updatedAt: '2026-11-23T09:00:00.000Z',
};

/** The page as a server left it (idle, before its code runs). */
function resumedView(resume: PreferencesResume, send: (e: PreferencesEvent) => void = () => {}, market = 'AT') {
  const actor = createActor(newsletterPreferencesMachine, { input: { token: 'tok-1', market, resume } }).start();
  return connectPreferences(actor.getSnapshot(), send, de, t);
}

const never = <T>() => new Promise<T>(() => {});

/** A running page: loaded, then `act` drives it; each call its own answer. */
function running(
  calls: {
    load?: () => Promise<PreferencesSubscriber>;
    update?: () => Promise<PreferencesSubscriber>;
    unsubscribe?: () => Promise<void>;
    erase?: () => Promise<unknown>;
  } = {},
) {
  const machine = newsletterPreferencesMachine.provide({
    actors: {
      loadSubscriber: fromPromise(calls.load ?? (async () => AT_SUBSCRIBER)),
      updateSubscriber: fromPromise(calls.update ?? never),
      unsubscribe: fromPromise(calls.unsubscribe ?? never),
      eraseData: fromPromise(calls.erase ?? never),
    } as never,
  });
  const actor = createActor(machine, { input: { token: 'tok-1', market: 'AT' } }).start();
  actor.send({ type: 'START' });
  return actor;
}
const viewOf = (actor: ReturnType<typeof running>, send: (e: PreferencesEvent) => void = () => {}) =>
  connectPreferences(actor.getSnapshot(), send, de, t);
const editing = async () => {
  const actor = running();
  await waitFor(actor, (s) => s.matches('editing'));
  return actor;
};

describe("the preference page's phase, as a server resumed it (no JavaScript yet)", () => {
  it('an invalid link shows the banner only: no intro, no form, no notice even with one', () => {
    const view = resumedView({ result: 'invalid', notice: 'saveFailed', subscriber: AT_SUBSCRIBER });
    expect(view.phase).toBe('invalid');
    expect(view.invalidLink).toBe(
      'Dieser Link ist nicht oder nicht mehr gültig. Den aktuellen Link finden Sie in der neuesten E-Mail unseres Newsletters.',
    );
    expect(view.invalidNotice).toEqual({
      tone: 'error',
      text: t.invalidLink,
      id: 'newsletter-preferences-invalid-link',
    });
    expect(view.showIntro).toBe(false);
    expect(view.notice).toBeUndefined();
    expect(view.form).toBeUndefined();
    expect(view.loading).toBeUndefined();
    expect(view.retry).toBeUndefined();
  });

  it('unsubscribed shows the success end, without the form or a notice; the data rights stay (issue 43)', () => {
    const view = resumedView({ result: 'unsubscribed', notice: 'unsubscribeFailed', subscriber: AT_SUBSCRIBER });
    expect(view.phase).toBe('unsubscribed');
    expect(view.unsubscribed).toEqual({
      headline: 'Sie haben den Newsletter abbestellt.',
      body: t.unsubscribed,
      signUpAgain: t.signUpAgain,
      tone: 'success',
    });
    expect(view.notice).toBeUndefined();
    expect(view.invalidLink).toBeUndefined();
    expect(view.form).toBeUndefined();
    expect(view.unsubscribe).toBeUndefined();
    expect(view.data?.heading).toBe(t.dataHeading);
    expect(view.erase?.askButton.label).toBe(t.erase);
    expect(view.erase?.confirming).toBeUndefined();
    expect(view.erased).toBeUndefined();
  });

  it('unsubscribed, "erase" posted once: the question (issue 43)', () => {
    const view = resumedView({ result: 'unsubscribed', confirmErase: true });
    expect(view.phase).toBe('unsubscribed');
    expect(view.erase?.confirming?.question).toBe(t.eraseQuestion);
  });

  it('erased shows what was erased and the reference, without a notice', () => {
    const view = resumedView({
      result: 'erased',
      notice: 'eraseFailed',
      erasure: {
        reference: 'ER-42',
        erasedAt: '2026-11-24T10:00:00.000Z',
        erased: { subscription: true, requests: 2, consentEvents: 5, mails: 3, manageTokens: 1 },
      },
    });
    expect(view.phase).toBe('erased');
    expect(view.erased).toEqual({
      headline: 'Ihre Daten sind gelöscht.',
      summary: 'Gelöscht: 2 Anmeldungen mit Namen und Einwilligungen, 5 Einwilligungsereignisse und 3 E-Mails.',
      kept: t.erasedKept.replace('{reference}', 'ER-42'),
      signUpAgain: t.signUpAgain,
      tone: 'success',
    });
    expect(view.notice).toBeUndefined();
    expect(view.unsubscribed).toBeUndefined();
    expect(view.form).toBeUndefined();
  });

  it("erased without the erasure's figures: no summary, a dash for the reference", () => {
    const view = resumedView({ result: 'erased' });
    expect(view.erased!.summary).toBe('');
    expect(view.erased!.kept).toBe(t.erasedKept.replace('{reference}', '–'));
  });

  it('no subscriber and a notice: the load failed, with its text, an error tone and a retry that starts the page', () => {
    const sent: PreferencesEvent[] = [];
    const view = resumedView({ notice: 'loadTimedOut' }, (e) => sent.push(e));
    expect(view.phase).toBe('loadFailed');
    expect(view.notice).toEqual({
      tone: 'error',
      text: 'Unser Dienst antwortet gerade nicht. Bitte versuchen Sie es in einigen Minuten erneut.',
    });
    expect(view.retry!.label).toBe('Erneut versuchen');
    view.retry!.onClick();
    expect(sent).toEqual([{ type: 'START' }]);
    expect(view.loading).toBeUndefined();
    expect(view.form).toBeUndefined();
    expect(view.showIntro).toBe(false);
  });

  it('no subscriber and no notice: loading, with the loading text and no retry', () => {
    const view = resumedView({});
    expect(view.phase).toBe('loading');
    expect(view.loading).toBe('Ihr Abonnement wird geladen …');
    expect(view.loadingText).toBe('Ihr Abonnement wird geladen …');
    expect(view.retry).toBeUndefined();
    expect(view.notice).toBeUndefined();
    expect(view.subscription).toBeUndefined();
  });

  it('a confirmation asked without a subscriber is still loading: no erase question', () => {
    const view = resumedView({ confirmErase: true });
    expect(view.phase).toBe('loading');
    expect(view.erase).toBeUndefined();
  });

  it('a subscriber: editing with the intro and the page texts; the loading text is kept for the views but not shown', () => {
    const view = resumedView({ subscriber: AT_SUBSCRIBER });
    expect(view.phase).toBe('editing');
    expect(view.showIntro).toBe(true);
    expect(view).toMatchObject({
      locale: 'de-DE',
      headline: 'Ihr Newsletter-Abonnement',
      intro: t.intro,
      errorPrefix: 'Fehler:',
      busy: false,
      loadingText: t.loading,
    });
    expect(view.loading).toBeUndefined();
    expect(view.erase!.confirming).toBeUndefined();
  });

  it('"erase" posted once: the question with its two answers, the ask button still posting erase', () => {
    const view = resumedView({ subscriber: AT_SUBSCRIBER, confirmErase: true });
    expect(view.phase).toBe('editing');
    expect(view.erase!.confirming).toMatchObject({
      question: t.eraseQuestion,
      confirmLabel: 'Ja, endgültig löschen',
      cancelLabel: 'Nein, behalten',
    });
    expect(view.erase!.confirming!.confirmButton.label).toBe('Ja, endgültig löschen');
    expect(view.erase!.confirming!.confirmButton.getButtonProps()).toEqual({
      type: 'submit',
      name: 'action',
      value: 'erase-confirmed',
    });
    expect(view.erase!.confirming!.cancelButton.label).toBe('Nein, behalten');
    expect(view.erase!.confirming!.cancelButton.getButtonProps()).toEqual({
      type: 'submit',
      name: 'action',
      value: 'erase-cancelled',
    });
    expect(view.erase!.askButton.getButtonProps()).toEqual({
      type: 'submit',
      name: 'action',
      value: 'erase',
    });
  });

  it("a posted form's errors: the message, its id tied to the control, invalid; an unknown code says the generic text", () => {
    const view = resumedView({
      subscriber: AT_SUBSCRIBER,
      errors: { firstName: 'nameInvalid', lastName: 'bogus' as never },
    });
    const first = view.form!.firstName!;
    expect(first.error).toBe('Dieses Feld enthält ungültige Zeichen.');
    expect(first.errorId).toBe('newsletter-preferences-firstName-error');
    expect(first.getErrorProps()).toEqual({ id: 'newsletter-preferences-firstName-error', hidden: false });
    expect(first.getInputProps()).toMatchObject({
      id: 'newsletter-preferences-firstName',
      name: 'firstName',
      required: false,
      'aria-invalid': true,
      'aria-describedby': 'newsletter-preferences-firstName-error',
    });
    expect(view.form!.lastName!.error).toBe(de.errors.generic);
    const salutation = view.form!.salutation!;
    expect(salutation.error).toBeUndefined();
    expect('error' in salutation).toBe(false);
    expect(salutation.getErrorProps()).toEqual({ id: 'newsletter-preferences-salutation-error', hidden: true });
    expect(salutation.getSelectProps()).toMatchObject({
      id: 'newsletter-preferences-salutation',
      name: 'salutation',
      required: false,
      value: 'MRS',
      autoComplete: 'honorific-prefix',
    });
    expect(salutation.getSelectProps()['aria-invalid']).toBeUndefined();
    expect(salutation.getSelectProps()['aria-describedby']).toBeUndefined();
  });

  it('optional names say so in their labels; required ones (HU) do not and are required', () => {
    const at = resumedView({ subscriber: AT_SUBSCRIBER });
    expect(at.form!.firstName!.label).toBe('Vorname (optional)');
    expect(at.form!.lastName!.label).toBe('Nachname (optional)');
    expect(at.form!.salutation!.label).toBe('Anrede (optional)');
    expect(at.form!.firstName!.required).toBe(false);
    const hu = resumedView({ subscriber: { ...AT_SUBSCRIBER, market: 'HU' } }, () => {}, 'HU');
    expect(hu.form!.firstName!.label).toBe('Vorname');
    expect(hu.form!.firstName!.required).toBe(true);
    expect(hu.form!.firstName!.getInputProps()).toMatchObject({
      required: true,
      type: 'text',
      autoComplete: 'given-name',
      maxLength: 40,
      value: 'Anna',
    });
    expect(hu.form!.salutation!.getSelectProps()).toMatchObject({ required: true });
    expect(hu.form!.nameOrder).toEqual(['lastName', 'firstName']);
    expect(at.form!.nameOrder).toEqual(['firstName', 'lastName']);
  });

  it('the consent box posts as dne; the salutation offers the placeholder, then the four salutations in order', () => {
    const view = resumedView({ subscriber: AT_SUBSCRIBER });
    expect(view.form!.dne).toMatchObject({ id: 'newsletter-preferences-dne', name: 'dne', checked: false });
    expect(view.form!.dne.label).toEqual([{ kind: 'text', text: de.dneConsentLabel }]);
    expect(view.form!.salutation!.options).toEqual([
      { value: '', text: 'Bitte wählen' },
      { value: 'MRS', text: 'Frau' },
      { value: 'MR', text: 'Herr' },
      { value: 'DIVERS', text: 'Divers' },
      { value: 'COMPANY', text: 'Firma' },
    ]);
  });

  it('a market without the name fields shows none of them (DE)', () => {
    const view = resumedView({ subscriber: { ...AT_SUBSCRIBER, market: 'DE' } }, () => {}, 'DE');
    expect(view.form!.salutation).toBeUndefined();
    expect(view.form!.firstName).toBeUndefined();
    expect(view.form!.lastName).toBeUndefined();
    expect(view.form!.heading).toBe('Ändern');
  });
});

describe('the notices beside the form: each text and tone', () => {
  const cases: [PreferencesNotice, 'success' | 'error', string][] = [
    ['saved', 'success', 'Ihre Änderungen sind gespeichert.'],
    ['saveFailed', 'error', t.saveFailed],
    [
      'saveTimedOut',
      'error',
      'Das Speichern hat zu lange gedauert. Ihre Eingaben sind noch da – bitte versuchen Sie es erneut.',
    ],
    ['unsubscribeFailed', 'error', 'Die Abmeldung hat gerade nicht geklappt. Bitte versuchen Sie es erneut.'],
    [
      'unsubscribeTimedOut',
      'error',
      `${t.timedOut} Die Abmeldung hat gerade nicht geklappt. Bitte versuchen Sie es erneut.`,
    ],
    [
      'eraseFailed',
      'error',
      'Das Löschen hat gerade nicht geklappt. Es wurde nichts gelöscht – bitte versuchen Sie es erneut.',
    ],
    ['eraseTimedOut', 'error', `${t.timedOut} ${t.eraseFailed}`],
    [
      'loadFailed',
      'error',
      'Ihr Abonnement konnte gerade nicht geladen werden. Bitte versuchen Sie es in einigen Minuten erneut.',
    ],
    ['loadTimedOut', 'error', 'Unser Dienst antwortet gerade nicht. Bitte versuchen Sie es in einigen Minuten erneut.'],
  ];
  it.each(cases)('%s: tone %s', (notice, tone, text) => {
    const view = resumedView({ subscriber: AT_SUBSCRIBER, notice });
    expect(view.phase).toBe('editing');
    expect(view.notice).toEqual({ tone, text });
  });
});

describe('the subscription as shown: consents with their dates, the last change', () => {
  it("a date in the page's language, in UTC; an unparsable one is empty", () => {
    expect(formatPreferencesDate('2026-11-23T23:30:00.000Z', 'de-DE')).toBe('23. November 2026');
    expect(formatPreferencesDate('2026-11-23T09:00:00.000Z', 'en-GB')).toBe('23 November 2026');
    expect(formatPreferencesDate('not a date', 'de-DE')).toBe('');
  });

  it('the newsletter, the legals (when given) and the optional consent not given', () => {
    const view = resumedView({ subscriber: { ...AT_SUBSCRIBER, legals: ['NEWSLETTER'] } });
    expect(view.subscription).toEqual({
      emailLabel: 'E-Mail-Adresse',
      email: 'anna@example.at',
      consentsHeading: 'Ihre Einwilligungen',
      consents: [
        {
          label: [{ kind: 'text', text: 'Newsletter per E-Mail' }],
          state: 'erteilt am 23. November 2026',
          given: true,
        },
        { label: [{ kind: 'text', text: de.legalsConsentLabel }], state: 'erteilt am 23. November 2026', given: true },
        { label: [{ kind: 'text', text: de.dneConsentLabel }], state: 'nicht erteilt', given: false },
      ],
    });
  });

  it('the optional consent given on its own date, else on the last change; a change after the confirmation is told', () => {
    const subscriber = { ...AT_SUBSCRIBER, consents: ['DNE' as const], updatedAt: '2026-11-25T08:00:00.000Z' };
    const withDate = resumedView({ subscriber: { ...subscriber, dneGivenAt: '2026-11-24T08:00:00.000Z' } });
    expect(withDate.subscription!.consents).toHaveLength(2);
    expect(withDate.subscription!.consents[1]).toMatchObject({ state: 'erteilt am 24. November 2026', given: true });
    expect(withDate.subscription!.changed).toBe('zuletzt geändert am 25. November 2026');
    const withoutDate = resumedView({ subscriber });
    expect(withoutDate.subscription!.consents[1]!.state).toBe('erteilt am 25. November 2026');
    expect(resumedView({ subscriber: AT_SUBSCRIBER }).subscription!.changed).toBeUndefined();
    expect('changed' in resumedView({ subscriber: AT_SUBSCRIBER }).subscription!).toBe(false);
  });
});

describe('the data links (D59)', () => {
  it('the readable page and the JSON when the host gives them, neither when not', () => {
    const actor = createActor(newsletterPreferencesMachine, {
      input: { token: 'tok-1', market: 'AT', resume: { subscriber: AT_SUBSCRIBER } },
    }).start();
    const withLinks = connectPreferences(actor.getSnapshot(), () => {}, de, t, {
      links: { page: '/at/newsletter/data', json: '/api/data.json' },
    });
    expect(withLinks.data).toEqual({
      heading: 'Ihre Daten',
      hint: t.dataHint,
      viewLabel: 'Meine Daten ansehen',
      viewHref: '/at/newsletter/data',
      downloadLabel: 'Meine Daten herunterladen (JSON)',
      downloadHref: '/api/data.json',
    });
    const none = connectPreferences(actor.getSnapshot(), () => {}, de, t);
    expect(none.data).toEqual({
      heading: 'Ihre Daten',
      hint: t.dataHint,
      viewLabel: 'Meine Daten ansehen',
      downloadLabel: 'Meine Daten herunterladen (JSON)',
    });
    // The older call: an id prefix as a string and the links after it.
    const legacy = connectPreferences(actor.getSnapshot(), () => {}, de, t, 'prefs', { json: '/api/data.json' });
    expect(legacy.data!.downloadHref).toBe('/api/data.json');
    expect(legacy.data!.viewHref).toBeUndefined();
    expect(legacy.form!.dne.id).toBe('prefs-dne');
    expect(legacy.form!.dne.getLabelProps()).toEqual({ htmlFor: 'prefs-dne' });
    expect(legacy.form!.firstName!.id).toBe('prefs-firstName');
  });
});

describe('the buttons while the page is busy, and what each does', () => {
  it('idle editing: every button enabled with its label, no aria-busy on the forms', async () => {
    const view = viewOf(await editing());
    expect(view.busy).toBe(false);
    expect(view.form!.saveLabel).toBe('Änderungen speichern');
    expect(view.form!.saving).toBe(false);
    expect(view.form!.saveButton.label).toBe('Änderungen speichern');
    expect(view.unsubscribe).toMatchObject({
      heading: 'Newsletter abbestellen',
      hint: t.unsubscribeHint,
      label: 'Newsletter abbestellen',
      busy: false,
    });
    expect(view.unsubscribe!.button.getButtonProps()).toEqual({ type: 'submit' });
    expect(view.erase).toMatchObject({
      heading: 'Meine Daten löschen',
      hint: t.eraseHint,
      label: 'Meine Daten löschen',
      busy: false,
    });
    expect(view.erase!.askButton.label).toBe('Meine Daten löschen');
    expect(view.form!.getFormProps()).not.toHaveProperty('aria-busy');
    expect(view.unsubscribe!.getFormProps()).toEqual(expect.objectContaining({ method: 'post', noValidate: true }));
    expect(view.unsubscribe!.getFormProps()).not.toHaveProperty('aria-busy');
  });

  it('while saving: the save button says so, every button is disabled, the forms are busy', async () => {
    const actor = await editing();
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().matches('saving')).toBe(true);
    const view = viewOf(actor);
    expect(view.busy).toBe(true);
    expect(view.form!.saving).toBe(true);
    expect(view.form!.saveLabel).toBe('Wird gespeichert …');
    expect(view.form!.saveButton.label).toBe('Wird gespeichert …');
    expect(view.form!.saveButton.getButtonProps()).toEqual({ type: 'submit', 'aria-disabled': true });
    expect(view.unsubscribe!.button.getButtonProps()).toEqual({ type: 'submit', 'aria-disabled': true });
    expect(view.unsubscribe!.label).toBe('Newsletter abbestellen');
    expect(view.unsubscribe!.busy).toBe(false);
    expect(view.erase!.askButton.getButtonProps()).toMatchObject({ 'aria-disabled': true });
    expect(view.form!.getFormProps()).toMatchObject({ 'aria-busy': true });
    expect(view.erase!.getFormProps()).toMatchObject({ 'aria-busy': true });
    expect(view.form!.firstName!.value).toBe('Anna');
  });

  it('while unsubscribing: the unsubscribe button says so and is disabled, the rest too', async () => {
    const actor = await editing();
    actor.send({ type: 'UNSUBSCRIBE' });
    const view = viewOf(actor);
    expect(view.busy).toBe(true);
    expect(view.unsubscribe!.label).toBe('Wird abbestellt …');
    expect(view.unsubscribe!.busy).toBe(true);
    expect(view.unsubscribe!.button.label).toBe('Wird abbestellt …');
    expect(view.unsubscribe!.button.getButtonProps()).toEqual({ type: 'submit', 'aria-disabled': true });
    expect(view.form!.saveButton.label).toBe('Änderungen speichern');
    expect(view.form!.saveButton.getButtonProps()).toEqual({ type: 'submit', 'aria-disabled': true });
    expect(view.unsubscribe!.getFormProps()).toMatchObject({ 'aria-busy': true });
  });

  it('the erase flow: ask, the question, cancel back, ask again, confirm: erasing, then the result', async () => {
    let finish: (v: unknown) => void = () => {};
    const actor = running({ erase: () => new Promise((resolve) => (finish = resolve)) });
    await waitFor(actor, (s) => s.matches('editing'));
    const sent: PreferencesEvent[] = [];
    const send = (e: PreferencesEvent) => (sent.push(e), actor.send(e));
    const submit = (form: { onSubmit?: (e: unknown) => void }, value?: string) => {
      let prevented = false;
      form.onSubmit!({
        preventDefault: () => (prevented = true),
        ...(value && { nativeEvent: { submitter: { value } } }),
      });
      return prevented;
    };

    // Asked: whatever button, the first submit asks.
    expect(submit(viewOf(actor, send).erase!.getFormProps(), 'erase-confirmed')).toBe(true);
    expect(sent).toEqual([{ type: 'ERASE' }]);
    let view = viewOf(actor, send);
    expect(view.erase!.confirming!.question).toBe(t.eraseQuestion);
    expect(view.erase!.busy).toBe(false);
    // Cancelled with the cancel button: the question goes.
    submit(view.erase!.getFormProps(), 'erase-cancelled');
    expect(sent.at(-1)).toEqual({ type: 'CANCEL_ERASE' });
    expect(viewOf(actor, send).erase!.confirming).toBeUndefined();
    // Asked again, confirmed by the confirm button.
    submit(viewOf(actor, send).erase!.getFormProps());
    submit(viewOf(actor, send).erase!.getFormProps(), 'erase-confirmed');
    expect(sent.slice(-2)).toEqual([{ type: 'ERASE' }, { type: 'CONFIRM_ERASE' }]);
    view = viewOf(actor, send);
    expect(actor.getSnapshot().matches('erasing')).toBe(true);
    expect(view.busy).toBe(true);
    expect(view.erase!.busy).toBe(true);
    expect(view.erase!.label).toBe('Wird gelöscht …');
    expect(view.erase!.askButton.label).toBe('Wird gelöscht …');
    expect(view.erase!.confirming).toMatchObject({
      question: t.eraseQuestion,
      confirmLabel: 'Wird gelöscht …',
      cancelLabel: 'Nein, behalten',
    });
    expect(view.erase!.confirming!.confirmButton.label).toBe('Wird gelöscht …');
    expect(view.erase!.confirming!.confirmButton.getButtonProps()).toEqual({
      type: 'submit',
      name: 'action',
      value: 'erase-confirmed',
      'aria-disabled': true,
    });
    expect(view.erase!.confirming!.cancelButton.getButtonProps()).toEqual({
      type: 'submit',
      name: 'action',
      value: 'erase-cancelled',
      'aria-disabled': true,
    });
    // A submit while erasing answers the question, never asks it again.
    const whileErasing: PreferencesEvent[] = [];
    submit(
      connectPreferences(actor.getSnapshot(), (e) => whileErasing.push(e), de, t).erase!.getFormProps(),
      'erase-cancelled',
    );
    submit(connectPreferences(actor.getSnapshot(), (e) => whileErasing.push(e), de, t).erase!.getFormProps());
    expect(whileErasing).toEqual([{ type: 'CANCEL_ERASE' }, { type: 'CONFIRM_ERASE' }]);
    finish({
      reference: 'ER-7',
      erasedAt: '2026-11-25T10:00:00.000Z',
      erased: { subscription: true, requests: 1, consentEvents: 2, mails: 4, manageTokens: 1 },
    });
    await waitFor(actor, (s) => s.matches('erased'));
    view = viewOf(actor);
    expect(view.phase).toBe('erased');
    expect(view.erased!.summary).toBe(
      'Gelöscht: 1 Anmeldung mit Namen und Einwilligungen, 2 Einwilligungsereignisse und 4 E-Mails.',
    );
    expect(view.erased!.kept).toContain('Ihre Referenz: ER-7.');
    expect(view.erase).toBeUndefined();
  });

  it('the handlers send what their names say', () => {
    const sent: PreferencesEvent[] = [];
    const view = resumedView({ subscriber: AT_SUBSCRIBER }, (e) => sent.push(e));
    view.save();
    view.unsubscribeNow();
    view.askErase();
    view.confirmErase();
    view.cancelErase();
    view.unsubscribe!.getFormProps().onSubmit!({ preventDefault() {} });
    view.form!.firstName!.onChange('Berta');
    view.form!.lastName!.getInputProps().onChange!({ target: { value: 'Maier' } });
    view.form!.salutation!.onChange('MR');
    view.form!.salutation!.getSelectProps().onChange!({ target: { value: 'DIVERS' } });
    view.form!.dne.onChange(true);
    expect(sent).toEqual([
      { type: 'SAVE' },
      { type: 'UNSUBSCRIBE' },
      { type: 'ERASE' },
      { type: 'CONFIRM_ERASE' },
      { type: 'CANCEL_ERASE' },
      { type: 'UNSUBSCRIBE' },
      { type: 'CHANGE', field: 'firstName', value: 'Berta' },
      { type: 'CHANGE', field: 'lastName', value: 'Maier' },
      { type: 'CHANGE', field: 'salutation', value: 'MR' },
      { type: 'CHANGE', field: 'salutation', value: 'DIVERS' },
      { type: 'CHANGE', field: 'dne', value: true },
    ]);
  });

  it('a failed load on a running page: its notice, and the retry loads again', async () => {
    const actor = running({ load: () => Promise.reject(new Error('down')) });
    await waitFor(actor, (s) => s.matches('loadFailed'));
    const sent: PreferencesEvent[] = [];
    const view = viewOf(actor, (e) => sent.push(e));
    expect(view.phase).toBe('loadFailed');
    expect(view.notice).toEqual({ tone: 'error', text: t.loadFailed });
    view.retry!.onClick();
    expect(sent).toEqual([{ type: 'RETRY' }]);
  });

  it('a failed unsubscribe comes back to the form with its error notice', async () => {
    const actor = running({ unsubscribe: () => Promise.reject(new Error('down')) });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'UNSUBSCRIBE' });
    await waitFor(actor, (s) => s.matches('editing'));
    const view = viewOf(actor);
    expect(view.notice).toEqual({
      tone: 'error',
      text: 'Die Abmeldung hat gerade nicht geklappt. Bitte versuchen Sie es erneut.',
    });
    expect(view.unsubscribe!.button.getButtonProps()).toEqual({ type: 'submit' });
  });
});
