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
    const html = renderToString(<NewsletterSignup market={country} texts={texts} doiToken="abc" />);
    expect(html).toContain(`lang="${market.locale}"`);
    expect(html).toContain('<form');
    expect(html).toContain('srcSet="/service/newsletterfrontend/newslettersubscriptionform/newsletter_image_273x273.jpg"');
    expect(html).toContain('media="(max-width: 767px)"');
    expect(html).toContain('media="(max-width: 1024px)"');
    expect(html).toContain('src="/service/newsletterfrontend/newslettersubscriptionform/newsletter_image_400x300.jpg"');
    const trap = html.match(/<div class="sk-newsletter__trap" aria-hidden="true"><label for="newsletter-homepage">([^<]+)<\/label><input [^>]+>/);
    expect(trap?.[1]).toBe(texts.honeypotLabel.replace(/'/g, '&#x27;'));
    for (const attr of ['id="newsletter-homepage"', 'tabindex="-1"', 'autoComplete="off"', 'data-1p-ignore=""', 'data-lpignore="true"', 'data-bwignore=""']) {
      expect(trap?.[0]).toContain(attr);
    }
    expect(html).toContain(texts.submit);
    expect(html).toContain('href="/privacy"');
    expect(html).toContain(`href="${market.links.voucherConditions}"`);
    // Nothing runs on the server: no DOI confirmation message, no prefill.
    expect(html).not.toContain(texts.doi.confirming);
  });
});
