'use client';

import { createElement, type AnchorHTMLAttributes, type ButtonHTMLAttributes } from 'react';
import type { IconName } from '../../core/widgets/icons';
import { iconOf } from './Icon';
import type { IconDefinition } from './iconRegistry';
import { linkUp } from './icons/arrows';
import { useLinkComponent, type ActionProps } from './link';
import './tokens.css';
import './text-link.css';

export type TextLinkVariant = 'primary' | 'secondary' | 'inverse';
export type TextLinkSize = 'small' | 'medium' | 'large';

export interface TextLinkProps extends ActionProps {
  /** Colour; default primary. */
  variant?: TextLinkVariant;
  /** Default medium. */
  size?: TextLinkSize;
  /** Where the icon sits; default append. `none` shows no icon. */
  iconPosition?: 'prepend' | 'append' | 'none';
  /** Default `link-up` (ships with TextLink); other names must be registered. */
  icon?: IconName | IconDefinition;
  /** `a` (default when `href` is given) renders through the link component; `button` a plain button. */
  tag?: 'a' | 'button';
  target?: string;
  rel?: string;
  'aria-current'?: 'page' | 'step' | 'location' | 'true' | boolean;
}

/** A link-styled action: a router link through the injectable link component, or a plain button. */
export function TextLink({
  variant = 'primary',
  size = 'medium',
  iconPosition = 'append',
  icon = 'link-up',
  tag,
  href,
  type = 'button',
  disabled = false,
  children = 'textlink',
  onClick,
  className,
  linkComponent,
  ...rest
}: TextLinkProps) {
  const Link = useLinkComponent(linkComponent);
  const drawing = icon === 'link-up' ? linkUp : icon;
  const glyph = iconPosition === 'none' ? null : iconOf(drawing, 16);
  const classes = ['sk-text-link', `sk-text-link--${variant}`, `sk-text-link--${size}`, className]
    .filter(Boolean)
    .join(' ');
  const content = (
    <>
      {iconPosition === 'prepend' ? glyph : null}
      <span className="sk-text-link__text">{children}</span>
      {iconPosition === 'append' ? glyph : null}
    </>
  );
  const asLink = (tag ?? (href !== undefined ? 'a' : 'button')) === 'a' && href !== undefined && !disabled;
  if (asLink) {
    return (
      // createElement: the link component comes from context (router links), it is not created here.
      createElement(
        Link,
        { href, className: classes, onClick, ...(rest as AnchorHTMLAttributes<HTMLAnchorElement>) },
        content,
      )
    );
  }
  const { target: _target, rel: _rel, ...buttonRest } = rest;
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled}
      onClick={onClick}
      {...(buttonRest as ButtonHTMLAttributes<HTMLButtonElement>)}
    >
      {content}
    </button>
  );
}
