/**
 * The demo's answer to the newsletter forms posted without JavaScript: the kit's handlers do the work; this reads
 * the request, logs a refusal, and answers a 303 with the result in a short-lived cookie (never in the URL, which
 * would put the address into history and logs), or the page with the form's errors.
 */
import { COOKIE, parseCookies } from '../openapi/http';
import { BODY_MAX_BYTES } from '../openapi/facts';
import { countryForSlug, type Country } from '../core/markets';
import {
  createNewsletterCalls,
  decodeSignupResume,
  encodeSignupResume,
  handleDoiPost,
  handleNewsletterPost,
  postedNewsletterForm,
  type NewsletterBaseData,
  type SignupResume,
} from '../core/newsletter';
import { createServiceClient, type ServiceClient } from '../openapi/client';
import { readCsrfToken } from '../openapi/http';
import { NEWSLETTER_ANCHORS } from './newsletter-forms';
import { processSeal, RESULT_MAX_AGE_SECONDS, type ResultSeal } from './result-seal';

/** The cookie that carries a posted form's result across the redirect (10 minutes, this browser only). */
export const NEWSLETTER_RESULT_COOKIE = 'sk_newsletter_result';
/** The query parameter of the page a post redirects to: its value says which result to look for (no address in it). */
export const NEWSLETTER_RESULT_PARAM = 'newsletter';
/** A service client acting for the visitor: their cookies (their login), as their browser would send them. */
export function visitorClient(
  origin: string,
  cookieHeader: string,
  service: (r: Request) => Promise<Response>,
): ServiceClient {
  return createServiceClient({
    origin,
    fetch: (r) => {
      const forwarded = new Request(r, { headers: new Headers(r.headers) });
      if (cookieHeader) forwarded.headers.set('cookie', cookieHeader);
      return service(forwarded);
    },
    // The visitor's CSRF token, sent as their browser would.
    csrf: { token: () => readCsrfToken(cookieHeader) },
  });
}

/** The logged-in customer's base data (undefined when nobody is logged in or the call fails: the browser tries then). */
export async function serverBaseData(
  client: ServiceClient,
  country: Country,
  loginToken: string | undefined,
): Promise<NewsletterBaseData | undefined> {
  if (!loginToken) return undefined;
  try {
    return (await createNewsletterCalls(client, { market: country, loginToken }).loadBaseData()) ?? undefined;
  } catch {
    return undefined;
  }
}

/** The result a redirect left for this page (sealed by `answerNewsletterPost`), if the URL asks for one and the cookie holds it. */
export function openNewsletterResult(request: Request, seal: ResultSeal = processSeal): SignupResume | undefined {
  const url = new URL(request.url);
  if (!url.searchParams.has(NEWSLETTER_RESULT_PARAM)) return undefined;
  const country = countryForSlug(/^\/([a-z-]+)\//.exec(url.pathname)?.[1] ?? '');
  if (!country) return undefined;
  const cookie = parseCookies(request.headers.get('cookie') ?? '').get(NEWSLETTER_RESULT_COOKIE);
  return decodeSignupResume(seal.open(cookie, { market: country }));
}

/** The result a redirect left for this page, if the URL asks for one and the cookie holds it. */
export function newsletterResultFor(
  url: URL,
  cookies: Map<string, string>,
  decode: (value: string | undefined) => SignupResume | undefined,
) {
  return url.searchParams.has(NEWSLETTER_RESULT_PARAM) ? decode(cookies.get(NEWSLETTER_RESULT_COOKIE)) : undefined;
}

export type NewsletterPostOutcome =
  /** Answer with this (a redirect, or a refusal). */
  | { response: Response }
  /** Render the page with the form in this state, answering with `status`. */
  | { render: { status: number; resume: SignupResume } };

/** Where a form post refused as cross-site is logged (one line, for the developer). */
export const logRefusedPost = (request: Request, refused: string) =>
  console.warn(`[demo] 403 cross-site form post to ${new URL(request.url).pathname}: ${refused}`);

/** Only country pages take posts, and only the newsletter forms; anything else is 405. */
export async function answerNewsletterPost(
  request: Request,
  service: (r: Request) => Promise<Response>,
  options: { trustedOrigins?: readonly string[]; seal?: ResultSeal; https?: boolean } = {},
): Promise<NewsletterPostOutcome> {
  const { trustedOrigins = [], ...result } = options;
  const url = new URL(request.url);
  const slug = /^\/([a-z-]+)\/$/.exec(url.pathname)?.[1];
  const country = slug ? countryForSlug(slug) : undefined;
  const type = request.headers.get('content-type') ?? '';
  if (!slug || !country)
    return { response: new Response('Method Not Allowed', { status: 405, headers: { allow: 'GET, HEAD' } }) };
  if (!/^application\/x-www-form-urlencoded\b/i.test(type))
    return { response: new Response('Unsupported Media Type', { status: 415 }) };
  if (Number(request.headers.get('content-length') ?? 0) > BODY_MAX_BYTES)
    return { response: new Response('Payload Too Large', { status: 413 }) };
  const body = await request.text();
  if (body.length > BODY_MAX_BYTES) return { response: new Response('Payload Too Large', { status: 413 }) };
  const form = new URLSearchParams(body);
  const which = postedNewsletterForm(form);
  if (!which) return { response: new Response('Bad Request', { status: 400 }) };

  const cookieHeader = request.headers.get('cookie') ?? '';
  const cookies = parseCookies(cookieHeader);
  const client = visitorClient(url.origin, cookieHeader, service);
  const common = {
    market: country,
    client,
    requestHeaders: request.headers,
    requestUrl: request.url,
    trustedOrigins,
    originalAddress: `${url.origin}${url.pathname}`,
  };
  const answer =
    which === 'doi'
      ? await handleDoiPost(form, common)
      : await handleNewsletterPost(form, {
          ...common,
          baseData: await serverBaseData(client, country, cookies.get(COOKIE.loginToken)),
        });
  if ('refused' in answer && answer.refused) logRefusedPost(request, answer.refused);
  if (answer.kind === 'render') return { render: { status: answer.status, resume: answer.resume } };
  const location = `/${slug}/?${NEWSLETTER_RESULT_PARAM}=${which === 'doi' ? 'confirmed' : 'sent'}#${NEWSLETTER_ANCHORS[which]}`;
  return {
    response: new Response(null, {
      status: 303,
      headers: {
        location,
        'cache-control': 'no-store',
        // Sealed: the address it carries is nobody's to read, not even in the browser's cookie store.
        'set-cookie': `${NEWSLETTER_RESULT_COOKIE}=${(result.seal ?? processSeal).seal(encodeSignupResume(answer.resume), { market: country })}; Path=/${slug}/; Max-Age=${RESULT_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${result.https ? '; Secure' : ''}`,
      },
    }),
  };
}
