import type { ReactNode } from 'react';
import { ExpandableSection } from '../widgets';

/**
 * A footer expansion panel on phone and tablet: the shared ExpandableSection widget. Its panel stays in
 * the DOM while closed (hidden), so the links are in the HTML.
 */
export function FooterPanel({ id, title, children, headingLevel = 3 }: { id: string; title: ReactNode; children: ReactNode; headingLevel?: 2 | 3 }) {
  return (
    <ExpandableSection id={id} title={title} headingLevel={headingLevel} className="sk-footer__panel">
      {children}
    </ExpandableSection>
  );
}
