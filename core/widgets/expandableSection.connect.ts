import type { SnapshotFrom } from 'xstate';
import type { ExpandableSectionEvent, expandableSectionMachine } from './expandableSection.machine';

export interface ExpandableSectionIds {
  trigger: string;
  panel: string;
}

/** View model of an expandable section: state, commands and the trigger's and panel's props. */
export function connectExpandableSection(
  snapshot: SnapshotFrom<typeof expandableSectionMachine>,
  send: (event: ExpandableSectionEvent) => void,
  ids: ExpandableSectionIds,
) {
  const open = snapshot.matches({ enabled: 'open' });
  const disabled = snapshot.matches('disabled');
  return {
    open,
    disabled,
    toggle: () => send({ type: 'TOGGLE' }),
    setOpen: (next: boolean) => send({ type: next ? 'OPEN' : 'CLOSE' }),
    triggerProps: {
      id: ids.trigger,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': ids.panel,
      disabled,
      onClick: () => send({ type: 'TOGGLE' }),
    },
    // No role=region: a page holds many sections (footer groups), and regions would flood the landmarks.
    panelProps: { id: ids.panel, hidden: !open },
  };
}
