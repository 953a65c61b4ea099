import { assign, fromCallback, setup } from 'xstate';
import type { CookiePort, ViewportPort } from '../env/ports';
import { footerPlatform, isReducedFooter, type FooterPlatform } from './footer.rules';

/** What the view has to know to lay the footer out. */
export interface FooterViewInput {
  /** The platform the server rendered for: CLASSIC unless the page says otherwise. */
  platform?: FooterPlatform | undefined;
  /** The page asks for the reduced footer. */
  reduced?: boolean | undefined;
  /** The browser's viewport and cookies; without them (the server, a test) the footer stays as rendered. */
  ports?: { viewport: ViewportPort; cookies: Pick<CookiePort, 'get'> } | undefined;
}

export interface FooterViewContext {
  /** The platform the footer is laid out for now: the measured one, or the one its view switch chose. */
  platform: FooterPlatform;
  /** The page's own wish for a reduced footer. */
  reducedByPage: boolean;
  /** The affiliate or new-app cookie asks for the reduced footer (known once the page was read). */
  reducedByCookie: boolean;
  ports: FooterViewInput['ports'];
}

export type FooterViewEvent =
  /** The page was read: its platform (viewport width, `<html data-platform>`) and its reduced-footer cookies. */
  | { type: 'PAGE_READ'; platform: FooterPlatform; reducedByCookie: boolean }
  /** The viewport changed size, or `<html data-platform>` changed. */
  | { type: 'VIEWPORT_CHANGED'; platform: FooterPlatform }
  /** The person pressed the view switch ("to the desktop view", "to the mobile view"). */
  | { type: 'VIEW_CHOSEN'; platform: FooterPlatform };

/** Reads the page once and follows its viewport: a port's work, in the core so every renderer measures alike. */
const watchPage = fromCallback<FooterViewEvent, NonNullable<FooterViewInput['ports']>>(({ input, sendBack }) => {
  const measure = () =>
    footerPlatform({ attribute: input.viewport.platformAttribute(), width: input.viewport.width() });
  sendBack({ type: 'PAGE_READ', platform: measure(), reducedByCookie: isReducedFooter({ cookies: input.cookies }) });
  return input.viewport.subscribe(() => sendBack({ type: 'VIEWPORT_CHANGED', platform: measure() }));
});

/**
 * The footer as the page shows it: it starts as the server rendered it (so hydration matches), then follows the
 * viewport until the person picks a view with the switch, and keeps that choice.
 */
export const footerViewMachine = setup({
  types: {
    context: {} as FooterViewContext,
    input: {} as FooterViewInput,
    events: {} as FooterViewEvent,
  },
  actors: { watchPage },
  guards: {
    hasPorts: ({ context }) => context.ports !== undefined,
  },
  actions: {
    takePage: assign(({ event }) =>
      event.type === 'PAGE_READ' ? { platform: event.platform, reducedByCookie: event.reducedByCookie } : {},
    ),
    takePlatform: assign(({ event }) =>
      event.type === 'VIEWPORT_CHANGED' || event.type === 'VIEW_CHOSEN' ? { platform: event.platform } : {},
    ),
  },
}).createMachine({
  id: 'footerView',
  context: ({ input }) => ({
    platform: input.platform ?? 'CLASSIC',
    reducedByPage: input.reduced ?? false,
    reducedByCookie: false,
    ports: input.ports,
  }),
  initial: 'rendered',
  states: {
    rendered: {
      description:
        "As the server rendered it (its platform, the page's reduced flag): no page to read, or not read yet.",
      always: { guard: 'hasPorts', target: 'following' },
      on: { VIEW_CHOSEN: { target: 'chosen', actions: 'takePlatform' } },
    },
    following: {
      description: 'Laid out for the measured platform, following the viewport.',
      invoke: { id: 'watchPage', src: 'watchPage', input: ({ context }) => context.ports! },
      on: {
        PAGE_READ: { actions: 'takePage' },
        VIEWPORT_CHANGED: { actions: 'takePlatform' },
        VIEW_CHOSEN: { target: 'chosen', actions: 'takePlatform' },
      },
    },
    chosen: {
      description: 'Laid out for the view the person chose with the switch; the viewport no longer changes it.',
      on: { VIEW_CHOSEN: { actions: 'takePlatform' } },
    },
  },
});
