// @vitest-environment jsdom
/**
 * The model paths of each widget machine, driven through its React view: every event becomes what a
 * person or the owning page does (a click, typing, a prop change), and after every step the view must
 * show what the machine's state says.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TextInputEvent } from '../../../core/widgets/textInput.machine';
import { describePath, getTransitionPaths, type ModelPath } from '../../support/model';
import { expandableSectionMachine } from '../../../core/widgets/expandableSection.machine';
import { notificationMachine } from '../../../core/widgets/notification.machine';
import { passwordVisibilityMachine } from '../../../core/widgets/passwordVisibility.machine';
import { textInputMachine } from '../../../core/widgets/textInput.machine';
import { ExpandableSection } from '../../../react/widgets/ExpandableSection';
import { Notification } from '../../../react/widgets/Notification';
import { PasswordInput } from '../../../react/widgets/PasswordInput';
import { TextInput } from '../../../react/widgets/TextInput';

afterEach(cleanup);

const named = (paths: ModelPath[]) => paths.map((p) => [describePath(p), p] as const);
const nativeSetValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;

describe('ExpandableSection view follows its machine', () => {
  const paths = getTransitionPaths(expandableSectionMachine, {
    events: [{ type: 'TOGGLE' }, { type: 'DISABLE' }, { type: 'ENABLE' }],
  });
  it.each(named(paths))('%s', (_name, path) => {
    let disabled = false;
    const view = () => (
      <ExpandableSection title="Payment" disabled={disabled}>
        x
      </ExpandableSection>
    );
    const { rerender } = render(view());
    for (const { event, state } of path.steps) {
      if (event.type === 'TOGGLE') fireEvent.click(screen.getByRole('button', { name: 'Payment' }));
      if (event.type === 'DISABLE' || event.type === 'ENABLE') {
        disabled = event.type === 'DISABLE';
        rerender(view());
      }
      const trigger = screen.getByRole('button', { name: 'Payment' }) as HTMLButtonElement;
      expect(trigger.getAttribute('aria-expanded')).toBe(String(state.matches({ enabled: 'open' })));
      expect(trigger.disabled).toBe(state.matches('disabled'));
    }
  });
});

describe('Notification view follows its machine', () => {
  const paths = getTransitionPaths(notificationMachine, {
    events: [{ type: 'DISMISS' }, { type: 'OPEN' }, { type: 'CLOSE' }],
  });
  it.each(named(paths))('%s', (_name, path) => {
    let open = true;
    let closedByPerson = 0;
    const view = () => (
      <Notification open={open} onClose={() => closedByPerson++}>
        Hello
      </Notification>
    );
    const { rerender } = render(view());
    let expectedCloses = 0;
    for (const { event, state } of path.steps) {
      if (event.type === 'DISMISS') {
        fireEvent.click(screen.getByRole('button', { name: 'Close' }));
        expectedCloses++;
      }
      if (event.type === 'CLOSE') {
        open = false;
        rerender(view());
      }
      if (event.type === 'OPEN') {
        // The owner opens it again: from its point of view the prop goes (false ->) true.
        open = false;
        rerender(view());
        open = true;
        rerender(view());
      }
      expect(screen.queryByRole('status') !== null).toBe(state.matches('open'));
      expect(closedByPerson).toBe(expectedCloses);
    }
  });
});

describe('TextInput view follows its machine', () => {
  const events: TextInputEvent[] = [
    { type: 'CHANGE', value: 'abc' },
    { type: 'CHANGE', value: '' },
    { type: 'CLEAR' },
    { type: 'SET_STATUS', status: 'success' },
    { type: 'SET_STATUS', status: 'error' },
    { type: 'SET_STATUS', status: 'none' },
  ];
  const paths = getTransitionPaths(textInputMachine, { events });
  it.each(named(paths))('%s', (_name, path) => {
    let props: { error?: string; success?: boolean } = {};
    const view = (): ReactElement => <TextInput id="f" label="Name" {...props} />;
    const { rerender } = render(view());
    // The machine keeps whether there is content; the uncontrolled input keeps the value itself.
    let typed = '';
    for (const { event, state } of path.steps) {
      const input = screen.getByLabelText('Name') as HTMLInputElement;
      if (event.type === 'CHANGE') {
        typed = (event as unknown as { value: string }).value;
        nativeSetValue.call(input, typed);
        fireEvent.input(input);
      }
      if (event.type === 'CLEAR') typed = '';
      if (event.type === 'CLEAR') fireEvent.click(screen.getByRole('button', { name: 'Clear input' }));
      if (event.type === 'SET_STATUS') {
        const status = (event as unknown as { status: string }).status;
        props = status === 'error' ? { error: 'Wrong' } : status === 'success' ? { success: true } : {};
        rerender(view());
      }
      expect(input.value).toBe(typed);
      expect(input.value !== '').toBe(state.matches({ content: 'filled' }));
      expect(screen.queryByRole('button', { name: 'Clear input' }) !== null).toBe(state.matches({ content: 'filled' }));
      expect(input.getAttribute('aria-invalid')).toBe(state.matches({ status: 'error' }) ? 'true' : null);
      expect(screen.queryByRole('img', { name: 'Input valid' }) !== null).toBe(state.matches({ status: 'success' }));
      if (event.type === 'CLEAR') expect(document.activeElement).toBe(input);
    }
  });
});

describe('PasswordInput view follows its machine', () => {
  const paths = getTransitionPaths(passwordVisibilityMachine, {
    events: [{ type: 'TOGGLE' }, { type: 'SET_DISABLED', disabled: true }, { type: 'SET_DISABLED', disabled: false }],
    input: {},
  } as never);
  it.each(named(paths))('%s', (_name, path) => {
    let disabled = false;
    const view = () => <PasswordInput label="Password" defaultValue="secret" disabled={disabled} />;
    const { rerender } = render(view());
    for (const { event, state } of path.steps) {
      if (event.type === 'TOGGLE') fireEvent.click(screen.getByRole('button', { name: /password/ }));
      if (event.type === 'SET_DISABLED') {
        disabled = (event as unknown as { disabled: boolean }).disabled;
        rerender(view());
      }
      const input = screen.getByLabelText('Password') as HTMLInputElement;
      expect(input.type).toBe(state.matches('visible') ? 'text' : 'password');
      expect((screen.getByRole('button', { name: /password/ }) as HTMLButtonElement).disabled).toBe(
        state.context.disabled,
      );
    }
  });
});
