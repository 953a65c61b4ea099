import type { SnapshotFrom } from 'xstate';
import { NOTIFICATION_ICON } from './icons';
import type { NotificationEvent, notificationMachine } from './notification.machine';

export const NOTIFICATION_VARIANTS = ['error', 'success', 'information', 'warning'] as const;
export type NotificationVariant = (typeof NOTIFICATION_VARIANTS)[number];

/** Errors and warnings interrupt (alert); the others wait (status). */
export interface NotificationRootProps {
  role: 'alert' | 'status';
  'data-variant': NotificationVariant;
}

export interface NotificationCloseProps {
  type: 'button';
  'aria-label': string;
  onClick(): void;
}

/** View model of a notification bar: whether it shows, its icon, and prop getters for the bar and its close button. */
export function connectNotification(
  snapshot: SnapshotFrom<typeof notificationMachine>,
  send: (event: NotificationEvent) => void,
  options: { variant: NotificationVariant; closeLabel: string; closable?: boolean },
) {
  const open = snapshot.matches('open');
  const { variant } = options;
  return {
    open,
    icon: NOTIFICATION_ICON[variant],
    /** The close icon shows (default yes). */
    closable: options.closable ?? true,
    getRootProps: (): NotificationRootProps => ({
      role: variant === 'error' || variant === 'warning' ? 'alert' : 'status',
      'data-variant': variant,
    }),
    getCloseProps: (): NotificationCloseProps => ({
      type: 'button',
      'aria-label': options.closeLabel,
      onClick: () => send({ type: 'DISMISS' }),
    }),
  };
}
