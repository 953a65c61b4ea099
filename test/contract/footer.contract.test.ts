import { describe, expect, it } from 'vitest';
import { isServiceError } from '../../openapi';
import { ServiceHarness } from './harness';
import { FOOTER_LOGOS, FOOTER_LOGO_NAMES } from '../../core/footer/footer.logos';

const INVENTED_BRANDS = ['orbit', 'Meridian', 'PocketPay', 'SwiftParcel', 'boxline', 'Linnea', 'verdant', 'Northloom'];

const PROMOTION = '/service/promotion/api/promotion/SHOP_FOOTER';
const IMAGES = '/service/newsletterfrontend/newslettersubscriptionform';

describe('SHOP_FOOTER promotion', () => {
  it('answers 404 until content is set, then the content, then 404 again after it is removed', async () => {
    const service = new ServiceHarness();
    const visitor = await service.visitor().arrive();
    const none = await visitor.call('GET', PROMOTION);
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({ type: 'urn:promotion:not_found' });

    const content = JSON.stringify({ headline: 'Winter' });
    expect(
      (await visitor.call('PUT', '/service/__admin/promotion/SHOP_FOOTER', { body: { contentJSON: content } })).status,
    ).toBe(204);
    expect(await visitor.call('GET', PROMOTION)).toMatchObject({ status: 200, body: { contentJSON: content } });

    expect((await visitor.call('DELETE', '/service/__admin/promotion/SHOP_FOOTER')).status).toBe(204);
    expect((await visitor.call('GET', PROMOTION)).status).toBe(404);
  });

  it('keeps content per market: X-Hunter-Site picks it, DE when missing; setting DE changes no other market', async () => {
    const service = new ServiceHarness();
    const visitor = await service.visitor().arrive();
    const get = (market?: string) =>
      visitor.call('GET', PROMOTION, market ? { headers: { 'X-Hunter-Site': market } } : {});
    const de = JSON.stringify({ headline: 'Sommer' });
    const tr = JSON.stringify({ headline: 'Yaz' });
    expect(
      (await visitor.call('PUT', '/service/__admin/promotion/SHOP_FOOTER?market=DE', { body: { contentJSON: de } }))
        .status,
    ).toBe(204);
    expect(await get('DE')).toMatchObject({ status: 200, body: { contentJSON: de } });
    expect((await get('DE')).headers.get('Vary')).toMatch(/X-Hunter-Site/i);
    expect((await get('TR')).headers.get('Vary')).toMatch(/X-Hunter-Site/i);
    expect(await get()).toMatchObject({ status: 200, body: { contentJSON: de } });
    for (const market of ['TR', 'PL', 'AT', 'CH_FR']) expect((await get(market)).status).toBe(404);

    expect(
      (await visitor.call('PUT', '/service/__admin/promotion/SHOP_FOOTER?market=tr', { body: { contentJSON: tr } }))
        .status,
    ).toBe(204);
    expect((await get('TR')).body).toEqual({ contentJSON: tr });
    expect((await get('DE')).body).toEqual({ contentJSON: de });
    expect((await get('PL')).status).toBe(404);

    expect((await visitor.call('DELETE', '/service/__admin/promotion/SHOP_FOOTER?market=DE')).status).toBe(204);
    expect((await get('DE')).status).toBe(404);
    expect((await get('TR')).body).toEqual({ contentJSON: tr });
  });

  it('refuses an admin market that is not a country site', async () => {
    const visitor = await new ServiceHarness().visitor().arrive();
    const put = await visitor.call('PUT', '/service/__admin/promotion/SHOP_FOOTER?market=XX', {
      body: { contentJSON: '{}' },
    });
    expect(put.status).toBe(400);
    expect(put.body).toMatchObject({ type: 'urn:service:admin_invalid' });
    expect((await visitor.call('DELETE', '/service/__admin/promotion/SHOP_FOOTER?market=')).status).toBe(400);
  });

  it('seeds content per market', async () => {
    const service = new ServiceHarness({ seed: { promotion: { PL: '{"headline":"Lato"}' } } });
    const visitor = await service.visitor().arrive();
    expect((await visitor.call('GET', PROMOTION, { headers: { 'X-Hunter-Site': 'PL' } })).body).toEqual({
      contentJSON: '{"headline":"Lato"}',
    });
    expect((await visitor.call('GET', PROMOTION)).status).toBe(404);
  });

  it('starts with seeded content and refuses admin content that is not a string', async () => {
    const service = new ServiceHarness({ seed: { promotion: '{"headline":"Seed"}' } });
    const visitor = await service.visitor().arrive();
    expect((await visitor.call('GET', PROMOTION)).body).toEqual({ contentJSON: '{"headline":"Seed"}' });
    expect(
      (await visitor.call('PUT', '/service/__admin/promotion/SHOP_FOOTER', { body: { contentJSON: { a: 1 } } })).status,
    ).toBe(400);
  });

  it('reaches the typed client as a ServiceError 404 when absent', async () => {
    const visitor = await new ServiceHarness().visitor().arrive();
    const error = await visitor
      .client()
      .GET(PROMOTION)
      .catch((e: unknown) => e);
    expect(isServiceError(error) && error.status === 404).toBe(true);
  });
});

