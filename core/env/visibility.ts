import type { VisibilityPort } from './ports';

/** The page's visibility (Page Visibility API): a module of its own, as a page's first script uses it alone. */
export function documentVisibility(doc: Document): VisibilityPort {
  return {
    isVisible: () => doc.visibilityState !== 'hidden',
    subscribe(listener) {
      const on = () => listener(doc.visibilityState !== 'hidden');
      doc.addEventListener('visibilitychange', on);
      return () => doc.removeEventListener('visibilitychange', on);
    },
  };
}
