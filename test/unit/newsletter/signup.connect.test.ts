import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  connectSignup,
  doiMachine,
  newsletterSignupMachine,
  sameViewModel,
  type NewsletterSignupView,
  type SignupEvent,
} from '../../../core/newsletter';
import { viewModelSharer } from '../../../core/view-model';
import { normalizeVueProps } from '../../../core/props';
import { connectField } from '../../../core/widgets/field.connect';
import huHU from '../../../core/newsletter/signup/texts/hu-HU';
import trTR from '../../../core/newsletter/signup/texts/tr-TR';

/** The control's own id and the ids it is described by. */
const describedIds = (props: { id: string; 'aria-describedby'?: string }) => [
  props.id,
  ...(props['aria-describedby']?.split(' ') ?? []),
];

const started = (market: string) => createActor(newsletterSignupMachine, { input: { market } }).start();

describe('connectSignup decides what the view used to (issue 17)', () => {
  it('names the value each ticked checkbox posts: DNE, and NEWSLETTER for the legals checkbox', () => {
    const view = connectSignup(started('TR').getSnapshot(), () => {}, trTR);
    expect(view.fields.dne?.value).toBe('DNE');
    expect(view.fields.legals?.value).toBe('NEWSLETTER');
  });

  it('orders the name fields as the market writes names (HU: family name first)', () => {
    expect(connectSignup(started('HU').getSnapshot(), () => {}, huHU).nameOrder).toEqual(['lastName', 'firstName']);
    expect(connectSignup(started('TR').getSnapshot(), () => {}, trTR).nameOrder).toEqual(['firstName', 'lastName']);
  });

  it('offers no maxLength: a browser would cut a pasted address silently', () => {
    const view = connectSignup(started('HU').getSnapshot(), () => {}, huHU);
    for (const field of [view.fields.email, view.fields.firstName, view.fields.lastName])
      expect(field).not.toHaveProperty('maxLength');
  });
});

