import { emit, setup, type SnapshotFrom } from 'xstate';

export type NotificationEvent =
  /** The person closed it (close icon): the owner is told. */
  | { type: 'DISMISS' }
  /** The owner opens or closes it (prop change): nobody to tell. */
  | { type: 'OPEN' }
  | { type: 'CLOSE' };

/** Notification bar (spec section 4): shown only while open; tells its owner when the person closes it. */
export const notificationMachine = setup({
  types: {
    events: {} as NotificationEvent,
    emitted: {} as { type: 'closed' },
  },
  actions: {
    /** Tells the owner (`actor.on('closed', ...)`) that the person closed the notification. */
    notifyClosed: emit({ type: 'closed' as const }),
  },
}).createMachine({
  id: 'notification',
  initial: 'open',
  states: {
    open: { description: 'Shown.', on: { DISMISS: { target: 'closed', actions: 'notifyClosed' }, CLOSE: 'closed' } },
    closed: { description: 'Not rendered.', on: { OPEN: 'open' } },
  },
});

/** The snapshot a notification starts in. */
export function notificationStart(open = true): SnapshotFrom<typeof notificationMachine> {
  return notificationMachine.resolveState({ value: open ? 'open' : 'closed', context: {} });
}
