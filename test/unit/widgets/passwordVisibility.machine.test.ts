import { describe, expect, it } from 'vitest';
import { connectPasswordVisibility } from '../../../core/widgets/passwordVisibility.connect';
import { passwordVisibilityMachine } from '../../../core/widgets/passwordVisibility.machine';
import { createWidgetTexts } from '../../../core/widgets/texts/index';
import en from '../../../core/widgets/texts/en';
import { createCoveredActor } from '../../support/machine-coverage';

const texts = createWidgetTexts({ en }, 'en', {});
// A registration field: the strength of what is typed is shown.
const labels = { show: 'Show password', hide: 'Hide password', controls: 'pw', showStrength: true, t: texts.t };

describe('password field machine (spec section 4): what it starts with', () => {
  it('started without input: enabled, hidden, nothing typed, so no strength yet; its toggle works', () => {
    const actor = createCoveredActor(passwordVisibilityMachine).start();
    const shown = () => connectPasswordVisibility(actor.getSnapshot(), actor.send, labels);
    expect(shown()).toMatchObject({ visible: false, disabled: false, inputType: 'password' });
    expect(shown().strength).toMatchObject({ indicator: 'none', text: '' });
    shown().toggleProps.onClick();
    expect(shown()).toMatchObject({ visible: true, inputType: 'text' });
  });

  it("an uncontrolled field started with a value shows that value's strength before anything is typed", () => {
    // 'password1' is among the most common passwords: weak.
    const actor = createCoveredActor(passwordVisibilityMachine, { input: { value: 'password1' } }).start();
    const shown = () => connectPasswordVisibility(actor.getSnapshot(), actor.send, labels);
    expect(shown().strength?.text).toBe(`${en.passwordStrength}: ${en.passwordStrengthWeak}`);
    shown().typed('');
    expect(shown().strength).toMatchObject({ indicator: 'none', text: '' });
  });

  it('started disabled: the toggle is disabled and its press shows nothing until the field is enabled', () => {
    const actor = createCoveredActor(passwordVisibilityMachine, { input: { disabled: true } }).start();
    const shown = () => connectPasswordVisibility(actor.getSnapshot(), actor.send, labels);
    expect(shown().toggleProps.disabled).toBe(true);
    shown().toggleProps.onClick();
    expect(shown().visible).toBe(false);
    actor.send({ type: 'SET_DISABLED', disabled: false });
    expect(shown().toggleProps.disabled).toBe(false);
    shown().toggleProps.onClick();
    expect(shown().visible).toBe(true);
  });
});
