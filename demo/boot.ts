/**
 * The first JavaScript of a country page, without React: it decides when each island (demo/islands.tsx) is needed
 * and only then loads React and that island's code. The sign-up when it nears the viewport or is reached for; the
 * login session once a `LoginToken` cookie exists; the staff preview only for staff; the footer where its phone or
 * tablet layout is needed or its view switch is touched.
 */
import { cookieHeaderHasPreviewAuth } from '../core/preview/preview.cookies';
import { documentVisibility } from '../core/env/visibility';
import { startLoginSession } from '../core/session/session.start';
import { COOKIE, DEFAULT_TIMEOUT_MS, parseCookies } from '../openapi/http';
import type { PageData } from './entry-server';
import type { IslandEntry, IslandName } from './islands';

const VIEWS: Record<IslandName, () => Promise<{ default: unknown }>> = {
  signup: () => import('./island-views/NewsletterSignupIsland'),
  session: () => import('./island-views/SessionIsland'),
  preview: () => import('./island-views/PreviewIsland'),
  footer: () => import('./island-views/FooterIsland'),
};

/** How near the viewport a lazy island starts loading, so it is ready when it scrolls in. */
const NEAR_VIEWPORT = '200px 0px';
// A screen height ahead, so the footer's layout change on hydration happens out of sight (CLS 0).
const SCREEN_AHEAD = '100% 0px';
const WANT_EVENTS = ['pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

const data = JSON.parse(document.getElementById('__sk_page')?.textContent ?? '{}') as PageData;
const islands = Object.entries(data.islands ?? {});
const started = new Map<string, Promise<void>>();
const containerOf = (key: string) => document.querySelector<HTMLElement>(`[data-island-key="${key}"]`);

/** Islands whose root React has created: from then on React itself handles (and, while hydrating, replays) events. */
const rooted = new Set<string>();

/** Loads React and the island's code (in parallel) and mounts it, once per island; resolves once it has committed. */
function start(key: string, entry: IslandEntry): Promise<void> {
  let mounted = started.get(key);
  if (!mounted) {
    // Which islands a visit woke (the size check and the bench read it): on <html>, outside every island's root.
    const root = document.documentElement;
    root.dataset.islandsStarted = `${root.dataset.islandsStarted ?? ''} ${entry.name}`.trim();
    mounted = Promise.all([import('./island-client'), VIEWS[entry.name]()]).then(([client, view]) => {
      rooted.add(key);
      return client.mountIsland(key, entry, view.default as Parameters<typeof client.mountIsland>[2], data);
    });
    mounted.catch((error: unknown) => console.error(`[storefront-kit] island ${entry.name} could not start`, error));
    started.set(key, mounted);
  }
  return mounted;
}

/** Starts the island when its container comes near the viewport or a person reaches for it. */
function whenWanted(
  key: string,
  entry: IslandEntry,
  go: () => void = () => void start(key, entry),
  margin = NEAR_VIEWPORT,
): void {
  const element = containerOf(key);
  if (!element) return;
  if (typeof IntersectionObserver === 'undefined') return go();
  const done = () => {
    observer.disconnect();
    for (const type of WANT_EVENTS) element.removeEventListener(type, done, true);
    go();
  };
  const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), {
    rootMargin: margin,
  });
  observer.observe(element);
  for (const type of WANT_EVENTS) element.addEventListener(type, done, true);
}

const hasLoginCookie = () => parseCookies(document.cookie).has(COOKIE.loginToken);

/**
 * The login session's island starts once the cookie exists. Before that, a logged-out visitor's one long-term renewal
 * goes over plain `fetch` with no CSRF token: the browser says the call is same-origin (D39).
 */
function watchLogin(key: string, entry: IslandEntry): void {
  const renewLongTermToken = () =>
    fetch('/service/login/api/v1/longtermtoken/renew', {
      method: 'POST',
      credentials: 'include',
      referrerPolicy: 'no-referrer',
      signal: AbortSignal.timeout(DEFAULT_TIMEOUT_MS),
    });
  startLoginSession(
    { hasLoginCookie, visibility: documentVisibility(document), renewLongTermToken },
    () => void start(key, entry),
  );
}

/** Whether the island is needed here and now, by the rules the server put in its entry (the footer's layouts). */
function neededHere({ sameLayout, otherPlatforms = [] }: IslandEntry): boolean {
  if (!sameLayout) return false;
  const platform = document.documentElement.dataset.platform ?? '';
  if (sameLayout.platforms.includes(platform)) return false;
  if (otherPlatforms.includes(platform)) return true;
  return innerWidth < sameLayout.minWidth || innerWidth >= sameLayout.maxWidth;
}

/**
 * The footer's server HTML is one platform's layout: where another is needed it hydrates near the viewport; touching
 * its view switch hydrates it anywhere, and a click made before that is replayed after.
 */
function watchFooter(key: string, entry: IslandEntry): void {
  const element = containerOf(key);
  if (!element) return;
  const go = () => void start(key, entry);
  if (neededHere(entry)) whenWanted(key, entry, go, SCREEN_AHEAD);
  else {
    element.setAttribute('data-island', 'ready');
    addEventListener('resize', function resized() {
      if (!neededHere(entry)) return;
      removeEventListener('resize', resized);
      whenWanted(key, entry, go, SCREEN_AHEAD);
    });
  }
  const switchOf = () => element.querySelector<HTMLButtonElement>('.sk-footer__view-changer');
  for (const type of ['pointerdown', 'focusin'] as const)
    element.addEventListener(type, (e) => e.target === switchOf() && go(), true);
  // A click React never saw (its root did not exist yet) is made again once the footer has hydrated.
  element.addEventListener(
    'click',
    (event) => {
      if (event.target !== switchOf() || rooted.has(key)) return;
      void start(key, entry).then(() => setTimeout(() => switchOf()?.click()));
    },
    true,
  );
}

/** The staff preview's watch, loading (a country page whose server knew the preview). */
let watching: Promise<void> | undefined;
for (const [key, entry] of islands) {
  if (entry.name === 'signup' && !entry.empty) whenWanted(key, entry);
  else if (entry.name === 'session') watchLogin(key, entry);
  else if (entry.name === 'preview' && entry.props.known)
    watching = import('./preview-watch').then((m) =>
      m.watchPreview(
        containerOf(key),
        () => start(key, entry),
        () => rooted.has(key),
      ),
    );
  else if (entry.name === 'preview' && cookieHeaderHasPreviewAuth(document.cookie)) void start(key, entry);
  else if (entry.name === 'footer') watchFooter(key, entry);
}
// The page's own scripts run (what needs no React is ready): tests wait for this, as for a hydrated page.
void Promise.resolve(watching).finally(() => (document.documentElement.dataset.hydrated = 'true'));
