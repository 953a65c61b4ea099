import { createContext, lazy, Suspense, useContext, useEffect, useRef, type ComponentType } from 'react';
import type { NewsletterSignupProps } from '../react/newsletter/NewsletterSignup';
// The form's CSS ships with the page, so the server-rendered form is styled from the first paint.
import '../react/newsletter/newsletter.css';

/**
 * Components the server renders in place of the lazy islands. Only entry-server provides it: the island
 * module itself never imports the form, so the browser's first JS holds none of it.
 */
export const ServerIslands = createContext<{ NewsletterSignup?: ComponentType<NewsletterSignupProps> }>({});

const WANT_EVENTS = ['pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

/** Resolves once an island is near the viewport or a person reaches for it (pointer, focus, key). */
function whenWanted(): Promise<void> {
  return new Promise((resolve) => {
    const elements = [...document.querySelectorAll<HTMLElement>('[data-island]')];
    if (!elements.length || typeof IntersectionObserver === 'undefined') return resolve();
    const done = () => {
      observer.disconnect();
      for (const element of elements) for (const type of WANT_EVENTS) element.removeEventListener(type, done, true);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), { rootMargin: '200px 0px' });
    for (const element of elements) {
      observer.observe(element);
      for (const type of WANT_EVENTS) element.addEventListener(type, done, true);
    }
  });
}

/**
 * Wraps an island's component so its wrapper says `data-island="ready"` once React has committed it
 * (hydrated in the browser). Used on the server too, so both trees have the same shape.
 */
export function markedReady<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  return function ReadyIsland(props: P) {
    const anchor = useRef<HTMLSpanElement>(null);
    useEffect(() => {
      anchor.current?.closest('[data-island]')?.setAttribute('data-island', 'ready');
    }, []);
    return (
      <>
        <span ref={anchor} hidden />
        <Component {...props} />
      </>
    );
  };
}

const LazyNewsletterSignup = lazy(() =>
  whenWanted()
    .then(() => import('../react/newsletter/NewsletterSignup'))
    .then((m) => ({ default: markedReady(m.NewsletterSignup) })),
);

/**
 * The newsletter sign-up as a lazily hydrated island: the server renders the whole form; in the browser its
 * code (machine, rules, texts, widgets) loads only when the form comes near the viewport or is touched, and
 * React then hydrates it in place (a dehydrated Suspense boundary keeps the server HTML until then).
 */
export function NewsletterIsland(props: NewsletterSignupProps) {
  const Signup = useContext(ServerIslands).NewsletterSignup ?? LazyNewsletterSignup;
  return (
    <div data-island="pending">
      <Suspense fallback={null}>
        <Signup {...props} />
      </Suspense>
    </div>
  );
}
