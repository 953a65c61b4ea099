'use client';

import { useEffect, type ReactNode } from 'react';
import { useWidgetId } from './useWidgetId';
import { connectExpandableSection } from '../../core/widgets/expandableSection.connect';
import { expandableSectionMachine, expandableSectionStart } from '../../core/widgets/expandableSection.machine';
import { useMachineView } from '../useMachineView';
import { Icon } from './Icon';
import { chevronDown } from './icons/arrows';
import './tokens.css';
import './expandable.css';

export interface ExpandableSectionProps {
  /** The trigger's text. */
  title: ReactNode;
  children?: ReactNode;
  /** Heading level wrapping the trigger; default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  defaultOpen?: boolean;
  /** Controlled open state: the section follows it (the person can still toggle; `onOpenChange` reports it). */
  open?: boolean;
  /** A disabled section is closed and cannot be opened. */
  disabled?: boolean;
  onOpenChange?: (open: boolean) => void;
  id?: string;
  className?: string;
}

/** A disclosure: a heading with a real button (aria-expanded, aria-controls) and its panel. */
export function ExpandableSection({
  title,
  children,
  headingLevel = 3,
  defaultOpen = false,
  open,
  disabled = false,
  onOpenChange,
  id: givenId,
  className,
}: ExpandableSectionProps) {
  const id = useWidgetId('section', givenId);
  const { view: api, actor } = useMachineView(
    expandableSectionMachine,
    (snapshot, send) => connectExpandableSection(snapshot, send, { trigger: `${id}-trigger`, panel: `${id}-panel` }),
    { snapshot: expandableSectionStart({ open: open ?? defaultOpen, disabled }) },
  );
  useEffect(() => {
    const subscription = actor.on('openChange', (event) => onOpenChange?.(event.open));
    return () => subscription.unsubscribe();
  }, [actor, onOpenChange]);
  useEffect(() => {
    actor.send({ type: disabled ? 'DISABLE' : 'ENABLE' });
  }, [actor, disabled]);
  useEffect(() => {
    if (open !== undefined) actor.send({ type: open ? 'OPEN' : 'CLOSE' });
  }, [actor, open]);
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={['sk-expandable-section', className].filter(Boolean).join(' ')} {...api.getRootProps()}>
      <Heading className="sk-expandable-section__heading">
        <button className="sk-expandable-section__trigger" {...api.getTriggerProps()}>
          <span className="sk-expandable-section__title">{title}</span>
          <Icon icon={chevronDown} size={24} className="sk-expandable-section__chevron" />
        </button>
      </Heading>
      <div className="sk-expandable-section__panel" {...api.getPanelProps()}>
        {children}
      </div>
    </div>
  );
}
