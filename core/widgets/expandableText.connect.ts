import type { SnapshotFrom } from 'xstate';
import type { ExpandableTextEvent, expandableTextMachine } from './expandableText.machine';

export interface ExpandableTextOptions {
  ids: { content: string };
  /** Show more / show less: the toggle's text says what a press does. */
  labels: { more: string; less: string };
  /**
   * The text is known to be taller than the collapsed height: until measured it shows collapsed with its toggle
   * where scripts run (`assumed`), so nothing moves when it is measured.
   */
  expectOverflow?: boolean;
}

export type ExpandableTextState = 'measuring' | 'fits' | 'collapsed' | 'expanded';

/** Attributes of the block: its state for styling, and the assumed collapsed height before it is measured. */
export interface ExpandableTextRootProps {
  'data-state': ExpandableTextState;
  'data-assumed': '' | undefined;
  style: Record<'--sk-expandable-assumed-height', string> | undefined;
}

export interface ExpandableTextContentProps {
  id: string;
  /** Clipped to the collapsed height while collapsed. */
  style: { maxHeight: number; overflow: 'hidden' } | undefined;
  /** Collapsed, nothing in the clipped text takes focus (a link out of sight, D29). Never before it is measured. */
  inert: boolean;
}

export interface ExpandableTextToggleProps {
  type: 'button';
  'aria-expanded': boolean;
  'aria-controls': string;
  onClick(): void;
}

/** View model of an expandable text block: state and prop getters for its root, content and toggle. */
export function connectExpandableText(
  snapshot: SnapshotFrom<typeof expandableTextMachine>,
  send: (event: ExpandableTextEvent) => void,
  options: ExpandableTextOptions,
) {
  const overflowing = snapshot.matches('overflowing');
  const expanded = snapshot.matches({ overflowing: 'expanded' });
  const collapsed = snapshot.matches({ overflowing: 'collapsed' });
  const { collapsedHeight } = snapshot.context;
  const assumed = Boolean(options.expectOverflow) && snapshot.matches('measuring');
  const state: ExpandableTextState = expanded ? 'expanded' : collapsed ? 'collapsed' : snapshot.matches('fits') ? 'fits' : 'measuring';
  const toggle = () => send({ type: 'TOGGLE' });
  return {
    state,
    /** The toggle exists while the content is taller than the collapsed height, or is assumed to be. */
    hasToggle: overflowing || assumed,
    expanded,
    collapsed,
    /** Shown collapsed before it is measured, because it is expected to overflow. */
    assumed,
    /** Height the content is clipped to, or undefined when it shows in full. */
    maxHeight: collapsed ? collapsedHeight : undefined,
    /** The toggle's text: what a press does. */
    toggleLabel: expanded ? options.labels.less : options.labels.more,
    toggle,
    getRootProps: (): ExpandableTextRootProps => ({
      'data-state': state,
      'data-assumed': assumed ? '' : undefined,
      style: assumed ? { '--sk-expandable-assumed-height': `${collapsedHeight}px` } : undefined,
    }),
    getContentProps: (): ExpandableTextContentProps => ({
      id: options.ids.content,
      style: collapsed ? { maxHeight: collapsedHeight, overflow: 'hidden' } : undefined,
      inert: collapsed,
    }),
    getToggleProps: (): ExpandableTextToggleProps => ({
      type: 'button',
      'aria-expanded': expanded,
      'aria-controls': options.ids.content,
      onClick: toggle,
    }),
  };
}
