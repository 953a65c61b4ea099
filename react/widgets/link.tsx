'use client';

import {
  createContext,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';

/** Props every link component receives (React Router's `Link`, Next's `Link` and `<a>` all accept them). */
export interface LinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  children?: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

export type LinkComponent = ComponentType<LinkComponentProps> | 'a';

/** What Button and TextLink share: an action that is a link (with `href`, not disabled) or a plain button. */
export interface ActionProps {
  href?: string;
  /** Button type; default `button` so a button in a form never submits by accident. */
  type?: 'button' | 'submit' | 'reset';
  /** A disabled one is always a plain `<button disabled>`, never a link. */
  disabled?: boolean;
  /** Text (a placeholder when there is none). */
  children?: ReactNode;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  className?: string;
  id?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
  /** Replaces the link component from `LinkComponentProvider` for this one. */
  linkComponent?: LinkComponent;
  ref?: Ref<HTMLButtonElement | HTMLAnchorElement>;
}

const LinkComponentContext = createContext<LinkComponent>('a');

/** Makes Button and TextLink render links through a router's link component. */
export function LinkComponentProvider({ component, children }: { component: LinkComponent; children?: ReactNode }) {
  return <LinkComponentContext.Provider value={component}>{children}</LinkComponentContext.Provider>;
}

export function useLinkComponent(override?: LinkComponent): LinkComponent {
  const fromContext = useContext(LinkComponentContext);
  return override ?? fromContext;
}
