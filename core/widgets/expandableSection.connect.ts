import type { SnapshotFrom } from 'xstate';
import type { ExpandableSectionEvent, expandableSectionMachine } from './expandableSection.machine';

export interface ExpandableSectionIds {
  trigger: string;
  panel: string;
}

/** Attributes of the section's root: its state for styling (`data-state`, `data-disabled`). */
export interface ExpandableSectionRootProps {
  'data-state': 'open' | 'closed';
  'data-disabled': '' | undefined;
}

/** Attributes and handler of the trigger button (a real button: aria-expanded, aria-controls). */
export interface ExpandableSectionTriggerProps {
  id: string;
  type: 'button';
  'aria-expanded': boolean;
  'aria-controls': string;
  disabled: boolean;
  onClick(): void;
}

export interface ExpandableSectionPanelProps {
  id: string;
  hidden: boolean;
}

/** View model of an expandable section: state, commands and prop getters for its root, trigger and panel. */
export function connectExpandableSection(
  snapshot: SnapshotFrom<typeof expandableSectionMachine>,
  send: (event: ExpandableSectionEvent) => void,
  ids: ExpandableSectionIds,
) {
  const open = snapshot.matches({ enabled: 'open' });
  const disabled = snapshot.matches('disabled');
  const toggle = () => send({ type: 'TOGGLE' });
  return {
    open,
    disabled,
    toggle,
    setOpen: (next: boolean) => send({ type: next ? 'OPEN' : 'CLOSE' }),
    getRootProps: (): ExpandableSectionRootProps => ({
      'data-state': open ? 'open' : 'closed',
      'data-disabled': disabled ? '' : undefined,
    }),
    getTriggerProps: (): ExpandableSectionTriggerProps => ({
      id: ids.trigger,
      type: 'button',
      'aria-expanded': open,
      'aria-controls': ids.panel,
      disabled,
      onClick: toggle,
    }),
    // No role=region: a page holds many sections (footer groups), and regions would flood the landmarks.
    getPanelProps: (): ExpandableSectionPanelProps => ({ id: ids.panel, hidden: !open }),
  };
}
