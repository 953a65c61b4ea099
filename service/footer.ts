import { readFile } from 'node:fs/promises';
import { Hono } from 'hono';
import { operation, type ServiceDeps } from './operation';
import { problem } from './problem';
import { drawnLogoSvg } from './footer-logos';
import { marketOf } from './market';
import { HEADER } from '../openapi/facts';

const IMAGE_DIR = '/newsletterfrontend/newslettersubscriptionform';

/** A registered logo's drawn mark; for any other name a neutral stand-in (a rounded rectangle with the name, no real trademarks). */
export function logoSvg(name: string): string {
  const drawn = drawnLogoSvg(name);
  if (drawn) return drawn;
  const label = name.replace(/-/g, ' ').toUpperCase();
  const width = Math.max(64, Math.min(200, 16 + label.length * 8));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="40" viewBox="0 0 ${width} 40" role="img" aria-label="${label}">` +
    `<rect x="1" y="1" width="${width - 2}" height="38" rx="6" fill="#ffffff" stroke="#c8bfb4" stroke-width="2"/>` +
    `<text x="${width / 2}" y="25" text-anchor="middle" font-family="system-ui, sans-serif" font-size="12" font-weight="600" fill="#4a3b2f">${label}</text>` +
    `</svg>`
  );
}

/** The footer's CMS content, logos and the sign-up form's images, mounted at /service. */
export function footerRoutes(deps: ServiceDeps): Hono {
  const app = new Hono();
  operation(
    app,
    deps,
    { method: 'get', path: '/promotion/api/promotion/SHOP_FOOTER', operationId: 'getShopFooterPromotion' },
    async (c) => {
      // Content is per market (X-Hunter-Site; unknown or missing means DE, as for the newsletter calls).
      const market = marketOf(c.req.header(HEADER.site));
      const content = await deps.store.cmsContent.get('SHOP_FOOTER', market);
      // A cache in between keeps one answer per market.
      c.header('Vary', HEADER.site);
      if (content === undefined)
        return problem(c, 404, 'urn:promotion:not_found', `No SHOP_FOOTER content for ${market}`);
      return c.json({ contentJSON: content }, 200);
    },
  );

  operation(app, deps, { method: 'get', path: '/footer-images/logos/:file', operationId: 'getFooterLogo' }, (c) => {
    // The name's form (the contract's pattern) was checked at the edge.
    const file = c.req.param('file') ?? '';
    return c.body(logoSvg(file.slice(0, -'.svg'.length)), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    });
  });

  const image = (file: string) => async () => {
    const bytes = await readFile(new URL(`./assets/${file}`, import.meta.url));
    return new Response(new Uint8Array(bytes), {
      status: 200,
      headers: { 'Content-Type': 'image/jpeg', 'Cache-Control': 'public, max-age=86400' },
    });
  };
  operation(
    app,
    deps,
    { method: 'get', path: `${IMAGE_DIR}/newsletter_image_400x300.jpg`, operationId: 'getNewsletterImageLarge' },
    image('newsletter_image_400x300.jpg'),
  );
  operation(
    app,
    deps,
    { method: 'get', path: `${IMAGE_DIR}/newsletter_image_273x273.jpg`, operationId: 'getNewsletterImageSmall' },
    image('newsletter_image_273x273.jpg'),
  );
  // The same images at double density (D58).
  operation(
    app,
    deps,
    { method: 'get', path: `${IMAGE_DIR}/newsletter_image_800x600.jpg`, operationId: 'getNewsletterImageLarge2x' },
    image('newsletter_image_800x600.jpg'),
  );
  operation(
    app,
    deps,
    { method: 'get', path: `${IMAGE_DIR}/newsletter_image_546x546.jpg`, operationId: 'getNewsletterImageSmall2x' },
    image('newsletter_image_546x546.jpg'),
  );
  return app;
}
