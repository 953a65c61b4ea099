import type { ReactNode } from 'react';
import { Icon } from '../widgets/Icon';
import { chevronDown } from '../widgets/icons/arrows';
import '../widgets/expandable.css';

/**
 * A footer expansion panel on phone and tablet: a native `<details>`, so it opens before any JavaScript has loaded and
 * keeps its state across hydration; its links stay in the HTML while closed.
 */
export function FooterPanel({
  id,
  title,
  children,
  headingLevel = 3,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <details className="sk-expandable-section sk-footer__panel" id={id}>
      <summary className="sk-expandable-section__trigger sk-footer__panel-summary">
        <Heading className="sk-expandable-section__heading sk-footer__panel-heading">
          <span className="sk-expandable-section__title">{title}</span>
        </Heading>
        <Icon icon={chevronDown} size={24} className="sk-expandable-section__chevron" />
      </summary>
      <div className="sk-expandable-section__panel" id={`${id}-panel`}>
        {children}
      </div>
    </details>
  );
}
