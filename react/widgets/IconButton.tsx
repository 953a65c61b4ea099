import type { MouseEvent, Ref } from 'react';
import type { IconName, IconSize } from '../../core/widgets/icons';
import { Icon } from './Icon';
import type { IconDefinition } from './iconRegistry';
import './tokens.css';
import './icon-button.css';

export interface IconButtonProps {
  icon: IconName | IconDefinition;
  /** Accessible name: an icon button has no visible text. */
  label: string;
  /** Icon size; the hit area is at least 24 px (WCAG 2.2) and 40 px for `size` 24. */
  size?: IconSize;
  variant?: 'plain' | 'filled' | 'outline';
  disabled?: boolean;
  type?: 'button' | 'submit' | 'reset';
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  className?: string;
  id?: string;
  'aria-pressed'?: boolean;
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
  'aria-describedby'?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** A button showing only an icon, named by `label`. */
export function IconButton({
  icon,
  label,
  size = 16,
  variant = 'plain',
  type = 'button',
  className,
  ...rest
}: IconButtonProps) {
  const classes = ['sk-icon-button', `sk-icon-button--${variant}`, `sk-icon-button--size-${size}`, className]
    .filter(Boolean)
    .join(' ');
  return (
    <button type={type} className={classes} aria-label={label} {...rest}>
      {typeof icon === 'string' ? <Icon name={icon} size={size} /> : <Icon icon={icon} size={size} />}
    </button>
  );
}
