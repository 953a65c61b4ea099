import { emit, setup, type SnapshotFrom } from 'xstate';

export interface ExpandableSectionInput {
  /** Starts open (ignored when disabled). */
  open?: boolean;
  disabled?: boolean;
}

export type ExpandableSectionEvent =
  { type: 'TOGGLE' } | { type: 'OPEN' } | { type: 'CLOSE' } | { type: 'DISABLE' } | { type: 'ENABLE' };

/** Expandable section (spec section 4): toggles open/closed; becoming disabled forces it closed. */
export const expandableSectionMachine = setup({
  types: {
    events: {} as ExpandableSectionEvent,
    emitted: {} as { type: 'openChange'; open: boolean },
  },
  actions: {
    /** Tell the owner (`actor.on('openChange', ...)`) the section opened / closed. */
    notifyOpened: emit({ type: 'openChange' as const, open: true }),
    notifyClosed: emit({ type: 'openChange' as const, open: false }),
  },
}).createMachine({
  id: 'expandableSection',
  initial: 'enabled',
  states: {
    enabled: {
      description: 'The trigger can be operated.',
      initial: 'closed',
      // Becoming disabled forces the section closed.
      on: { DISABLE: 'disabled' },
      states: {
        closed: {
          description: 'Panel hidden; aria-expanded=false.',
          on: {
            TOGGLE: { target: 'open', actions: 'notifyOpened' },
            OPEN: { target: 'open', actions: 'notifyOpened' },
          },
        },
        open: {
          description: 'Panel shown; aria-expanded=true.',
          on: {
            TOGGLE: { target: 'closed', actions: 'notifyClosed' },
            CLOSE: { target: 'closed', actions: 'notifyClosed' },
          },
        },
      },
    },
    /** Closed and not operable. */
    disabled: {
      description: 'Closed, trigger disabled; enabling again leaves it closed.',
      on: { ENABLE: 'enabled.closed' },
    },
  },
});

/** The snapshot a section starts in (server render and first client render agree). */
export function expandableSectionStart({ open = false, disabled = false }: ExpandableSectionInput = {}): SnapshotFrom<
  typeof expandableSectionMachine
> {
  return expandableSectionMachine.resolveState({
    value: disabled ? 'disabled' : { enabled: open ? 'open' : 'closed' },
    context: {},
  });
}
