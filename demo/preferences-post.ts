/**
 * The demo's answer to the preference forms posted without JavaScript: `handlePreferencesPost` does the work; the
 * answer goes in a short-lived cookie behind a 303, so a reload sends nothing twice and nothing typed lands in the address.
 */
import { BODY_MAX_BYTES } from '../openapi/facts';
import { countryForSlug } from '../core/markets';
import {
  encodePreferencesResume,
  handlePreferencesPost,
  isPreferencesForm,
} from '../core/newsletter/server/preferences.form';
import { logRefusedPost, visitorClient } from './newsletter-post';
import { PREFERENCES_PATH, PREFERENCES_RESULT_COOKIE, PREFERENCES_RESULT_PARAM } from './preferences-forms';

/** Answers a POST to a preference page, or undefined when the path is not one. */
export async function answerPreferencesPost(
  request: Request,
  service: (r: Request) => Promise<Response>,
  trustedOrigins: readonly string[] = [],
): Promise<Response | undefined> {
  const url = new URL(request.url);
  const slug = PREFERENCES_PATH.exec(url.pathname)?.[1];
  const country = slug ? countryForSlug(slug) : undefined;
  if (!slug) return undefined;
  if (!country) return new Response('Not Found', { status: 404 });
  if (!/^application\/x-www-form-urlencoded\b/i.test(request.headers.get('content-type') ?? ''))
    return new Response('Unsupported Media Type', { status: 415 });
  if (Number(request.headers.get('content-length') ?? 0) > BODY_MAX_BYTES)
    return new Response('Payload Too Large', { status: 413 });
  const body = await request.text();
  if (body.length > BODY_MAX_BYTES) return new Response('Payload Too Large', { status: 413 });
  const form = new URLSearchParams(body);
  if (!isPreferencesForm(form)) return new Response('Bad Request', { status: 400 });

  const cookieHeader = request.headers.get('cookie') ?? '';
  const answer = await handlePreferencesPost(form, {
    market: country,
    client: visitorClient(url.origin, cookieHeader, service),
    requestHeaders: request.headers,
    requestUrl: request.url,
    trustedOrigins,
    originalAddress: `${url.origin}${url.pathname}`,
  });
  if (answer.refused) logRefusedPost(request, answer.refused);
  const path = `/${slug}/newsletter/preferences`;
  return new Response(null, {
    status: 303,
    headers: {
      location: `${path}?token=${encodeURIComponent(answer.token)}&${PREFERENCES_RESULT_PARAM}=1`,
      'cache-control': 'no-store',
      'set-cookie': `${PREFERENCES_RESULT_COOKIE}=${encodePreferencesResume(answer.resume)}; Path=${path}; Max-Age=600; HttpOnly; SameSite=Lax`,
    },
  });
}
