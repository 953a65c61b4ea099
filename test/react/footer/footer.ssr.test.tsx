import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { COUNTRIES, COUNTRY_SITES } from '../../../core/markets';
import { footerSeoLinks, loadFooterContent, parseFooterContentJson, type FooterContent } from '../../../core/footer';
import { Footer } from './footer-with-texts';

// Runs in the node environment: renderToString proves the footer never touches window during render.
const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

describe.each(COUNTRIES)('server HTML of the %s footer', (country) => {
  it('holds every SEO category link, teaser link and legal link, and the country selector', async () => {
    const content = await loadFooterContent(country);
    const html = renderToString(<Footer country={country} content={content} />);
    for (const link of [
      ...footerSeoLinks(content),
      ...content.legalLinks,
      ...content.teaserGroups.flatMap((g) => g.links.filter((l) => !l.hideInClassic)),
    ]) {
      expect(html).toContain(`href="${escapeAttr(link.url)}"`);
    }
    expect(html).toContain('data-layout="desktop"');
    for (const c of COUNTRIES) expect(html).toContain(`href="/${COUNTRY_SITES[c].slug}/"`);
    expect(html).toMatch(new RegExp(`aria-current="page"[^>]*data-code="${country}"`));
  });
});

describe('server HTML', () => {
  it('renders the platform it is told and the reduced footer with only the bottom section', async () => {
    const content = await loadFooterContent('DE');
    const phone = renderToString(<Footer country="DE" content={content} platform="MATCH" />);
    expect(phone).toContain('data-layout="phone"');
    // panels are native disclosures, closed: they open without JavaScript
    expect(phone).toMatch(/<details class="[^"]*sk-footer__panel"/);
    expect(phone).not.toMatch(/<details[^>]* open/);
    expect(phone).not.toContain('sk-footer__countries');
    // collapsed panels keep their links in the HTML
    for (const link of footerSeoLinks(content)) expect(phone).toContain(`href="${link.url}"`);

    const reduced = renderToString(<Footer country="DE" content={content} reduced newsletterSlot={<p>NL-FORM</p>} />);
    expect(reduced).toContain('data-reduced="true"');
    expect(reduced).not.toContain('NL-FORM');
    expect(reduced).not.toContain('/damenmode');
    expect(reduced).toContain('href="/impressum"');
  });

  it('escapes text from content: no HTML is injected', async () => {
    const content: FooterContent = { ...(await loadFooterContent('DE')), headline: '<img src=x onerror=alert(1)>' };
    const html = renderToString(<Footer country="DE" content={content} />);
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('renders sanitised hostile CMS content without any javascript: or data: href', async () => {
    const raw = JSON.parse(JSON.stringify(await loadFooterContent('SK')));
    raw.teaserGroups[0].links[0].url = 'javascript:alert(1)';
    raw.seo.columns[1][0].url = 'data:text/html,<script>alert(1)</script>';
    raw.salesTax.link.url = 'JAVASCRIPT:alert(1)';
    raw.legalLinks.push({ url: ' javascript:alert(1)', text: 'x' });
    raw.teaserGroups[1].images.push({ label: 'Evil', source: 'javascript:alert(1)' });
    const result = parseFooterContentJson(JSON.stringify(raw));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const html = renderToString(<Footer country="SK" content={result.content} />);
    expect(html).not.toMatch(/(href|src)="\s*(javascript|data):/i);
    expect(html).not.toMatch(/javascript:|data:text/i);
    // the content around the dropped parts is still there
    expect(html).toContain('href="/service/storefinder/"');
    expect(html).not.toContain('href="/contact"');
  });
});
