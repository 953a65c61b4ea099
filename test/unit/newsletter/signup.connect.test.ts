import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { connectSignup, newsletterSignupMachine, sameViewModel, type NewsletterSignupView, type SignupEvent } from '../../../core/newsletter';
import { viewModelSharer } from '../../../core/view-model';
import huHU from '../../../core/newsletter/texts/hu-HU';
import trTR from '../../../core/newsletter/texts/tr-TR';

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
    for (const field of [view.fields.email, view.fields.firstName, view.fields.lastName]) expect(field).not.toHaveProperty('maxLength');
  });
});

describe('prop getters of the sign-up fields', () => {
  it('a text field: its label, type, value and handlers; no clear button while disabled', () => {
    const actor = started('HU');
    const sent: SignupEvent[] = [];
    const view = connectSignup(actor.getSnapshot(), (e) => sent.push(e), huHU);
    const email = view.fields.email.getInputProps();
    expect(email).toMatchObject({ id: 'newsletter-email', name: 'email', type: 'email', required: true, disabled: false, clearable: true, autoComplete: 'email', error: undefined });
    expect(email.label).toBe(huHU.emailLabel);
    expect(view.fields.lastName!.getInputProps()).toMatchObject({ name: 'lastName', type: 'text', autoComplete: 'family-name' });
    email.onChange('anna@example.hu');
    email.onFocus();
    email.onBlur();
    expect(sent).toEqual([
      { type: 'CHANGE', field: 'email', value: 'anna@example.hu' },
      { type: 'FOCUS', field: 'email' },
      { type: 'BLUR', field: 'email' },
    ]);
    actor.send({ type: 'CHANGE', field: 'email', value: 'anna@' });
    actor.send({ type: 'BLUR', field: 'email' });
    expect(connectSignup(actor.getSnapshot(), () => {}, huHU).fields.email.getInputProps().error).toBe(huHU.errors.emailInvalid);
  });

  it('the salutation select starts with its placeholder; a checkbox posts its value', () => {
    const view = connectSignup(started('HU').getSnapshot(), () => {}, huHU);
    const select = view.fields.salutation!.getSelectProps();
    expect(select.options[0]).toEqual({ value: '', text: huHU.salutationPlaceholder });
    expect(select.options.slice(1)).toEqual(view.fields.salutation!.options);
    expect(select.autoComplete).toBe('honorific-prefix');
    const tr = connectSignup(started('TR').getSnapshot(), () => {}, trTR);
    expect(tr.fields.legals!.getCheckboxProps()).toMatchObject({ id: 'newsletter-legals', name: 'legals', value: 'NEWSLETTER', checked: false });
  });

  it('the honeypot is out of the tab order, ignored by password managers, and sends what a bot typed', () => {
    const sent: SignupEvent[] = [];
    const honeypot = connectSignup(started('DE').getSnapshot(), (e) => sent.push(e), huHU).honeypot.getInputProps();
    expect(honeypot).toMatchObject({ name: 'homepage', tabIndex: -1, autoComplete: 'off', 'data-1p-ignore': '', 'data-lpignore': 'true', 'data-bwignore': '' });
    honeypot.onChange({ target: { value: 'https://spam.example' } });
    expect(sent).toEqual([{ type: 'CHANGE', field: 'honeypot', value: 'https://spam.example' }]);
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
    for (const part of ['image', 'legalNotice', 'voucherFootnote', 'privacyNotice'] as const) expect(retyped[part]).toBe(typed[part]);
    retyped.fields.email.onFocus();
    expect(sent).toEqual([{ type: 'FOCUS', field: 'email' }]);
  });
});
