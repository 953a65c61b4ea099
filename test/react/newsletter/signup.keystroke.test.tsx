// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createElement, Profiler, type ComponentType } from 'react';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { NewsletterTexts } from '../../../core/newsletter';
import deAT from '../../../core/newsletter/signup/texts/de-AT';
import deDE from '../../../core/newsletter/signup/texts/de-DE';
import trTR from '../../../core/newsletter/signup/texts/tr-TR';
import { flush, renderSignup } from './harness';

// Which widgets rendered, read with React's Profiler: every widget the sign-up uses is wrapped in a <Profiler> named
// after the widget and its field, whose onRender fires in a commit only when that widget rendered again.
const rendered: string[] = [];
vi.mock('../../../react/widgets', async (importOriginal) => {
  const widgets = await importOriginal<Record<string, unknown>>();
  const profiled = (name: string, Widget: ComponentType<Record<string, unknown>>) =>
    function Profiled(props: Record<string, unknown>) {
      const id = `${name}${props.id ? ` ${String(props.id)}` : props.className ? ` .${String(props.className)}` : ''}`;
      return createElement(
        Profiler,
        { id, onRender: (which: string) => void rendered.push(which) },
        createElement(Widget, props),
      );
    };
  const out: Record<string, unknown> = { ...widgets };
  for (const name of ['TextInput', 'Select', 'Checkbox', 'Notification', 'Button', 'BannerStrip', 'ExpandableText']) {
    out[name] = profiled(name, widgets[name] as ComponentType<Record<string, unknown>>);
  }
  return out;
});

beforeEach(() => void (rendered.length = 0));
afterEach(cleanup);

const email = (texts: NewsletterTexts) => screen.getByLabelText(texts.emailLabel, { exact: false }) as HTMLInputElement;

const nativeSetValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
/** Types one more character into the focused e-mail field, as a browser does (the value, then the input event). */
function typeCharacter(input: HTMLInputElement, character: string) {
  rendered.length = 0;
  nativeSetValue.call(input, `${input.value}${character}`);
  fireEvent.input(input);
  return [...new Set(rendered)];
}

/** A German form, its e-mail field focused and `typed` typed into it key by key (input events, no change event). */
async function typedIntoGermanForm(typed: string) {
  const rendered = renderSignup(deDE, { market: 'DE' });
  await flush();
  const input = email(deDE);
  act(() => input.focus());
  for (const character of typed) typeCharacter(input, character);
  return { ...rendered, input };
}

const MARKETS = [
  { market: 'DE', texts: deDE, fields: ['dne'] },
  { market: 'AT', texts: deAT, fields: ['salutation', 'firstName', 'lastName', 'dne'] },
  { market: 'TR', texts: trTR, fields: ['firstName', 'lastName', 'dne', 'legals'] },
] as const;
const WIDGET = {
  salutation: 'Select',
  firstName: 'TextInput',
  lastName: 'TextInput',
  dne: 'Checkbox',
  legals: 'Checkbox',
} as const;

describe('a keystroke in the sign-up e-mail field (issue 19)', () => {
  it.each(MARKETS)(
    '$market: renders nothing, not even the e-mail field (the input holds what is typed), and the machine hears it',
    async ({ market, texts, fields }) => {
      // A failed sign-up left a notification on the form; all the market's fields are shown.
      const { calls } = renderSignup(texts, {
        market,
        resume: { values: { email: 'anna@example' }, outcome: 'ERROR_GENERIC' },
      });
      await flush();
      calls.baseData[0]?.resolve(null);
      await flush();
      expect(screen.getByText(texts.errors.generic)).toBeTruthy();
      const input = email(texts);
      act(() => input.focus());
      // The wrappers saw every widget of the form render (else "did not render" below would say nothing).
      expect(new Set(rendered)).toEqual(
        new Set([
          'TextInput newsletter-email',
          ...fields.map((field) => `${WIDGET[field]} newsletter-${field}`),
          'Notification .sk-newsletter__notice',
          'Button',
          'BannerStrip .sk-newsletter__discount',
          'ExpandableText newsletter-legal',
        ]),
      );

      expect(typeCharacter(input, '.')).toEqual([]);
      expect(typeCharacter(input, 'd')).toEqual([]);
      expect(typeCharacter(input, 'e')).toEqual([]);
      expect(input.value).toBe('anna@example.de');
      expect(screen.getByText(texts.errors.generic)).toBeTruthy();
    },
  );

  it('the machine hears the address when it is committed (D38): leaving the field validates what was typed', async () => {
    const { input } = await typedIntoGermanForm('kim@example');
    // Leaving a changed field: the browser fires change, then blur.
    fireEvent.change(input);
    act(() => input.blur());
    expect(document.getElementById('newsletter-email-error')?.textContent).toContain(deDE.errors.emailInvalid);
    act(() => input.focus());
    for (const character of '.org') typeCharacter(input, character);
    fireEvent.change(input);
    act(() => input.blur());
    expect(document.getElementById('newsletter-email-error')).toBeNull();
  });

  it("a form sent with no change event before it (a script's requestSubmit) sends the address the field shows", async () => {
    const { calls, input } = await typedIntoGermanForm('kim@example.org');
    await act(async () => input.form!.requestSubmit());
    await flush();
    expect(calls.subscribe.map((call) => call.request.email)).toEqual(['kim@example.org']);
  });

  it('the clear button commits the empty field: leaving it then asks for an address', async () => {
    const { input } = await typedIntoGermanForm('kim@example.org');
    fireEvent.change(input);
    fireEvent.click(screen.getByRole('button', { name: /eingabe löschen|clear/i }));
    expect(input.value).toBe('');
    expect(document.activeElement).toBe(input);
    act(() => input.blur());
    expect(document.getElementById('newsletter-email-error')?.textContent).toContain(deDE.errors.emailRequired);
  });

  it('what a keystroke changes still renders: focus reveals the extra fields, the first character the clear button (the field alone), then nothing renders', async () => {
    renderSignup(deDE, { market: 'DE' });
    await flush();
    const extra = () => document.querySelector('.sk-newsletter__extra')!;
    const clear = () => screen.queryByRole('button', { name: /clear|leeren|löschen/i });
    expect(extra().hasAttribute('data-collapsed')).toBe(true);
    expect(clear()).toBeNull();
    const input = email(deDE);
    act(() => input.focus());
    expect(extra().hasAttribute('data-collapsed')).toBe(false);
    expect(typeCharacter(input, 'a')).toEqual(['TextInput newsletter-email']);
    expect(clear()).not.toBeNull();
    expect(typeCharacter(input, 'n')).toEqual([]);
    expect(input.value).toBe('an');
    // Emptying the field takes the clear button away again.
    nativeSetValue.call(input, '');
    fireEvent.input(input);
    expect(clear()).toBeNull();
  });

  it('a ticked consent renders its checkbox, and not the e-mail field', async () => {
    renderSignup(trTR, { market: 'TR' });
    await flush();
    rendered.length = 0;
    fireEvent.click(document.getElementById('newsletter-legals')!);
    expect([...new Set(rendered)]).toEqual(['Checkbox newsletter-legals']);
    expect((document.getElementById('newsletter-legals') as HTMLInputElement).checked).toBe(true);
  });
});