describe('prop getters of the sign-up fields (one vocabulary, D64)', () => {
  it('a text field: its label, type, value and handlers; the e-mail field is told on commit only (D38)', () => {
    const actor = started('HU');
    const sent: SignupEvent[] = [];
    const view = connectSignup(actor.getSnapshot(), (e) => sent.push(e), huHU);
    expect(view.fields.email).toMatchObject({ label: 'E-mail-cím', required: true, clearable: true, error: undefined });
    const email = view.fields.email.getInputProps();
    expect(email).toMatchObject({
      id: 'newsletter-email',
      name: 'email',
      type: 'email',
      required: true,
      disabled: false,
      autoComplete: 'email',
    });
    expect(email).not.toHaveProperty('onChange');
    expect(view.fields.email.getLabelProps()).toEqual({ htmlFor: 'newsletter-email' });
    expect(view.fields.lastName!.getInputProps()).toMatchObject({
      name: 'lastName',
      type: 'text',
      autoComplete: 'family-name',
      required: true,
    });
    // Handlers take a renderer's DOM event or a widget's value.
    email.onCommit!({ target: { value: 'anna@example.hu' } });
    email.onCommit!('anna@example.hu');
    email.onFocus!();
    email.onBlur!();
    view.fields.lastName!.getInputProps().onChange!('Kovács');
    expect(sent).toEqual([
      { type: 'CHANGE', field: 'email', value: 'anna@example.hu' },
      { type: 'CHANGE', field: 'email', value: 'anna@example.hu' },
      { type: 'FOCUS', field: 'email' },
      { type: 'BLUR', field: 'email' },
      { type: 'CHANGE', field: 'lastName', value: 'Kovács' },
    ]);
    actor.send({ type: 'CHANGE', field: 'email', value: 'anna@' });
    actor.send({ type: 'BLUR', field: 'email' });
    const invalid = connectSignup(actor.getSnapshot(), () => {}, huHU).fields.email;
    expect(invalid.error).toBe('Kérjük, érvényes e-mail-címet adjon meg.');
    expect(invalid.getInputProps()).toMatchObject({
      'aria-invalid': true,
      'aria-describedby': 'newsletter-email-error',
    });
    expect(invalid.getErrorProps()).toEqual({ id: 'newsletter-email-error', hidden: false });
  });

  it('a control says of its message what every kit field says (connectField): nothing while there is none, in Vue too', () => {
    const actor = started('TR');
    const vue = () => connectSignup(actor.getSnapshot(), () => {}, trTR, { normalize: normalizeVueProps }).fields;
    for (const props of [
      vue().email.getInputProps(),
      vue().firstName!.getInputProps(),
      vue().legals!.getCheckboxProps(),
    ]) {
      expect(props).not.toHaveProperty('aria-invalid');
      expect(props).not.toHaveProperty('aria-describedby');
    }
    actor.send({ type: 'SUBMIT' });
    const fields = connectSignup(actor.getSnapshot(), () => {}, trTR).fields;
    for (const [field, props] of [
      ['firstName', fields.firstName!.getInputProps()],
      ['legals', fields.legals!.getCheckboxProps()],
    ] as const) {
      expect(props).toMatchObject(
        connectField({ id: `newsletter-${field}`, hasHint: false, hasError: true }).getControlProps(),
      );
      expect(describedIds(props)).toEqual([`newsletter-${field}`, `newsletter-${field}-error`]);
    }
  });

  it('the salutation select starts with its placeholder; a checkbox posts its value and is told its ticked state', () => {
    const view = connectSignup(started('HU').getSnapshot(), () => {}, huHU);
    expect(view.fields.salutation!.options.map((o) => o.value)).toEqual(['', 'MRS', 'MR', 'DIVERS', 'COMPANY']);
    expect(view.fields.salutation!.options[0]!.text).toBe(huHU.salutationPlaceholder);
    expect(view.fields.salutation!.getSelectProps().autoComplete).toBe('honorific-prefix');
    const sent: SignupEvent[] = [];
    const tr = connectSignup(started('TR').getSnapshot(), (e) => sent.push(e), trTR);
    const legals = tr.fields.legals!.getCheckboxProps();
    expect(legals).toMatchObject({
      id: 'newsletter-legals',
      name: 'legals',
      type: 'checkbox',
      value: 'NEWSLETTER',
      checked: false,
      required: true,
    });
    legals.onChange!({ target: { type: 'checkbox', checked: true, value: 'NEWSLETTER' } });
    legals.onChange!(false);
    expect(sent).toEqual([
      { type: 'CHANGE', field: 'legals', value: true },
      { type: 'CHANGE', field: 'legals', value: false },
    ]);
  });

  it('the honeypot is out of the tab order, hidden from assistive technology, ignored by password managers, and sends what a bot typed', () => {
    const sent: SignupEvent[] = [];
    const honeypot = connectSignup(started('DE').getSnapshot(), (e) => sent.push(e), huHU).honeypot;
    expect(honeypot.getInputProps()).toMatchObject({
      name: 'homepage',
      type: 'text',
      tabIndex: -1,
      autoComplete: 'off',
      'data-1p-ignore': '',
      'data-lpignore': 'true',
      'data-bwignore': '',
    });
    expect(honeypot.getBoxProps()).toEqual({ 'aria-hidden': 'true' });
    honeypot.getInputProps().onChange!({ target: { value: 'https://spam.example' } });
    expect(sent).toEqual([{ type: 'CHANGE', field: 'honeypot', value: 'https://spam.example' }]);
  });

  it('notices carry their tones: an unknown link is an error, a link confirmed now a success (the views choose none)', async () => {
    const answering = (confirmDoi: () => Promise<string>) =>
      createActor(
        newsletterSignupMachine.provide({
          actors: {
            loadBaseData: fromPromise(async () => null),
            doubleOptIn: doiMachine.provide({ actors: { confirmDoi: fromPromise(confirmDoi) } as never }),
          } as never,
        }),
        { input: { market: 'HU', doiToken: 't' } },
      ).start();
    const invalid = answering(() =>
      Promise.reject(Object.assign(new Error('404'), { status: 404, problemType: 'urn:newsletter:doi_token_invalid' })),
    );
    invalid.send({ type: 'START' });
    await waitFor(invalid, (s) => s.context.invalidDoiLink);
    expect(connectSignup(invalid.getSnapshot(), () => {}, huHU).notices).toEqual([
      {
        tone: 'error',
        text: 'Sajnos ez a link már nem érvényes. Kérjük, iratkozzon fel újra a hírlevélre.',
        id: 'newsletter-invalid-link',
      },
    ]);
    const confirmed = answering(async () => 'CONFIRMED');
    confirmed.send({ type: 'START' });
    await waitFor(confirmed, (s) => s.context.doiResult === 'CONFIRMED');
    expect(connectSignup(confirmed.getSnapshot(), () => {}, huHU).notices).toEqual([
      { tone: 'success', text: huHU.doi.confirmed },
    ]);
  });

  it('the form posts, leaves validation to the machine, and on submit tells what its fields show before sending it', () => {
    const sent: SignupEvent[] = [];
    const view = connectSignup(started('DE').getSnapshot(), (e) => sent.push(e), huHU);
    const form = view.getFormProps();
    expect(form).toMatchObject({ method: 'post', noValidate: true });
    expect(form).not.toHaveProperty('aria-busy');
    let prevented = false;
    const fields: Record<string, { value: string; type: string; checked?: boolean }> = {
      email: { value: 'typed@example.com', type: 'email' },
      homepage: { value: 'bot', type: 'text' },
      legals: { value: 'NEWSLETTER', type: 'checkbox', checked: true },
    };
    const formElement = { elements: { namedItem: (name: string) => fields[name] ?? null } };
    form.onSubmit({ preventDefault: () => (prevented = true), target: formElement, currentTarget: formElement });
    expect(prevented).toBe(true);
    expect(sent).toEqual([
      { type: 'CHANGE', field: 'email', value: 'typed@example.com' },
      { type: 'CHANGE', field: 'honeypot', value: 'bot' },
      { type: 'SUBMIT' },
    ]);
  });
});

