import type { ReactNode } from 'react';
import type { IconName } from '../../core/widgets/icons';
import { iconOf } from './Icon';
import type { IconDefinition } from './iconRegistry';
import './tokens.css';
import './banner-strip.css';

export interface BannerStripProps {
  /** default, or loyalty-card for the loyalty programme's colours. */
  variant?: 'default' | 'loyalty-card';
  /** Optional icon before the text. */
  icon?: IconName | IconDefinition;
  children?: ReactNode;
  className?: string;
  id?: string;
}

/** A slim full-width strip with a short message (delivery promise, loyalty benefit). */
export function BannerStrip({ variant = 'default', icon, children, className, id }: BannerStripProps) {
  return (
    <div id={id} className={['sk-banner-strip', `sk-banner-strip--${variant}`, className].filter(Boolean).join(' ')}>
      {iconOf(icon, 16)}
      <span className="sk-banner-strip__text">{children}</span>
    </div>
  );
}
