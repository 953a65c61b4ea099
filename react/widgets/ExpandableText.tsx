'use client';

import { useLayoutEffect, useMemo, useRef, version, type ReactNode } from 'react';
import { useWidgetId } from './useWidgetId';
import { connectExpandableText, moveFocusOutOfCollapsed } from '../../core/widgets/expandableText.connect';
import { expandableTextMachine, type MeasurePort } from '../../core/widgets/expandableText.machine';
import { useMachineView } from '../useMachineView';
import { Icon } from './Icon';
import { chevronDown, chevronUp } from './icons/form';
import { useWidgetTexts } from './texts';
import './tokens.css';
import './text-link.css';
import './expandable.css';

export interface ExpandableTextProps {
  children?: ReactNode;
  /** Collapsed height in px; default 96. */
  collapsedHeight?: number;
  /** Replaces the DOM measurement (tests, non-browser hosts). */
  measurePort?: MeasurePort;
  /** Toggle texts; default the locale's show more / show less. */
  showMoreLabel?: string;
  showLessLabel?: string;
  id?: string;
  className?: string;
  /**
   * Known to be taller than the collapsed height: the server HTML shows it collapsed with its toggle where scripts
   * run, so nothing moves when it is measured. Without JavaScript the whole text shows.
   */
  expectOverflow?: boolean;
}

// React 18 knows no boolean `inert`: it sets the attribute only for a string (React 19 drops an empty string).
const inertProp =
  Number.parseInt(version, 10) < 19
    ? (inert?: boolean) => (inert ? ('' as unknown as boolean) : undefined)
    : (inert?: boolean) => inert;

// Before paint, while the browser has not yet moved focus off the newly inert content; no warning on the server.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? () => {} : useLayoutEffect;

/** A text block collapsed to 96 px with a show more/less toggle, present only when the text is taller. */
export function ExpandableText({
  children,
  collapsedHeight,
  measurePort,
  showMoreLabel,
  showLessLabel,
  id: givenId,
  className,
  expectOverflow,
}: ExpandableTextProps) {
  const texts = useWidgetTexts();
  const id = useWidgetId('text', givenId);
  const contentRef = useRef<HTMLDivElement>(null);
  const domPort = useMemo<MeasurePort>(
    () => ({
      measure: () => contentRef.current?.scrollHeight ?? 0,
      subscribe: (onResize) => {
        if (typeof window === 'undefined') return () => {};
        window.addEventListener('resize', onResize);
        const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => onResize());
        if (contentRef.current) observer?.observe(contentRef.current);
        return () => {
          window.removeEventListener('resize', onResize);
          observer?.disconnect();
        };
      },
    }),
    [],
  );
  const { view: api } = useMachineView(
    expandableTextMachine,
    (snapshot, send) =>
      connectExpandableText(snapshot, send, {
        ids: { content: `${id}-content` },
        labels: { more: showMoreLabel ?? texts.t('showMore'), less: showLessLabel ?? texts.t('showLess') },
        expectOverflow,
      }),
    { input: { measure: measurePort ?? domPort, collapsedHeight } },
  );
  const root = api.getRootProps();
  const content = api.getContentProps();
  const toggleRef = useRef<HTMLButtonElement>(null);
  useIsomorphicLayoutEffect(() => {
    if (content.inert) moveFocusOutOfCollapsed(contentRef.current, toggleRef.current);
  }, [content.inert]);
  return (
    <div className={['sk-expandable-text', className].filter(Boolean).join(' ')} {...root}>
      {/* Collapsed, nothing clipped takes focus; only once measured, so without JavaScript the whole text and its links work. */}
      <div ref={contentRef} className="sk-expandable-text__content" {...content} inert={inertProp(content.inert)}>
        {children}
      </div>
      {api.hasToggle ? (
        <button ref={toggleRef} className="sk-text-link sk-expandable-text__toggle" {...api.getToggleProps()}>
          <span className="sk-text-link__text">{api.toggleLabel}</span>
          <Icon icon={api.expanded ? chevronUp : chevronDown} size={16} />
        </button>
      ) : null}
    </div>
  );
}
