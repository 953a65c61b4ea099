import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_SITES } from '../../../core/markets';
import { pageHead, renderPage } from '../../../demo/entry-server';
import { createTestService } from '../../support/service';

// `npm run serve` sends a country page's head before the page is loaded (D35): it must be the page's own.
const ORIGIN = 'http://shop.test';

describe('pageHead', () => {
  it('gives every country page the title, language and route its render has', async () => {
    const app = createTestService();
    const service = (r: Request) => Promise.resolve(app.fetch(r));
    for (const country of COUNTRIES) {
      const url = `${ORIGIN}/${COUNTRY_SITES[country].slug}/?contentType=NO_HEADER`;
      const page = await renderPage(new Request(url), service);
      expect(pageHead(new URL(url)), country).toEqual({
        lang: page.lang,
        title: page.title,
        route: page.route,
        routeModule: page.routeModule,
        islands: page.data.islands !== undefined,
      });
    }
  });

  it('leaves every other page to its loader', () => {
    for (const path of ['/', '/widgets/', '/mailbox/', '/staff/', '/xx/', '/de/newsletter/preferences', '/nothing']) {
      expect(pageHead(new URL(`${ORIGIN}${path}`)), path).toBeUndefined();
    }
  });
});
