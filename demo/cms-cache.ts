import { SHOP_FOOTER_PATH } from '../core/footer/footer.actors';
import { HEADER } from '../openapi/facts';

/** How long a page's server render reuses the CMS footer content it read (production). */
export const CMS_CONTENT_TTL_MS = 2_000;

interface Kept {
  at: number;
  status: number;
  headers: [string, string][];
  body: string;
}

/**
 * The service with the CMS footer content (the same for every visitor) read at most once per `ttlMs`. A change made
 * through this process is seen at once. Cookies set with that answer are not kept (they belong to one visitor).
 */
export function withCmsContentCache(
  service: (request: Request) => Promise<Response>,
  ttlMs: number,
  now: () => number = Date.now,
) {
  // One answer per market: the content is the market's own (X-Hunter-Site).
  const kept = new Map<string, Kept>();
  const reading = new Map<string, Promise<Kept | undefined>>();
  // Bumped by a change: a read that started before it must not keep the old content.
  let generation = 0;
  const forLoaders = async (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname;
    if (ttlMs <= 0 || request.method !== 'GET' || path !== SHOP_FOOTER_PATH) return service(request);
    const market = request.headers.get(HEADER.site) ?? '';
    const own = kept.get(market);
    if (!own || now() - own.at > ttlMs) {
      const started = generation;
      const pending =
        reading.get(market) ??
        service(request).then(async (answer) => {
          const body = await answer.text();
          const headers = [...answer.headers].filter(([name]) => name.toLowerCase() !== 'set-cookie');
          // Only answers worth keeping: the content, or its absence (404); a failure is asked again next time.
          const value =
            answer.status === 200 || answer.status === 404
              ? { at: now(), status: answer.status, headers, body }
              : undefined;
          if (value && started === generation) kept.set(market, value);
          reading.delete(market);
          return value ?? { at: now(), status: answer.status, headers, body };
        });
      reading.set(market, pending);
      const fresh = await pending;
      return new Response(fresh!.body, { status: fresh!.status, headers: fresh!.headers });
    }
    return new Response(own.body, { status: own.status, headers: own.headers });
  };
  /** The browser's and the admin's calls: a change of the CMS content forgets what was kept. */
  const direct = (request: Request): Promise<Response> => {
    if (request.method !== 'GET' && new URL(request.url).pathname.startsWith('/service/__admin/')) {
      kept.clear();
      reading.clear();
      generation++;
    }
    return service(request);
  };
  return { forLoaders, direct };
}
