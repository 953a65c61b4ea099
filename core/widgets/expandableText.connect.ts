import type { SnapshotFrom } from 'xstate';
import type { ExpandableTextEvent, expandableTextMachine } from './expandableText.machine';

/** View model of an expandable text block. */
export function connectExpandableText(
  snapshot: SnapshotFrom<typeof expandableTextMachine>,
  send: (event: ExpandableTextEvent) => void,
  ids: { content: string },
) {
  const overflowing = snapshot.matches('overflowing');
  const expanded = snapshot.matches({ overflowing: 'expanded' });
  const collapsed = snapshot.matches({ overflowing: 'collapsed' });
  return {
    /** The toggle exists only while the content is taller than the collapsed height. */
    hasToggle: overflowing,
    expanded,
    collapsed,
    /** Height the content is clipped to, or undefined when it shows in full. */
    maxHeight: collapsed ? snapshot.context.collapsedHeight : undefined,
    toggle: () => send({ type: 'TOGGLE' }),
    toggleProps: {
      type: 'button' as const,
      'aria-expanded': expanded,
      'aria-controls': ids.content,
      onClick: () => send({ type: 'TOGGLE' }),
    },
  };
}
