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