describe('footer logos', () => {
  it.each(FOOTER_LOGO_NAMES)(
    '%s is a drawn mark at its registry size, with no words but an invented brand name',
    async (name) => {
      const visitor = await new ServiceHarness().visitor().arrive();
      const answer = await visitor.call<string>('GET', `/service/footer-images/logos/${FOOTER_LOGOS[name].file}`);
      expect(answer.status).toBe(200);
      const svg = answer.body;
      expect(svg).toMatch(
        new RegExp(`^<svg [^>]*width="${FOOTER_LOGOS[name].width}" height="${FOOTER_LOGOS[name].height}"`),
      );
      // A symbol, not a text pill: shapes beyond a frame.
      expect(svg.match(/<(path|circle|polygon)\b/g)?.length ?? 0).toBeGreaterThan(0);
      const words = [...svg.matchAll(/<text[^>]*>(.*?)<\/text>/g)].map(([, inner]) => inner!.replace(/<[^>]+>/g, ''));
      expect(words.every((word) => INVENTED_BRANDS.includes(word))).toBe(true);
      expect(svg).not.toMatch(/[A-Z]{2,} [A-Z]{2,}/); // never the old "TRUST SAFE SHOPPING" pill
    },
  );

  it('serves a neutral SVG stand-in naming the logo', async () => {
    const visitor = await new ServiceHarness().visitor().arrive();
    const answer = await visitor.call<string>('GET', '/service/footer-images/logos/parcel-carrier-1.svg');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/);
    expect(answer.body).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(answer.body).toContain('>PARCEL CARRIER 1</text>');
    expect(answer.body).toContain('<rect');
  });

  it.each(['Visa.svg', 'logo.png', '-x.svg', 'a_b.svg', '%2E%2E%2Fapp.svg', `${'a'.repeat(60)}.svg`])(
    'answers 404 for %s',
    async (file) => {
      const visitor = await new ServiceHarness().visitor().arrive();
      const answer = await visitor.call('GET', `/service/footer-images/logos/${file}`);
      expect(answer.status).toBe(404);
    },
  );
});

describe('newsletter images', () => {
  it.each([
    ['newsletter_image_400x300.jpg', 400, 300],
    ['newsletter_image_273x273.jpg', 273, 273],
    // Their double-density copies (D58).
    ['newsletter_image_800x600.jpg', 800, 600],
    ['newsletter_image_546x546.jpg', 546, 546],
  ])('%s is a real %ix%i JPEG', async (file, width, height) => {
    const service = new ServiceHarness();
    const visitor = await service.visitor().arrive();
    const response = await visitor.fetch(new Request(`http://shop.test${IMAGES}/${file}`));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/jpeg');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(bytes.length).toBeLessThan(40_000);
    // Find the baseline start-of-frame marker and read the size from it.
    let i = 2;
    while (i < bytes.length && !(bytes[i] === 0xff && bytes[i + 1] === 0xc0))
      i += 2 + ((bytes[i + 2]! << 8) | bytes[i + 3]!);
    expect((bytes[i + 5]! << 8) | bytes[i + 6]!).toBe(height);
    expect((bytes[i + 7]! << 8) | bytes[i + 8]!).toBe(width);
  });
});
