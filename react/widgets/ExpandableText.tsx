import { useActorRef, useSelector } from '@xstate/react';
import { useId, useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import { connectExpandableText } from '../../core/widgets/expandableText.connect';
import { expandableTextMachine, type MeasurePort } from '../../core/widgets/expandableText.machine';
import { Icon } from './Icon';
import { chevronDown, chevronUp } from './icons/arrows';
import { useWidgetTexts } from './texts';
import './tokens.css';
import './text-link.css';
import './expandable.css';
import { useInspector } from '../inspect';

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
   * The text is known to be taller than the collapsed height (a long legal notice): until it is measured, the server
   * HTML shows it collapsed with its toggle where scripts run, so nothing moves when the code measures it. Without
   * JavaScript the whole text shows (a CSS media query), as it always does.
   */
  expectOverflow?: boolean;
}

/** A text block collapsed to 96 px with a show more/less toggle, present only when the text is taller. */
export function ExpandableText({ children, collapsedHeight, measurePort, showMoreLabel, showLessLabel, id: givenId, className, expectOverflow }: ExpandableTextProps) {
  const texts = useWidgetTexts();
  const generatedId = useId();
  const id = givenId ?? `sk-text-${generatedId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
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
  const actor = useActorRef(expandableTextMachine, { inspect: useInspector(), input: { measure: measurePort ?? domPort, collapsedHeight } });
  const snapshot = useSelector(actor, (s) => s);
  const api = connectExpandableText(snapshot, actor.send, { content: `${id}-content` });
  const assumed = Boolean(expectOverflow) && snapshot.matches('measuring');
  return (
    <div
      className={['sk-expandable-text', api.collapsed ? 'sk-expandable-text--collapsed' : '', assumed ? 'sk-expandable-text--assumed' : '', className]
        .filter(Boolean)
        .join(' ')}
      style={assumed ? ({ '--sk-expandable-assumed-height': `${snapshot.context.collapsedHeight}px` } as CSSProperties) : undefined}
    >
      <div
        id={`${id}-content`}
        ref={contentRef}
        className="sk-expandable-text__content"
        style={api.maxHeight !== undefined ? { maxHeight: api.maxHeight, overflow: 'hidden' } : undefined}
        // Collapsed, nothing in the clipped text takes focus (a link out of sight, D29); the toggle opens it. Only once
        // measured: the server HTML never has it, so without JavaScript the whole text and its links work.
        inert={api.collapsed}
      >
        {children}
      </div>
      {api.hasToggle || assumed ? (
        <button className="sk-text-link sk-expandable-text__toggle" {...api.toggleProps}>
          <span className="sk-text-link__text">{api.expanded ? (showLessLabel ?? texts.t('showLess')) : (showMoreLabel ?? texts.t('showMore'))}</span>
          <Icon icon={api.expanded ? chevronUp : chevronDown} size={16} />
        </button>
      ) : null}
    </div>
  );
}
