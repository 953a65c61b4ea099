import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../demo/entry-server';
import { COOKIE } from '../../../openapi/http';
import { createTestService } from '../../support/service';

// A staff member's country page (D37): the server asks checkauth and renders the banner and the panel's button;
// a shopper's page, rendered after it from the same cached footer, has neither.
const ORIGIN = 'http://shop.test';

describe('a country page with the staff cookies', () => {
  it('has the banner first and the button, with the answer for the panel; a shopper’s page after it has none', async () => {
    const app = createTestService();
    const service = (r: Request) => Promise.resolve(app.fetch(r));
    const login = await app.fetch(
      new Request(`${ORIGIN}/service/__admin/staff/login`, {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json' },
      }),
    );
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const applied = await app.fetch(
      new Request(`${ORIGIN}/service/preview/api/token?dateTime=2026-12-05&test=winter-checkout&group=variant`, {
        headers: { cookie },
      }),
    );
    await expect(applied.json()).resolves.toMatchObject({ status: 'SUCCESS' });

    const staff = await renderPage(new Request(`${ORIGIN}/de/`, { headers: { cookie } }), service);
    expect(staff.bodyStart).toContain('id="sk-preview-banner-root"');
    expect(staff.bodyStart).toContain('winter-checkout / variant');
    expect(staff.appHtml).toContain('Preview settings');
    const preview = Object.values(staff.data.islands!).find((e) => e.name === 'preview')!;
    expect(preview).toMatchObject({ props: { known: { status: 'SUCCESS', abTestName: 'winter-checkout' } } });
    expect(preview.empty).toBeUndefined();

    const shopper = await renderPage(new Request(`${ORIGIN}/de/`), service);
    expect(shopper.bodyStart).toBeUndefined();
    expect(shopper.appHtml).not.toContain('Preview settings');
    expect(Object.values(shopper.data.islands!).find((e) => e.name === 'preview')).toEqual({
      name: 'preview',
      props: {},
      empty: true,
    });
  });

  it('a forged staff cookie (an attacker with curl) gets no banner, no button and no answer for the panel', async () => {
    const app = createTestService();
    const service = (r: Request) => Promise.resolve(app.fetch(r));
    const cookie = `${COOKIE.staffAuth}=forged; ${COOKIE.staffPresent}=1`;
    const page = await renderPage(new Request(`${ORIGIN}/de/`, { headers: { cookie } }), service);
    expect(page.bodyStart).toBeUndefined();
    expect(page.appHtml).not.toContain('winter-checkout');
    const preview = Object.values(page.data.islands!).find((e) => e.name === 'preview');
    expect(preview?.props).not.toHaveProperty('known');
  });
});
