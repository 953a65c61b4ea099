import type { SnapshotFrom } from 'xstate';
import type { KitButtonProps, KitElementProps } from '../props';
import type { ExpandableTextEvent, expandableTextMachine } from './expandableText.machine';

export interface ExpandableTextOptions {
  ids: { content: string };
  /** Show more / show less: the toggle's text says what a press does. */
  labels: { more: string; less: string };
  /** Known to be taller than the collapsed height: shows collapsed with its toggle before measuring, so nothing moves. */
  expectOverflow?: boolean;
}

/** The content's DOM shape, named without the DOM library: a Node project type-checks the core without it. */
interface InertContent<N> {
  ownerDocument: { activeElement: N | null };
  contains(node: N): boolean;
}

/** Focus inside content that became inert moves to the toggle instead of dropping to the page. */
export function moveFocusOutOfCollapsed<N>(
  content: InertContent<N> | null | undefined,
  toggle: { focus(options?: { preventScroll?: boolean }): void } | null | undefined,
) {
  const active = content?.ownerDocument.activeElement;
  if (!content || !toggle || !active || !content.contains(active)) return;
  toggle.focus({ preventScroll: true });
}

export type ExpandableTextState = 'measuring' | 'fits' | 'collapsed' | 'expanded';

/** View model of an expandable text block: prop getters for its root, content and toggle. */
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
  const state: ExpandableTextState = expanded
    ? 'expanded'
    : collapsed
      ? 'collapsed'
      : snapshot.matches('fits')
        ? 'fits'
        : 'measuring';
  const toggle = () => send({ type: 'TOGGLE' });
  const hasToggle = overflowing || assumed;
  return {
    state,
    /** The toggle exists while the content is taller than the collapsed height, or is assumed to be. */
    hasToggle,
    expanded,
    collapsed,
    /** Shown collapsed before it is measured, because it is expected to overflow. */
    assumed,
    /** Height the content is clipped to, or undefined when it shows in full. */
    maxHeight: collapsed ? collapsedHeight : undefined,
    /** The toggle's text: what a press does. */
    toggleLabel: expanded ? options.labels.less : options.labels.more,
    toggle,
    /** The block's state for styling, and the assumed collapsed height before it is measured. */
    getRootProps: (): KitElementProps => ({
      'data-state': state,
      'data-assumed': assumed ? '' : undefined,
      style: assumed ? { '--sk-expandable-assumed-height': `${collapsedHeight}px` } : undefined,
    }),
    /** Clipped and inert while collapsed: a link out of sight takes no focus; never before it is measured. */
    getContentProps: (): KitElementProps => ({
      id: options.ids.content,
      style: collapsed ? { maxHeight: `${collapsedHeight}px`, overflow: 'hidden' } : undefined,
      inert: collapsed,
    }),
    /** Hidden while the text fits: the toggle exists only when there is more to show. */
    getToggleProps: (): KitButtonProps => ({
      type: 'button',
      'aria-expanded': expanded,
      'aria-controls': options.ids.content,
      hidden: !hasToggle,
      onClick: toggle,
    }),
  };
}
