import { emit, setup } from 'xstate';

export type NotificationEvent =
  /** The person closed it (close icon): the owner is told. */
  | { type: 'DISMISS' }
  /** The owner opens or closes it (prop change): nobody to tell. */
  | { type: 'OPEN' }
  | { type: 'CLOSE' };

/** Notification bar (spec section 4): shown only while open; tells its owner when the person closes it. */
export const notificationMachine = setup({
  types: {
    input: {} as { open?: boolean },
    emitted: {} as { type: 'closed' },
    context: {} as { startOpen: boolean },
    events: {} as NotificationEvent,
  },
  actions: {
    /** Tells the owner (`actor.on('closed', ...)`) that the person closed the notification. */
    notifyClosed: emit({ type: 'closed' as const }),
  },
  guards: { startsOpen: ({ context }) => context.startOpen },
}).createMachine({
  id: 'notification',
  context: ({ input }) => ({ startOpen: input?.open ?? true }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'startsOpen', target: 'open' }, { target: 'closed' }] },
    open: { on: { DISMISS: { target: 'closed', actions: 'notifyClosed' }, CLOSE: 'closed' } },
    closed: { on: { OPEN: 'open' } },
  },
});
