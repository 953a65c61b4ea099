import type { ReactNode } from 'react';
import { ExpandableSection } from '../widgets';

/**
 * A footer expansion panel on phone and tablet: the shared ExpandableSection widget. Its panel stays in
 * the DOM while closed (hidden), so the links are in the HTML.
 */
export function FooterPanel({ title, children, headingLevel = 3 }: { title: ReactNode; children: ReactNode; headingLevel?: 2 | 3 }) {
  return (
    <ExpandableSection title={title} headingLevel={headingLevel} className="sk-footer__panel">
      {children}
    </ExpandableSection>
  );
}
