import { NEWSLETTER_MARKETS, type Country } from '../../core/markets';
import { baseUrl } from './harness';
import { mailsTo } from './outbox';

export const NL = '/service/newsletter/api/internal/newsletter-subscribers';
const url = (path: string) => new URL(path, baseUrl()).href;
let unique = 0;

/** A sign-up and its confirmation as the shop's page and the DOI link make them; the manage link of the welcome mail. */
export async function subscribedAddress(
  country: Country,
  extra: Record<string, unknown> = {},
): Promise<{ address: string; manage: string }> {
  const csrf = await fetch(url('/service/csrf'));
  const { token } = (await csrf.json()) as { token: string };
  const headers = {
    'content-type': 'application/json',
    'x-csrf-token': token,
    cookie: `csrf_token=${token}`,
    'x-hunter-site': country,
  };
  const address = `e2e.prefs.${country.toLowerCase()}.${Date.now()}.${unique++}@example.com`;
  const legals = NEWSLETTER_MARKETS[country].requires.legals ? { legals: ['NEWSLETTER'] } : {};
  await fetch(url(`${NL}`), {
    method: 'POST',
    headers,
    body: JSON.stringify({
      email: address,
      consents: ['DNE'],
      origin: 'onsite',
      originAddition: 'subsite',
      ...legals,
      ...extra,
    }),
  });
  const [doi] = await mailsTo(address);
  await fetch(url(`${NL}/${doi!.subscriberToken}/doi`), { method: 'PUT', headers });
  const welcome = (await mailsTo(address)).find((m) => m.kind === 'welcome')!;
  return { address, manage: welcome.link! };
}
