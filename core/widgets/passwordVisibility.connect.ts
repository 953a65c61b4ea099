import type { SnapshotFrom } from 'xstate';
import { connectPasswordStrength, type PasswordStrengthView, type StrengthTextKey } from './password.rules';
import type { PasswordVisibilityEvent, passwordVisibilityMachine } from './passwordVisibility.machine';

export interface PasswordFieldOptions {
  show: string;
  hide: string;
  /** The input's id, which the toggle controls. */
  controls: string;
  /** The owner's value of a controlled field; wins over what the machine heard typed. */
  value?: string | undefined;
  /** Registration or a password change: the strength is shown (default: a login field, none). */
  showStrength?: boolean | undefined;
  /** The owner's autocomplete token, when it gives one. */
  autoComplete?: string | undefined;
  /** The widget texts, for the strength's words. */
  t?: (key: StrengthTextKey) => string;
}

/** View model of the password field: the show/hide toggle, the autocomplete token and, where shown, the strength. */
export function connectPasswordVisibility(
  snapshot: SnapshotFrom<typeof passwordVisibilityMachine>,
  send: (event: PasswordVisibilityEvent) => void,
  labels: PasswordFieldOptions,
) {
  const visible = snapshot.matches('visible');
  const disabled = snapshot.context.disabled;
  const strength: PasswordStrengthView | undefined =
    labels.showStrength && labels.t
      ? connectPasswordStrength(labels.value ?? snapshot.context.typed, labels.t)
      : undefined;
  return {
    visible,
    disabled,
    inputType: visible ? ('text' as const) : ('password' as const),
    autoComplete: labels.autoComplete ?? (labels.showStrength ? 'new-password' : 'current-password'),
    /** The strength meter's id (for the input's aria-describedby) and what it shows; none at a login. */
    strength: strength && { id: `${labels.controls}-strength`, ...strength },
    typed: (value: string) => send({ type: 'TYPED', value }),
    toggleProps: {
      type: 'button' as const,
      // The name says what a press does; no aria-pressed, which would contradict a changing name.
      'aria-label': visible ? labels.hide : labels.show,
      'aria-controls': labels.controls,
      disabled,
      onClick: () => send({ type: 'TOGGLE' }),
    },
  };
}
