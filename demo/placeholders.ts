/**
 * The demo tells the truth: every same-site link a country page or a mail names leads to a short page in the market's
 * language saying what the real shop would show there. Built from the content the pages render, so a new link has its
 * page. Server-only.
 */
import { COUNTRIES, COUNTRY_SITES, type Country } from '../core/markets';
import { newsletterMarket } from '../core/markets/newsletter-markets';
import { loadFooterContent } from '../core/footer/footer.content';
import { loadNewsletterTexts, parseNewsletterText } from '../core/newsletter/signup/signup.texts';

/** A linked path: the markets that link it, each with the link's own words. */
export type PlaceholderTargets = Map<Country, string>;

/** Paths the real shop serves under /service/ but the reference service does not: the demo shows their placeholder. */
export const SERVICE_PLACEHOLDER_PATHS: ReadonlySet<string> = new Set(['/service/storefinder/']);
/** Where the demo server serves those placeholders (a path the service never sees). */
export const PLACEHOLDER_PREFIX = '/_placeholder';
/** The path a placeholder page is for: its own, or the /service/ path it stands in for. */
export const placeholderPathOf = (pathname: string) =>
  pathname.startsWith(`${PLACEHOLDER_PREFIX}/`) ? pathname.slice(PLACEHOLDER_PREFIX.length) : pathname;

let table: Promise<Map<string, PlaceholderTargets>> | undefined;

/** Every same-site path the demo's content links, by path. */
export function placeholderTable(): Promise<Map<string, PlaceholderTargets>> {
  return (table ??= build());
}

async function build(): Promise<Map<string, PlaceholderTargets>> {
  const paths = new Map<string, PlaceholderTargets>();
  const add = (url: unknown, text: unknown, country: Country) => {
    if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return;
    const path = new URL(url, 'http://shop.invalid').pathname;
    const targets = paths.get(path) ?? new Map<Country, string>();
    // Every market that links the path counts, with or without words (a logo's link).
    if (!targets.get(country)) targets.set(country, typeof text === 'string' ? text.trim() : '');
    paths.set(path, targets);
  };
  /** Every `{ url | link, text | label }` in the footer's content, however deep. */
  const walk = (value: unknown, country: Country): void => {
    if (Array.isArray(value)) return value.forEach((item) => walk(item, country));
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    const image = record.image as { label?: unknown } | undefined;
    add(record.url ?? record.link, record.text ?? record.label ?? image?.label, country);
    for (const child of Object.values(record)) if (child && typeof child === 'object') walk(child, country);
  };
  for (const country of COUNTRIES) {
    const [footer, texts] = await Promise.all([
      loadFooterContent(country),
      loadNewsletterTexts(COUNTRY_SITES[country].locale),
    ]);
    walk(footer, country);
    const links = newsletterMarket(country).links;
    // The sign-up's and the mails' texts name these links in their own words.
    for (const text of Object.values(texts).filter((t): t is string => typeof t === 'string')) {
      for (const segment of parseNewsletterText(text, links))
        if (segment.kind === 'link') add(segment.href, segment.text, country);
    }
    for (const url of Object.values(links)) add(url, undefined, country);
  }
  return paths;
}

/** The market of the page that linked (Referer); from a mail, the reader's first Accept-Language; else the first that links it. */
export function placeholderMarket(
  targets: PlaceholderTargets,
  referer: string | null | undefined,
  origin: string,
  acceptLanguage?: string | null,
): Country {
  const markets = [...targets.keys()];
  try {
    const from = referer ? new URL(referer) : undefined;
    const slug = from && from.origin === origin ? /^\/([a-z-]+)\//.exec(from.pathname)?.[1] : undefined;
    const match = markets.find((c) => COUNTRY_SITES[c].slug === slug);
    if (match) return match;
  } catch {
    // An unparsable Referer says nothing.
  }
  for (const range of languageRanges(acceptLanguage)) {
    const exact = markets.find((c) => COUNTRY_SITES[c].locale.toLowerCase() === range);
    const language = markets.find((c) => COUNTRY_SITES[c].locale.toLowerCase().split('-')[0] === range.split('-')[0]);
    if (exact ?? language) return (exact ?? language)!;
  }
  return markets[0] ?? 'DE';
}

/** An Accept-Language header's ranges, most wanted first, lower case ("*" and q=0 left out). */
function languageRanges(header: string | null | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().toLowerCase().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? '1',
      );
      return { range: range.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((r) => r.range && r.range !== '*' && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((r) => r.range);
}
