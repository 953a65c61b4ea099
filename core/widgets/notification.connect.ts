import type { SnapshotFrom } from 'xstate';
import { NOTIFICATION_ICON } from './icons';
import type { NotificationEvent, notificationMachine } from './notification.machine';

export const NOTIFICATION_VARIANTS = ['error', 'success', 'information', 'warning'] as const;
export type NotificationVariant = (typeof NOTIFICATION_VARIANTS)[number];

/** View model of a notification bar. Errors and warnings interrupt (alert); the others wait (status). */
export function connectNotification(
  snapshot: SnapshotFrom<typeof notificationMachine>,
  send: (event: NotificationEvent) => void,
  options: { variant: NotificationVariant; closeLabel: string },
) {
  const open = snapshot.matches('open');
  return {
    open,
    icon: NOTIFICATION_ICON[options.variant],
    rootProps: { role: options.variant === 'error' || options.variant === 'warning' ? ('alert' as const) : ('status' as const) },
    closeProps: { type: 'button' as const, 'aria-label': options.closeLabel, onClick: () => send({ type: 'DISMISS' }) },
  };
}
