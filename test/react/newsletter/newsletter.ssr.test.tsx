import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { COUNTRIES, NEWSLETTER_MARKETS } from '../../../core/markets';
import { loadNewsletterTexts } from '../../../core/newsletter';
import { NewsletterSignup } from '../../../react/newsletter';

// Node environment: renderToString proves the view never touches window or document during render.
describe.each(COUNTRIES)('server HTML of the %s sign-up form', (country) => {
  it('renders the form, the responsive image, the bot trap and the texts of its locale', async () => {
    const market = NEWSLETTER_MARKETS[country];
    const texts = await loadNewsletterTexts(market.locale);
    const html = renderToString(<NewsletterSignup market={country} texts={texts} />);
    expect(html).toContain(`lang="${market.locale}"`);
    expect(html).toContain('<form');
    const base = '/service/newsletterfrontend/newslettersubscriptionform/newsletter_image_';
    // Each of the spec's files with its double-density copy (D58).
    expect(html).toContain(`srcSet="${base}273x273.jpg 1x, ${base}546x546.jpg 2x"`);
    expect(html).toContain(`srcSet="${base}400x300.jpg 400w, ${base}800x600.jpg 800w" sizes="100vw"`);
    expect(html).toContain(`srcSet="${base}400x300.jpg 1x, ${base}800x600.jpg 2x"`);
    expect(html).toContain('media="(max-width: 767px)"');
    expect(html).toContain('media="(max-width: 1024px)"');
    expect(html).toContain('src="/service/newsletterfrontend/newslettersubscriptionform/newsletter_image_400x300.jpg"');
    const trap = html.match(
      /<div class="sk-newsletter__trap" aria-hidden="true"><label for="newsletter-homepage">([^<]+)<\/label><input [^>]+>/,
    );
    expect(trap?.[1]).toBe(texts.honeypotLabel.replace(/'/g, '&#x27;'));
    for (const attr of [
      'id="newsletter-homepage"',
      'tabindex="-1"',
      'autoComplete="off"',
      'data-1p-ignore=""',
      'data-lpignore="true"',
      'data-bwignore=""',
    ]) {
      expect(trap?.[0]).toContain(attr);
    }
    expect(html).toContain(texts.submit);
    expect(html).toContain('href="/privacy"');
    expect(html).toContain(`href="${market.links.voucherConditions}"`);
  });

  it('works as an HTML form (D23): posts to its page, never GET; every field of the market in the HTML; the token as a hidden field', async () => {
    const market = NEWSLETTER_MARKETS[country];
    const texts = await loadNewsletterTexts(market.locale);
    const html = renderToString(
      <NewsletterSignup market={country} texts={texts} action="/x/#newsletter" csrfToken="tok-1" />,
    );
    const form = html.match(/<form class="sk-newsletter__form"[^>]*>/)?.[0];
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/x/#newsletter"');
    expect(html).toContain('<input type="hidden" name="sk-form" value="newsletter-signup"/>');
    expect(html).toContain('<input type="hidden" name="csrf_token" value="tok-1"/>');
    const fields = [...html.matchAll(/<(?:input|select)[^>]* name="(\w+)"/g)].map((m) => m[1]);
    const expected = [
      'email',
      ...(market.shows.salutation ? ['salutation'] : []),
      ...(market.shows.firstName ? ['firstName'] : []),
      ...(market.shows.lastName ? ['lastName'] : []),
      'dne',
      ...(market.shows.legals ? ['legals'] : []),
    ];
    for (const name of expected) expect(fields).toContain(name);
    // Collapsed only where scripts run (a CSS media query); without them the fields show.
    expect(html).toContain('class="sk-newsletter__extra" data-collapsed=""');
  });

  it('a DOI link: a form with the confirm button that posts the token, and no empty sign-up form', async () => {
    const texts = await loadNewsletterTexts(NEWSLETTER_MARKETS[country].locale);
    const html = renderToString(<NewsletterSignup market={country} texts={texts} doiToken="abc" csrfToken="tok-1" />);
    expect(html).toMatch(/<form class="sk-newsletter__doi" method="post">/);
    expect(html).toContain('<input type="hidden" name="doi" value="abc"/>');
    expect(html).toContain('<input type="hidden" name="sk-form" value="newsletter-doi"/>');
    expect(html).toContain(texts.doi.confirm);
    expect(html).not.toContain('sk-newsletter__form');
    // Nothing runs on the server: no DOI confirmation message.
    expect(html).not.toContain(texts.doi.confirming);
  });

  it('renders what the server resumes: posted errors with the input kept, the pending view, a confirmed link', async () => {
    const texts = await loadNewsletterTexts(NEWSLETTER_MARKETS[country].locale);
    const errors = renderToString(
      <NewsletterSignup
        market={country}
        texts={texts}
        resume={{ values: { email: 'anna@' }, errors: { email: 'emailInvalid' } }}
      />,
    );
    expect(errors).toContain('value="anna@"');
    expect(errors).toContain('id="newsletter-email-error"');
    expect(errors).toContain(texts.errors.emailInvalid.replace(/'/g, '&#x27;'));
    expect(errors).not.toContain('data-collapsed');
    const pending = renderToString(
      <NewsletterSignup market={country} texts={texts} resume={{ pending: { email: 'anna@example.com' } }} />,
    );
    expect(pending).toContain(texts.pending.headline);
    expect(pending).toContain('anna@example.com');
    expect(pending).not.toContain('sk-newsletter__form');
    const confirmed = renderToString(
      <NewsletterSignup market={country} texts={texts} resume={{ doiResult: 'CONFIRMED' }} />,
    );
    expect(confirmed).toContain(texts.doi.confirmed);
    expect(confirmed).not.toContain('sk-newsletter__form');
  });
});
