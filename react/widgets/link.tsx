import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType, type ReactNode, type Ref } from 'react';

/** Props every link component receives (React Router's `Link`, Next's `Link` and `<a>` all accept them). */
export interface LinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  children?: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

export type LinkComponent = ComponentType<LinkComponentProps> | 'a';

const LinkComponentContext = createContext<LinkComponent>('a');

/** Makes Button and TextLink render links through a router's link component. */
export function LinkComponentProvider({ component, children }: { component: LinkComponent; children?: ReactNode }) {
  return <LinkComponentContext.Provider value={component}>{children}</LinkComponentContext.Provider>;
}

export function useLinkComponent(override?: LinkComponent): LinkComponent {
  const fromContext = useContext(LinkComponentContext);
  return override ?? fromContext;
}
