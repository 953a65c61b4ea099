// Focus, scroll and reveal for the sign-up, once for every renderer (the React view and the custom element). Typed by
// the shape of an element, so core's types need no DOM library.

/** What of an element the sign-up moves the focus to or scrolls into view. */
export interface SignupFocusTarget {
  focus(options?: { preventScroll?: boolean }): void;
  scrollIntoView?(options?: { block?: 'center' | 'nearest'; behavior?: 'auto' | 'smooth' }): void;
}

const behavior = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
const afterPaint = (fn: () => void) =>
  typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => fn()) : setTimeout(fn, 0);

/** The machine's `focusField`: the field gets the focus and is scrolled to the middle of the screen. */
export function focusSignupField(el: SignupFocusTarget | null | undefined): void {
  if (!el) return;
  el.focus({ preventScroll: true });
  el.scrollIntoView?.({ block: 'center', behavior: behavior() });
}

/**
 * The machine's `revealMessage`, once the view shows it: scrolled into view; the success message also takes the focus,
 * so keyboard and screen-reader users land on the news.
 */
export function revealSignupMessage(
  message: 'success' | 'error',
  anchor: (message: 'success' | 'error') => SignupFocusTarget | null | undefined,
): void {
  afterPaint(() => {
    const el = anchor(message);
    el?.scrollIntoView?.({ block: 'nearest', behavior: behavior() });
    if (message === 'success') el?.focus({ preventScroll: true });
  });
}

/** The collapsed extra fields are on screen: the style sheet showed them for a focused e-mail field (D56). */
export function extraFieldsOnScreen(
  extra: { hasAttribute(name: string): boolean; getBoundingClientRect(): { height: number } } | null | undefined,
): boolean {
  return Boolean(extra?.hasAttribute('data-collapsed') && extra.getBoundingClientRect().height > 0);
}
