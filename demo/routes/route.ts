// A module of its own, so route modules import nothing of the table (demo/routes.ts) that loads them.
import type { ReactNode } from 'react';
import type { ServiceClient } from '../../openapi/client';
import type { Locale } from '../../core/i18n';
import type { Country } from '../../core/markets';
import type { SignupResume } from '../../core/newsletter/signup/signup.machine';

/** What a page's server-side loader sees. `service` is the in-process reference service (a real fetch). */
export interface PageRequest {
  url: URL;
  cookies: Map<string, string>;
  service: (request: Request) => Promise<Response>;
  /** The typed client over `service`, sending the visitor's cookies as their browser would. */
  client: ServiceClient;
  /** The newsletter form's state after a post the page answers itself. */
  newsletterResume?: SignupResume;
  /** The page that linked here (a placeholder speaks the language of the market that linked it). */
  referer?: string;
  /** The browser's Accept-Language: a placeholder opened from a mail (no Referer) speaks the reader's language. */
  acceptLanguage?: string;
}

export interface PageLoad<P> {
  props: P;
  title: string;
  lang: Locale;
  status?: number;
  /** The market the page belongs to, if any (drives the runtime's X-Hunter-Site and texts). */
  country?: Country;
}

/** A route module: loads serializable props on the server, renders them on server and client alike. */
export interface DemoRoute<P = unknown> {
  load(request: PageRequest): Promise<PageLoad<P>>;
  Page: (props: P) => ReactNode;
  /** Rendered after <main> (a top-level footer landmark), with the same props. */
  PageFooter?: (props: P) => ReactNode;
}

/** A route of any props type, as the route table holds them. */
export interface AnyDemoRoute {
  load(request: PageRequest): Promise<PageLoad<unknown>>;
  Page: (props: never) => ReactNode;
  PageFooter?: (props: never) => ReactNode;
}
