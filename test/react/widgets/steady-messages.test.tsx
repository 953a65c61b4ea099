// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Checkbox } from '../../../react/widgets/Checkbox';
import { Select } from '../../../react/widgets/Select';
import { TextInput } from '../../../react/widgets/TextInput';

// Decision D26: a message that comes or goes while a pointer is pressed keeps the control under it in place until
// the click has run. (Browser test with real mouse presses: test/e2e/newsletter-nojs.e2e.test.ts.)

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const press = () => fireEvent.pointerDown(document.body);
const release = async () => {
  fireEvent.pointerUp(document.body);
  await act(async () => vi.advanceTimersByTime(1));
};

/** A field whose message clears on focus and comes back on blur, as the sign-up's fields do. */
function ClearsOnFocus({ kind }: { kind: 'checkbox' | 'text' | 'select' }) {
  const [error, setError] = useState<string | undefined>('Please tick the box.');
  const clear = () => setError(undefined);
  const show = () => setError('Please tick the box.');
  if (kind === 'checkbox')
    return (
      <div onFocus={clear} onBlur={show}>
        <Checkbox id="f" label="I agree" error={error} />
      </div>
    );
  if (kind === 'select')
    return (
      <div onFocus={clear} onBlur={show}>
        <Select
          id="f"
          label="Salutation"
          options={[
            { value: '', text: '–' },
            { value: 'MR', text: 'Mr' },
          ]}
          error={error}
        />
      </div>
    );
  return <TextInput id="f" label="E-mail" error={error} onFocus={clear} onBlur={show} />;
}

const control = () => document.getElementById('f') as HTMLElement;
const message = () => document.querySelector<HTMLElement>('.sk-field__error');

describe.each(['checkbox', 'text', 'select'] as const)('the %s widget (D26)', (kind) => {
  it('a message cleared by the focus of a press keeps its space, invisible, until the release; then it goes', async () => {
    render(<ClearsOnFocus kind={kind} />);
    expect(message()!.style.visibility).toBe('');
    press();
    act(() => control().focus());
    // Still there, so nothing below moved; hidden from sight and from assistive technology, and no longer described.
    expect(message()).not.toBeNull();
    expect(message()!.style.visibility).toBe('hidden');
    expect(message()!.getAttribute('aria-hidden')).toBe('true');
    expect(control().getAttribute('aria-describedby') ?? '').not.toContain('f-error');
    await release();
    expect(message()).toBeNull();
  });

  it('a message a press would show (the blur of the field left) waits for the release', async () => {
    render(<ClearsOnFocus kind={kind} />);
    act(() => control().focus());
    expect(message()).toBeNull();
    press();
    act(() => control().blur());
    expect(message()).toBeNull();
    await release();
    expect(message()!.textContent).toContain('Please tick the box.');
    expect(message()!.style.visibility).toBe('');
  });

  it('without a pressed pointer (keyboard) messages change at once', () => {
    render(<ClearsOnFocus kind={kind} />);
    act(() => control().focus());
    expect(message()).toBeNull();
    act(() => control().blur());
    expect(message()!.textContent).toContain('Please tick the box.');
  });
});
