'use client';

import {
  createElement,
  useCallback,
  useEffect,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  type PointerEvent,
} from 'react';
import type { IconName } from '../../core/widgets/icons';
import { iconOf } from './Icon';
import type { IconDefinition } from './iconRegistry';
import { useLinkComponent, type ActionProps } from './link';
import './tokens.css';
import './button.css';

export const BUTTON_VARIANTS = [
  'primary-fill',
  'primary-outline',
  'secondary-fill',
  'secondary-outline',
  'ghost',
] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
/** auto: as wide as its text; full: the container's width; full-mobile: full width below 768 px only. */
export type ButtonWidth = 'auto' | 'full' | 'full-mobile';

/** Ripple shows at least this long (spec section 9: >= 250 ms). */
export const RIPPLE_DURATION_MS = 400;

export interface ButtonProps extends ActionProps {
  /** Look of the button; default primary fill. */
  variant?: ButtonVariant;
  /** Width behaviour; default auto. */
  width?: ButtonWidth;
  size?: 'small' | 'medium';
  prependIcon?: IconName | IconDefinition;
  appendIcon?: IconName | IconDefinition;
  /** `button` (default) or `a`: a link rendered through the link component (needs `href`). */
  tag?: 'button' | 'a';
  name?: string;
  value?: string;
  form?: string;
}

interface Ripple {
  key: number;
  x: number;
  y: number;
  size: number;
}

/** Ripples started by pointer presses; each removed after RIPPLE_DURATION_MS (plain CSS fade when motion is reduced). */
export function useRipples() {
  const [ripples, setRipples] = useState<Ripple[]>([]);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const counter = useRef(0);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((t) => clearTimeout(t));
  }, []);
  const start = useCallback((event: PointerEvent<HTMLElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const size = Math.max(rect.width, rect.height) * 2;
    const key = ++counter.current;
    setRipples((rs) => [
      ...rs,
      { key, x: event.clientX - rect.left - size / 2, y: event.clientY - rect.top - size / 2, size },
    ]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setRipples((rs) => rs.filter((r) => r.key !== key));
    }, RIPPLE_DURATION_MS);
    timers.current.add(timer);
  }, []);
  const layer = (
    <span className="sk-ripples" aria-hidden="true">
      {ripples.map((r) => (
        <span key={r.key} className="sk-ripple" style={{ left: r.x, top: r.y, width: r.size, height: r.size }} />
      ))}
    </span>
  );
  return { start, layer, count: ripples.length };
}

/** The design-system button: a plain `<button>` or a link through the injectable link component. */
export function Button({
  variant = 'primary-fill',
  width = 'auto',
  size = 'medium',
  prependIcon,
  appendIcon,
  tag = 'button',
  href,
  type = 'button',
  disabled = false,
  children = 'Button',
  onClick,
  className,
  linkComponent,
  ...rest
}: ButtonProps) {
  const Link = useLinkComponent(linkComponent);
  const ripple = useRipples();
  const classes = ['sk-button', `sk-button--${variant}`, `sk-button--width-${width}`, `sk-button--${size}`, className]
    .filter(Boolean)
    .join(' ');
  const content = (
    <>
      {ripple.layer}
      {iconOf(prependIcon)}
      <span className="sk-button__text">{children}</span>
      {iconOf(appendIcon)}
    </>
  );
  if (tag === 'a' && href !== undefined && !disabled) {
    return (
      // createElement: the link component comes from context (router links), it is not created here.
      createElement(
        Link,
        {
          href,
          className: classes,
          onClick,
          onPointerDown: ripple.start,
          ...(rest as AnchorHTMLAttributes<HTMLAnchorElement>),
        },
        content,
      )
    );
  }
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled}
      onClick={onClick}
      onPointerDown={disabled ? undefined : ripple.start}
      {...(rest as ButtonHTMLAttributes<HTMLButtonElement>)}
    >
      {content}
    </button>
  );
}
