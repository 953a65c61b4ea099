/**
 * The demo tells the truth: every same-site link a country page renders (header, page, footer in every layout the
 * server sends) and every link in the mails a subscriber gets leads to a page, never a 404. An HTTP walk of the
 * server's HTML as a browser without JavaScript would follow it.
 */
import { describe, expect, it } from 'vitest';
import { COUNTRY_SITES, NEWSLETTER_MARKETS, type Country } from '../../core/markets';
import { baseUrl, expectAccessible, openPage, screenshot, useBrowser, VIEWPORTS } from './harness';

const browser = useBrowser();

const url = (path: string) => new URL(path, baseUrl()).href;
const NL = '/service/newsletter/api/internal/newsletter-subscribers';

/** The same-site `href`s of an HTML document (entities decoded), without fragments. */
function sameSiteLinks(html: string): string[] {
  const origin = new URL(baseUrl()).origin;
  const links = new Set<string>();
  for (const m of html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)) {
    const href = m[1]!.replace(/&amp;/g, '&');
    if (/^(mailto|tel|javascript):/i.test(href) || href.startsWith('#')) continue;
    const target = new URL(href, origin);
    if (target.origin !== origin) continue;
    target.hash = '';
    links.add(target.pathname + target.search);
  }
  return [...links];
}

/** The developer tools' pages (English, D61) and the list of all sites: in no market's language. */
const TOOLS = new Set(['/', '/mailbox/', '/widgets/', '/staff/']);

/** The language a page found at `link` must speak: a country page's own, else that of the market that linked it. */
function expectedLocale(link: string, from: Country): string | undefined {
  const path = new URL(link, baseUrl()).pathname;
  if (TOOLS.has(path)) return undefined;
  const slug = /^\/([a-z-]+)\//.exec(path)?.[1];
  const country = (Object.keys(COUNTRY_SITES) as Country[]).find((c) => COUNTRY_SITES[c].slug === slug);
  return COUNTRY_SITES[country ?? from].locale;
}

/**
 * Every link that answers 404 (or fails), or answers a page in another language than the market's (issue 43.4), by
 * the page it was found on. Followed as a browser would: from a page with its address as Referer, from a mail with
 * none and the subscriber's language as Accept-Language.
 */
async function brokenLinks(
  pages: Record<string, { from: Country; referer?: string; links: string[] }>,
): Promise<string[]> {
  const broken: string[] = [];
  for (const [name, { from, referer, links }] of Object.entries(pages)) {
    const headers: Record<string, string> = referer
      ? { referer: url(referer) }
      : { 'accept-language': `${COUNTRY_SITES[from].locale},en;q=0.5` };
    for (const link of links) {
      const answer = await fetch(url(link), { redirect: 'follow', headers });
      const html = (answer.headers.get('content-type') ?? '').includes('text/html') ? await answer.text() : '';
      const lang = /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1];
      const expected = expectedLocale(link, from);
      if (answer.status === 404 || answer.status >= 500) broken.push(`${name} → ${link} (${answer.status})`);
      else if (html && expected && lang !== expected) broken.push(`${name} → ${link} (lang ${lang}, not ${expected})`);
    }
  }
  return broken;
}

