// What a shopper typed or ticked into the server-rendered form before the code ran is kept (D23, D56), and what the
// form's fields show is told before a submit; and a field's part of the view stays the same object while only
// another field changes (issue 19). The form is the shape a DOM form has: controls by name.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  adoptTypedSignupInput,
  createSignupConnect,
  newsletterSignupMachine,
  tellTypedSignupInput,
  type SignupEvent,
} from '../../../core/newsletter';
import { EMPTY_SIGNUP_VALUES } from '../../../core/newsletter/signup/signup.rules';
import deDE from '../../../core/newsletter/signup/texts/de-DE';

interface FakeControl {
  value: string;
  type?: string;
  checked?: boolean;
  ownerDocument: { activeElement: unknown };
}

/** A page with one form; `focused` names the control the shopper is in. */
function page(controls: Record<string, { value?: string; type?: string; checked?: boolean }>, focused?: string) {
  const document = { activeElement: null as unknown };
  const byName: Record<string, FakeControl> = {};
  for (const [name, c] of Object.entries(controls))
    byName[name] = { value: c.value ?? '', type: c.type, checked: c.checked, ownerDocument: document };
  if (focused) document.activeElement = byName[focused];
  return { elements: { namedItem: (name: string) => byName[name] ?? null } };
}

const told = () => {
  const events: SignupEvent[] = [];
  return { events, send: (event: SignupEvent) => void events.push(event) };
};

describe('adoptTypedSignupInput: input typed before the code ran', () => {
  it('a name typed into a field the shopper has left is told as a visit: focus, the value, blur', () => {
    const { events, send } = told();
    adoptTypedSignupInput(page({ email: {}, firstName: { value: 'Anna' } }), EMPTY_SIGNUP_VALUES, send, false);
    expect(events).toEqual([
      { type: 'FOCUS', field: 'firstName' },
      { type: 'CHANGE', field: 'firstName', value: 'Anna' },
      { type: 'BLUR', field: 'firstName' },
    ]);
  });

  it('the field the shopper is still in gets its value and keeps the focus (no blur, so no early error)', () => {
    const { events, send } = told();
    adoptTypedSignupInput(page({ email: { value: 'anna@' } }, 'email'), EMPTY_SIGNUP_VALUES, send, false);
    expect(events).toEqual([
      { type: 'CHANGE', field: 'email', value: 'anna@' },
      { type: 'FOCUS', field: 'email' },
    ]);
  });

  it('a ticked or unticked box is told its state; fields that hold what the machine knows tell nothing', () => {
    const { events, send } = told();
    const values = { ...EMPTY_SIGNUP_VALUES, firstName: 'Anna', legals: true };
    adoptTypedSignupInput(
      page({
        firstName: { value: 'Anna' },
        dne: { type: 'checkbox', checked: true },
        legals: { type: 'checkbox', checked: false },
      }),
      values,
      send,
      false,
    );
    expect(events).toEqual([
      { type: 'CHANGE', field: 'dne', value: true },
      { type: 'CHANGE', field: 'legals', value: false },
    ]);
  });

  it("the bot trap's text is never adopted as if a person typed it", () => {
    const { events, send } = told();
    adoptTypedSignupInput(page({ homepage: { value: 'http://spam.example' } }), EMPTY_SIGNUP_VALUES, send, false);
    expect(events).toEqual([]);
  });

  it('fields shown on screen by the focused e-mail field stay shown: the machine hears that focus first', () => {
    const { events, send } = told();
    adoptTypedSignupInput(page({}), EMPTY_SIGNUP_VALUES, send, true);
    expect(events).toEqual([{ type: 'FOCUS', field: 'email' }]);
  });

  it("on a real machine, the adopted values are the form's values", () => {
    const actor = createActor(newsletterSignupMachine, { input: { market: 'DE' } }).start();
    adoptTypedSignupInput(
      page({
        email: { value: 'anna@example.de' },
        lastName: { value: 'Berg' },
        dne: { type: 'checkbox', checked: true },
      }),
      actor.getSnapshot().context.values,
      actor.send,
      false,
    );
    expect(actor.getSnapshot().context.values).toMatchObject({ email: 'anna@example.de', lastName: 'Berg', dne: true });
  });
});

describe('tellTypedSignupInput: before a submit, what the text fields show', () => {
  it('tells each text field whose value the machine has not heard, boxes and unchanged fields not; no form tells nothing', () => {
    const { events, send } = told();
    const values = { ...EMPTY_SIGNUP_VALUES, email: 'anna@example.de' };
    tellTypedSignupInput(
      page({
        email: { value: 'anna@example.de' },
        firstName: { value: 'Anna' },
        dne: { type: 'checkbox', checked: true, value: 'DNE' },
      }),
      values,
      send,
    );
    expect(events).toEqual([{ type: 'CHANGE', field: 'firstName', value: 'Anna' }]);
    tellTypedSignupInput(null, values, send);
    expect(events).toHaveLength(1);
  });
});

describe('createSignupConnect: a part whose inputs did not change is the same object', () => {
  it('typing the address gives a new e-mail field but the same DNE box and image, so a view compares them at once', () => {
    const actor = createActor(newsletterSignupMachine, { input: { market: 'DE' } }).start();
    const connect = createSignupConnect(deDE, 'nl');
    const before = connect(actor.getSnapshot(), actor.send);
    actor.send({ type: 'CHANGE', field: 'email', value: 'anna@example.de' });
    const after = connect(actor.getSnapshot(), actor.send);
    expect(after.fields.email.value).toBe('anna@example.de');
    expect(after.fields.email).not.toBe(before.fields.email);
    expect(after.fields.dne).toBe(before.fields.dne);
    expect(after.image).toBe(before.image);
    expect(after.fields.email.id).toBe('nl-email');
  });
});
