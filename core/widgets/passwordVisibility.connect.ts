import type { SnapshotFrom } from 'xstate';
import type { PasswordVisibilityEvent, passwordVisibilityMachine } from './passwordVisibility.machine';

/** View model of the password show/hide toggle. `labels` are the show/hide texts. */
export function connectPasswordVisibility(
  snapshot: SnapshotFrom<typeof passwordVisibilityMachine>,
  send: (event: PasswordVisibilityEvent) => void,
  labels: { show: string; hide: string; controls: string },
) {
  const visible = snapshot.matches('visible');
  const disabled = snapshot.context.disabled;
  return {
    visible,
    disabled,
    inputType: visible ? ('text' as const) : ('password' as const),
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
