import type { ReactNode } from 'react';
import './tokens.css';
import './label.css';

export type LabelVariant = 'default' | 'sale' | 'new' | 'information' | 'loyalty-card';

export interface LabelProps {
  variant?: LabelVariant;
  children?: ReactNode;
  className?: string;
}

/** A small tag on a product or teaser ("New", "-20 %"). Not a form label: see FormLabel. */
export function Label({ variant = 'default', children, className }: LabelProps) {
  return <span className={['sk-label', `sk-label--${variant}`, className].filter(Boolean).join(' ')}>{children}</span>;
}