describe('normalised for a Vue template (v-bind)', () => {
  it('renames for Vue: for, class, lower-case attributes, every edit as onInput, the commit as onChange', () => {
    const sent: SignupEvent[] = [];
    const view = connectSignup(started('HU').getSnapshot(), (e) => sent.push(e), huHU, {
      normalize: normalizeVueProps,
    });
    expect(view.fields.email.getLabelProps()).toEqual({ for: 'newsletter-email' });
    const email = view.fields.email.getInputProps();
    expect(email).toMatchObject({ id: 'newsletter-email', autocomplete: 'email', spellcheck: false, required: true });
    expect(email).not.toHaveProperty('onInput');
    // A field told on commit only holds what is typed: Vue writes `value` on every render, `defaultValue` only sets the start.
    expect(Object.keys(email).filter((k) => /[A-Z]/.test(k) && !k.startsWith('on'))).toEqual(['defaultValue']);
    expect(email).not.toHaveProperty('value');
    expect(view.fields.lastName!.getInputProps()).toHaveProperty('value', '');
    email.onChange!({ target: { value: 'vue@example.hu' } } as unknown as Event);
    view.fields.lastName!.getInputProps().onInput!({ target: { value: 'Kovács' } } as unknown as Event);
    expect(sent).toEqual([
      { type: 'CHANGE', field: 'email', value: 'vue@example.hu' },
      { type: 'CHANGE', field: 'lastName', value: 'Kovács' },
    ]);
    const honeypot = view.honeypot.getInputProps();
    expect(honeypot).toMatchObject({ tabindex: -1, autocomplete: 'off', 'data-bwignore': '' });
    expect(view.getFormProps()).toMatchObject({ method: 'post', novalidate: true });
  });
});

describe('selecting the view with comparisons', () => {
  it('a snapshot that changes nothing shown gives an equal view; typing changes the view but keeps its texts', () => {
    const actor = started('HU');
    const sent: SignupEvent[] = [];
    const share = viewModelSharer<NewsletterSignupView>();
    const connect = () => share(connectSignup(actor.getSnapshot(), (e) => sent.push(e), huHU));
    actor.send({ type: 'CHANGE', field: 'email', value: 'anna@example.hu' });
    const typed = connect();
    actor.send({ type: 'BLUR', field: 'email' });
    expect(connect()).toBe(typed);
    actor.send({ type: 'CHANGE', field: 'email', value: 'anna@example.hu2' });
    const retyped = connect();
    expect(sameViewModel(typed, retyped)).toBe(false);
    expect(retyped.fields.email.value).toBe('anna@example.hu2');
    for (const part of ['image', 'legalNotice', 'voucherFootnote', 'privacyNotice'] as const)
      expect(retyped[part]).toBe(typed[part]);
    retyped.fields.email.getInputProps().onFocus!();
    expect(sent).toEqual([{ type: 'FOCUS', field: 'email' }]);
  });
});

// Issue 39: a name the customer's base data filled in is disabled (it is theirs, not typed), and a disabled field never
// offers "clear"; a name the shopper types does.
describe('a prefilled disabled field never offers clear', () => {
  const prefilled = (firstName: string) =>
    createActor(newsletterSignupMachine, {
      input: {
        market: 'TR',
        resume: { baseData: { email: 'ayse@example.com', firstName, lastName: 'Yılmaz', consents: [], legals: [] } },
      },
    }).start();

  it("the customer's names: disabled, no clear", () => {
    const view = connectSignup(prefilled('Ayşe').getSnapshot(), () => {}, trTR);
    for (const field of [view.fields.firstName!, view.fields.lastName!]) {
      expect(field.disabled).toBe(true);
      expect(field.getInputProps()).toMatchObject({ disabled: true });
      expect(field.clearable).toBe(false);
    }
  });

  it('a name the rule refuses is left to the shopper: enabled, with clear', () => {
    const view = connectSignup(prefilled('www.example.tr').getSnapshot(), () => {}, trTR);
    expect(view.fields.firstName).toMatchObject({ disabled: false, clearable: true });
    expect(view.fields.lastName).toMatchObject({ disabled: true, clearable: false });
  });
});
