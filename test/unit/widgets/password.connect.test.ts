import { describe, expect, it } from 'vitest';
import { connectPasswordVisibility } from '../../../core/widgets/passwordVisibility.connect';
import { passwordVisibilityMachine } from '../../../core/widgets/passwordVisibility.machine';
import { createWidgetTexts } from '../../../core/widgets/texts/index';
import en from '../../../core/widgets/texts/en';
import { createCoveredActor } from '../../support/machine-coverage';

const texts = createWidgetTexts({ en }, 'en', {});

function password(options: { showStrength?: boolean; autoComplete?: string; value?: string } = {}, defaultValue = '') {
  const actor = createCoveredActor(passwordVisibilityMachine, { input: { value: defaultValue } }).start();
  const shown = () =>
    connectPasswordVisibility(actor.getSnapshot(), actor.send, {
      show: 'Show password',
      hide: 'Hide password',
      controls: 'pw',
      t: texts.t,
      ...options,
    });
  return { actor, shown };
}

describe('the password field: what is typed, its strength and its autocomplete token come from its machine and connect', () => {
  it('a registration field shows the strength of what is typed, the meter named for the input, and asks for a new password', () => {
    const { shown } = password({ showStrength: true });
    expect(shown().autoComplete).toBe('new-password');
    expect(shown().strength).toMatchObject({ id: 'pw-strength', indicator: 'none', text: '' });
    shown().typed('password1');
    expect(shown().strength?.text).toBe(`${en.passwordStrength}: ${en.passwordStrengthWeak}`);
    shown().typed('Correct horse battery staple 2026');
    expect(shown().strength?.level).toBe(3);
  });

  it('a login field shows no strength and asks for the current password; the owner may name another token', () => {
    const { shown } = password({}, 'secret');
    expect(shown().strength).toBeUndefined();
    expect(shown().autoComplete).toBe('current-password');
    expect(password({ autoComplete: 'one-time-code' }).shown().autoComplete).toBe('one-time-code');
  });

  it("a controlled field's strength follows the owner's value, not what the machine heard", () => {
    const { shown } = password({ showStrength: true, value: 'aaaaaaaa' }, 'Correct horse battery staple 2026');
    expect(shown().strength?.text).toBe(`${en.passwordStrength}: ${en.passwordStrengthWeak}`);
  });

  it("the toggle's press shows what is typed and renames the toggle; a second press hides it again", () => {
    const { shown } = password();
    expect(shown()).toMatchObject({ visible: false, inputType: 'password' });
    expect(shown().toggleProps).toMatchObject({
      type: 'button',
      'aria-label': 'Show password',
      'aria-controls': 'pw',
      disabled: false,
    });
    shown().toggleProps.onClick();
    expect(shown()).toMatchObject({ visible: true, inputType: 'text' });
    expect(shown().toggleProps['aria-label']).toBe('Hide password');
    shown().toggleProps.onClick();
    expect(shown()).toMatchObject({ visible: false, inputType: 'password' });
  });
});
