import { useId, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { connectExpandableSection, expandableSectionMachine } from '../../core/widgets';

/**
 * A footer expansion panel on phone and tablet: the shared expandable-section machine and connect()
 * (core/widgets). The panel content stays in the DOM (hidden), so its links are in the HTML.
 */
export function FooterPanel({ title, children, headingLevel = 3 }: { title: ReactNode; children: ReactNode; headingLevel?: 2 | 3 }) {
  const id = useId();
  const actor = useActorRef(expandableSectionMachine, { input: {} });
  const snapshot = useSelector(actor, (s) => s);
  const section = connectExpandableSection(snapshot, actor.send, { trigger: `${id}-trigger`, panel: `${id}-panel` });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="sk-footer__panel" data-open={section.open}>
      <Heading className="sk-footer__panel-heading">
        <button className="sk-footer__panel-trigger" {...section.triggerProps}>
          <span>{title}</span>
          <svg className="sk-footer__chevron" viewBox="0 0 24 24" width={16} height={16} aria-hidden="true" focusable="false">
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </Heading>
      <div className="sk-footer__panel-body" {...section.panelProps}>
        {children}
      </div>
    </div>
  );
}
