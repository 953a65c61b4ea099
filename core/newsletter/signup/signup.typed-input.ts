import type { SignupEvent } from './signup.machine';
import type { SignupInput, SignupValues } from './signup.rules';
import type { SignupFormControls } from './signup.types';

// What a form's controls hold that the machine has not heard: read on submit and when the code arrives late.

/** The form's controls by name, as a form submits them (the honeypot is `homepage`). */
const SIGNUP_CONTROLS: readonly [SignupInput, string][] = [
  ['email', 'email'],
  ['salutation', 'salutation'],
  ['firstName', 'firstName'],
  ['lastName', 'lastName'],
  ['dne', 'dne'],
  ['legals', 'legals'],
  ['honeypot', 'homepage'],
];

type Control = { value: string; type?: string; checked?: boolean; ownerDocument?: { activeElement: unknown } | null };
function controlOf(form: SignupFormControls | null | undefined, name: string): Control | undefined {
  const item = form?.elements?.namedItem(name) as unknown as Control | null | undefined;
  return item && typeof item.value === 'string' ? item : undefined;
}
const isBox = (control: Control) => control.type === 'checkbox';

/** Sends what the text fields show and the machine has not heard (the e-mail field's is told on commit). */
export function tellTypedSignupInput(
  form: SignupFormControls | null | undefined,
  values: SignupValues,
  send: (event: SignupEvent) => void,
): void {
  for (const [field, name] of SIGNUP_CONTROLS) {
    const control = controlOf(form, name);
    if (control && !isBox(control) && control.value !== values[field])
      send({ type: 'CHANGE', field, value: control.value });
  }
}

/** Sends what was typed or ticked into server-rendered fields before the code ran, and where the focus is. */
export function adoptTypedSignupInput(
  form: SignupFormControls,
  values: SignupValues,
  send: (event: SignupEvent) => void,
  extraOnScreen: boolean,
): void {
  // The extra fields were on screen because the e-mail field was focused: the machine hears it, so what shows stays.
  if (extraOnScreen) send({ type: 'FOCUS', field: 'email' });
  for (const [field, name] of SIGNUP_CONTROLS) {
    if (field === 'honeypot') continue;
    const control = controlOf(form, name);
    if (!control) continue;
    const focused = control.ownerDocument?.activeElement === (control as unknown);
    if (isBox(control)) {
      if (control.checked !== values[field]) send({ type: 'CHANGE', field, value: control.checked === true });
    } else if (control.value !== values[field]) {
      if (!focused) send({ type: 'FOCUS', field });
      send({ type: 'CHANGE', field, value: control.value });
      if (!focused) send({ type: 'BLUR', field });
    }
    if (focused) send({ type: 'FOCUS', field });
  }
}

/** The form a submit event came from, in any renderer (its target, or React's `currentTarget`). */
export function formOf(event: unknown): SignupFormControls | undefined {
  if (typeof event !== 'object' || event === null) return undefined;
  const { target, currentTarget } = event as { target?: unknown; currentTarget?: unknown };
  const isForm = (el: unknown): el is SignupFormControls => typeof el === 'object' && el !== null && 'elements' in el;
  return isForm(currentTarget) ? currentTarget : isForm(target) ? target : undefined;
}
