/**
 * The staff preview on a page whose server asked checkauth: the panel's code loads when the staff member reaches for
 * the banner or button; a click made before it runs is made again once it does, and until then the auth is renewed here.
 */
import { BANNER_ROOT_ID, PREVIEW_TIMING, SERVER_BANNER_ATTRIBUTE } from '../core/preview/preview.page';
const WANT_EVENTS = ['pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

/** Clicks the island's own button (not the server banner's, which stays until the live banner has rendered). */
function clickLive(selector: string, tries = 60): void {
  const live = [...document.querySelectorAll<HTMLButtonElement>(selector)].find(
    (button) => !button.closest(`[${SERVER_BANNER_ATTRIBUTE}]`),
  );
  if (live) live.click();
  else if (tries > 0) setTimeout(() => clickLive(selector, tries - 1), 16);
}

/** `start` mounts the island once; `rooted`: React's root exists, and from then on React replays events while hydrating. */
export function watchPreview(container: HTMLElement | null, start: () => Promise<void>, rooted: () => boolean): void {
  const places = [container, document.getElementById(BANNER_ROOT_ID)].filter((e): e is HTMLElement => e !== null);
  const renew = () =>
    void fetch('/service/preview/api/auth/login/renew', {
      credentials: 'include',
      referrerPolicy: 'no-referrer',
    }).catch(() => undefined);
  const renewal = setInterval(renew, PREVIEW_TIMING.authRenewalMs);
  let committed = false;
  let mounted: Promise<void> | undefined;
  const go = () => {
    clearInterval(renewal);
    return (mounted ??= start().then(() => void (committed = true)));
  };
  for (const element of places) {
    for (const type of WANT_EVENTS) element.addEventListener(type, () => void go(), { capture: true, once: true });
    // A click React could not see (its root did not exist yet, or the banner was still the server's) is made again.
    element.addEventListener(
      'click',
      (event) => {
        const button = (event.target as Element | null)?.closest('button');
        if (!button || committed || (element === container && rooted())) return;
        const again = `.${button.classList[0] ?? ''}`;
        void go().then(() => clickLive(again));
      },
      true,
    );
  }
}
