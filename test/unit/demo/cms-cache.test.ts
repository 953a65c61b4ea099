// The page loaders' CMS footer content, read once per interval for every visitor (demo/cms-cache.ts).
import { describe, expect, it } from 'vitest';
import { SHOP_FOOTER_PATH } from '../../../core/footer/footer.actors';
import { withCmsContentCache } from '../../../demo/cms-cache';

function fakeService() {
  const calls: string[] = [];
  let content = 'v1';
  let status = 200;
  const fetch = async (request: Request) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
    if (request.method === 'PUT') content = 'v2';
    const market = request.headers.get('X-Hunter-Site');
    return new Response(JSON.stringify({ contentJSON: market ? `${content} for ${market}` : content }), {
      status,
      headers: { 'content-type': 'application/json', 'set-cookie': 'csrf_token=someone' },
    });
  };
  return { calls, fetch, fail: (s: number) => (status = s) };
}
const get = (path = SHOP_FOOTER_PATH) => new Request(`http://shop.test${path}`);
const getFor = (market: string) =>
  new Request(`http://shop.test${SHOP_FOOTER_PATH}`, { headers: { 'X-Hunter-Site': market } });

describe('withCmsContentCache', () => {
  it("asks the service once per interval, and never hands one visitor's cookie to another", async () => {
    let now = 0;
    const service = fakeService();
    const cms = withCmsContentCache(service.fetch, 2_000, () => now);
    const first = await cms.forLoaders(get());
    expect(await first.json()).toEqual({ contentJSON: 'v1' });
    now = 1_999;
    const second = await cms.forLoaders(get());
    expect(await second.json()).toEqual({ contentJSON: 'v1' });
    expect(second.headers.get('set-cookie')).toBeNull();
    expect(service.calls).toHaveLength(1);
    now = 2_001;
    await cms.forLoaders(get());
    expect(service.calls).toHaveLength(2);
  });

  it('keeps one answer per market: the German content never reaches the Turkish page', async () => {
    const service = fakeService();
    const cms = withCmsContentCache(service.fetch, 60_000, () => 0);
    expect(await (await cms.forLoaders(getFor('DE'))).json()).toEqual({ contentJSON: 'v1 for DE' });
    expect(await (await cms.forLoaders(getFor('TR'))).json()).toEqual({ contentJSON: 'v1 for TR' });
    expect(await (await cms.forLoaders(getFor('DE'))).json()).toEqual({ contentJSON: 'v1 for DE' });
    expect(service.calls).toHaveLength(2);
  });

  it('a change through the switches is seen at once', async () => {
    const service = fakeService();
    const cms = withCmsContentCache(service.fetch, 60_000, () => 0);
    await cms.forLoaders(get());
    await cms.direct(
      new Request('http://shop.test/service/__admin/promotion/SHOP_FOOTER', { method: 'PUT', body: '{}' }),
    );
    expect(await (await cms.forLoaders(get())).json()).toEqual({ contentJSON: 'v2' });
  });

  it('keeps no failure, passes other calls through, and keeps nothing with a zero interval', async () => {
    const service = fakeService();
    service.fail(503);
    const cms = withCmsContentCache(service.fetch, 60_000, () => 0);
    expect((await cms.forLoaders(get())).status).toBe(503);
    expect((await cms.forLoaders(get())).status).toBe(503);
    expect(service.calls).toHaveLength(2);
    await cms.forLoaders(get('/service/csrf'));
    await cms.forLoaders(get('/service/csrf'));
    expect(service.calls).toHaveLength(4);
    const uncached = withCmsContentCache(service.fetch, 0, () => 0);
    await uncached.forLoaders(get());
    await uncached.forLoaders(get());
    expect(service.calls).toHaveLength(6);
  });
});
