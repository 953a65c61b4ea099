import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { connectSignup, newsletterSignupMachine, sameViewModel, signupTextParts, signupViewSelector, type SignupEvent } from '../../../core/newsletter';
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

describe('selecting the view with comparisons', () => {
  it('sameViewModel compares data and ignores functions', () => {
    const a = { x: [1, { y: 'z' }], on: () => 1 };
    expect(sameViewModel(a, { x: [1, { y: 'z' }], on: () => 2 })).toBe(true);
    expect(sameViewModel(a, { x: [1, { y: 'Z' }], on: () => 1 })).toBe(false);
    expect(sameViewModel(a, { x: [1, { y: 'z' }] })).toBe(false);
    expect(sameViewModel([1], { 0: 1 })).toBe(false);
    expect(sameViewModel({ a: undefined }, { b: undefined })).toBe(false);
    expect(sameViewModel(null, {})).toBe(false);
  });

  it('a snapshot that changes nothing shown gives an equal view; typing changes the view but not its texts', () => {
    const actor = started('HU');
    const sent: SignupEvent[] = [];
    const select = signupViewSelector((e) => sent.push(e), huHU);
    actor.send({ type: 'CHANGE', field: 'email', value: 'anna@example.hu' });
    const typed = actor.getSnapshot();
    expect(select(typed)).toBe(select(typed)); // one connect per snapshot
    actor.send({ type: 'BLUR', field: 'email' });
    expect(actor.getSnapshot()).not.toBe(typed);
    expect(sameViewModel(select(typed), select(actor.getSnapshot()))).toBe(true);
    actor.send({ type: 'CHANGE', field: 'email', value: 'anna@example.hu2' });
    expect(sameViewModel(select(typed), select(actor.getSnapshot()))).toBe(false);
    expect(sameViewModel(signupTextParts(select(typed)), signupTextParts(select(actor.getSnapshot())))).toBe(true);
    select(typed).fields.email.onFocus();
    expect(sent).toEqual([{ type: 'FOCUS', field: 'email' }]);
  });
});
