// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { assetUrl } from '../../core/assets';
import { FOOTER_LOGOS, loadFooterContent } from '../../core/footer';
import { NEWSLETTER_IMAGE_BASE } from '../../core/newsletter';
import deDE from '../../core/newsletter/signup/texts/de-DE';
import { NewsletterSignup } from '../../react/newsletter';
import { Footer } from './footer/footer-with-texts';

const de = await loadFooterContent('DE');
const shopBackend = { subscribe: async () => undefined };
/** Every image address a page asks for: `src` and each `srcset` candidate of `<img>` and `<source>`. */
const imageAddresses = (root: ParentNode) =>
  [...root.querySelectorAll('img, source')].flatMap((el) => [
    ...(el.getAttribute('src') ? [el.getAttribute('src')!] : []),
    ...(el.getAttribute('srcset') ?? '')
      .split(',')
      .map((c) => c.trim().split(/\s+/)[0]!)
      .filter(Boolean),
  ]);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('assetUrl', () => {
  it('appends the file to a base (with or without its slash), asks a function, gives nothing for false', () => {
    expect(assetUrl('https://cdn.example/kit', 'a.jpg')).toBe('https://cdn.example/kit/a.jpg');
    expect(assetUrl('/kit-assets/', 'a.jpg')).toBe('/kit-assets/a.jpg');
    expect(assetUrl((file) => `/hashed/${file}?v=1`, 'a.jpg')).toBe('/hashed/a.jpg?v=1');
    expect(assetUrl(false, 'a.jpg')).toBeUndefined();
  });
});

describe('the images come from where the host says (issue 40, item 3)', () => {
  it('by default, the reference service’s addresses, as before', () => {
    const { container } = render(
      <Footer
        country="DE"
        content={de}
        newsletterSlot={<NewsletterSignup market="DE" texts={deDE} backend={shopBackend} />}
      />,
    );
    const addresses = imageAddresses(container);
    expect(addresses.some((a) => a.startsWith(NEWSLETTER_IMAGE_BASE))).toBe(true);
    expect(addresses.some((a) => a.startsWith('/service/footer-images/logos/'))).toBe(true);
  });

  it('an asset base on another origin: every image of the form and the footer is there, none under /service', () => {
    const html = renderToString(
      <Footer
        country="DE"
        content={de}
        logoBase="https://cdn.example/kit/logos/"
        newsletterSlot={
          <NewsletterSignup market="DE" texts={deDE} backend={shopBackend} imageBase="https://cdn.example/kit" />
        }
      />,
    );
    const page = document.createElement('div');
    page.innerHTML = html;
    const addresses = imageAddresses(page);
    expect(addresses.length).toBeGreaterThan(5);
    expect(addresses.filter((a) => !a.startsWith('https://cdn.example/kit/'))).toEqual([]);
    expect(addresses).toContain('https://cdn.example/kit/newsletter_image_800x600.jpg');
    const logoFiles = new Set(Object.values(FOOTER_LOGOS).map((l) => `https://cdn.example/kit/logos/${l.file}`));
    expect(addresses.filter((a) => a.includes('/logos/')).every((a) => logoFiles.has(a))).toBe(true);
  });

  it('a function per file (a bundler’s imported URLs) names each file', () => {
    const { container } = render(
      <NewsletterSignup market="DE" texts={deDE} backend={shopBackend} imageBase={(file) => `/build/${file}?h=1`} />,
    );
    expect(imageAddresses(container)).toContain('/build/newsletter_image_400x300.jpg?h=1');
  });

  it('false: no image at all and no request, the rest of the form and footer as always', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { container } = render(
      <Footer
        country="DE"
        content={de}
        logoBase={false}
        newsletterSlot={<NewsletterSignup market="DE" texts={deDE} backend={shopBackend} imageBase={false} />}
      />,
    );
    expect(imageAddresses(container)).toEqual([]);
    expect(container.querySelector('form')).not.toBeNull();
    expect(container.textContent).toContain(deDE.discountBanner);
    expect(fetch).not.toHaveBeenCalled();
  });
});