describe('every link the demo renders leads to a page', () => {
  it('on every country page (desktop and phone HTML)', async () => {
    const pages: Record<string, { from: Country; referer: string; links: string[] }> = {};
    for (const country of Object.keys(COUNTRY_SITES) as Country[]) {
      const path = `/${COUNTRY_SITES[country].slug}/`;
      for (const mobile of ['?0', '?1']) {
        const html = await (await fetch(url(path), { headers: { 'sec-ch-ua-mobile': mobile } })).text();
        pages[`${path} (mobile ${mobile})`] = { from: country, referer: path, links: sameSiteLinks(html) };
      }
    }
    const all = new Set(Object.values(pages).flatMap((page) => page.links));
    // Header, teaser tiles, footer: far more than the country links alone.
    expect(all.size).toBeGreaterThan(100);
    expect(await brokenLinks(pages)).toEqual([]);
  }, 300_000);

  it('in the mails: the DOI link, the welcome mail’s manage link and voucher terms, the notice to a subscriber, in every market', async () => {
    const csrf = (await (await fetch(url('/service/csrf'))).json()) as { token: string };
    const pages: Record<string, { from: Country; links: string[] }> = {};
    for (const country of Object.keys(COUNTRY_SITES) as Country[]) {
      const headers = {
        'content-type': 'application/json',
        'x-csrf-token': csrf.token,
        cookie: `csrf_token=${csrf.token}`,
        'x-hunter-site': country,
      };
      const email = `e2e.links.${country.toLowerCase()}.${Date.now()}@example.com`;
      const legals = NEWSLETTER_MARKETS[country].requires.legals ? { legals: ['NEWSLETTER'] } : {};
      const names = NEWSLETTER_MARKETS[country].requires.firstName
        ? { salutation: 'MR', firstName: 'Link', lastName: 'Walker' }
        : {};
      const body = JSON.stringify({
        email,
        consents: [],
        origin: 'onsite',
        originAddition: 'subsite',
        ...legals,
        ...names,
      });
      await fetch(url(NL), { method: 'POST', headers, body });
      const mails = async () =>
        (
          (await (await fetch(url(`/service/__admin/outbox?to=${encodeURIComponent(email)}`))).json()) as {
            mails: Array<{ kind: string; text: string; subscriberToken: string }>;
          }
        ).mails;
      const [doi] = await mails();
      await fetch(url(`${NL}/${doi!.subscriberToken}/doi`), { method: 'PUT', headers });
      await fetch(url(NL), { method: 'POST', headers, body }); // the "already subscribed" notice
      for (const mail of await mails()) {
        const links = [...mail.text.matchAll(/https?:\/\/[^\s)>\]]+/g)].map((m) => new URL(m[0]));
        expect(links.length, `${country} ${mail.kind}`).toBeGreaterThan(0);
        pages[`${country} ${mail.kind} mail`] = { from: country, links: links.map((l) => l.pathname + l.search) };
      }
    }
    expect(Object.keys(pages)).toHaveLength(27);
    expect(pages['DE welcome mail']!.links).toContain('/gutscheinbedingungen');
    expect(await brokenLinks(pages)).toEqual([]);
  }, 300_000);

  it('a placeholder says in the language of the market that linked it what the real shop shows there; an unknown path is still a 404', async () => {
    const page = async (path: string, referer?: string) => {
      const answer = await fetch(url(path), referer ? { headers: { referer: url(referer) } } : {});
      return { status: answer.status, html: await answer.text() };
    };
    const terms = await page('/gutscheinbedingungen', '/at/');
    expect(terms.status).toBe(200);
    expect(terms.html).toContain('lang="de-AT"');
    expect(terms.html).toMatch(/Demo-Shop: Im echten Shop stünde hier „Gutscheinbedingungen“/);
    expect(terms.html).toContain('href="/at/"');
    const hu = await page('/kupon-feltetelek');
    expect(hu.html).toContain('lang="hu-HU"');
    // The store finder lives under /service/ in the real shop; the demo shows its placeholder there.
    const stores = await page('/service/storefinder/', '/pl/');
    expect([stores.status, stores.html.includes('lang="pl-PL"')]).toEqual([200, true]);
    // A logo's link has no words of its own: its page speaks the market's language all the same, named by its label.
    const quality = await page('/bezpieczne-zakupy', '/pl/');
    expect(quality.html).toContain('lang="pl-PL"');
    expect(quality.html).toContain('„Bezpieczne zakupy”');
    // From a mail (no Referer) a link several markets share speaks the reader's language.
    const privacy = await fetch(url('/privacy'), { headers: { 'accept-language': 'tr-TR,tr;q=0.9,en;q=0.5' } });
    expect(await privacy.text()).toContain('lang="tr-TR"');
    expect((await page('/no-such-page')).status).toBe(404);
    expect((await page('/service/no-such-call')).status).toBe(404);
  });
});

describe('the shop apart from the developer tools (D61)', () => {
  it.each(['DE', 'TR'] as const)(
    '%s: the header holds the shop and its countries; the tools sit in a strip of their own; tiles show a name and a picture',
    async (country) => {
      const { page, context } = await openPage(browser, `/${COUNTRY_SITES[country].slug}/`);
      await expect(page.locator('header').getByRole('link', { name: 'Mailbox' }).count()).resolves.toBe(0);
      await expect(page.getByRole('navigation', { name: 'Developer tools' }).getByRole('link').count()).resolves.toBe(
        4,
      );
      const tiles = page.locator('.demo-tile');
      await expect(tiles.count()).resolves.toBe(8);
      await expect(tiles.locator('svg.demo-tile-picture').count()).resolves.toBe(8);
      await expect(tiles.first().textContent()).resolves.toMatch(/\p{L}{3,}/u);
      await page.locator('.demo-tiles').scrollIntoViewIfNeeded();
      await expectAccessible(page);
      for (const width of [VIEWPORTS.phone.width, VIEWPORTS.tablet.width, VIEWPORTS.desktop.width]) {
        await page.setViewportSize({ ...VIEWPORTS.desktop, width });
        await screenshot(page, `country-${country}-header-tiles-${width}`, { fullPage: false });
      }
      await context.close();
    },
  );
});
