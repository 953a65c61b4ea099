// A footer without the visitor's newsletter status is everyone's: resolved once per CMS answer (demo/footer-data.ts).
import { describe, expect, it } from 'vitest';
import { loadFooterContent } from '../../../core/footer';
import { resolveSharedFooter } from '../../../demo/footer-data';

const ORIGIN = 'http://shop.test';

/** A CMS answering each market's headline (as the loaders' service does), or a status. */
function cms() {
  const headlines: Record<string, string> = { DE: 'Sommerfest', TR: 'Yaz şenliği' };
  let status = 200;
  const calls: string[] = [];
  const service = async (request: Request) => {
    const market = request.headers.get('X-Hunter-Site')!;
    calls.push(market);
    if (status !== 200) return new Response('{}', { status, headers: { 'content-type': 'application/json' } });
    const content = { ...(await loadFooterContent(market === 'TR' ? 'TR' : 'DE')), headline: headlines[market] };
    return new Response(JSON.stringify({ contentJSON: JSON.stringify(content) }), {
      headers: { 'content-type': 'application/json', 'set-cookie': 'csrf_token=someone' },
    });
  };
  return { service, calls, headlines, fail: (s: number) => (status = s) };
}

describe('resolveSharedFooter', () => {
  it('gives every visitor of a market the footer its CMS answer gives, resolved once; a changed answer is seen at once', async () => {
    const { service, calls, headlines } = cms();
    const builtIn = await loadFooterContent('DE');
    const first = await resolveSharedFooter(service, ORIGIN, 'DE', builtIn, { linkHosts: ['shop.test'] });
    const second = await resolveSharedFooter(service, ORIGIN, 'DE', builtIn, { linkHosts: ['shop.test'] });
    expect(first?.content.headline).toBe('Sommerfest');
    // The same resolved footer: the machine ran once; the CMS was read for each page.
    expect(second).toBe(first);
    expect(calls).toEqual(['DE', 'DE']);
    headlines.DE = 'Herbstfest';
    expect(
      (await resolveSharedFooter(service, ORIGIN, 'DE', builtIn, { linkHosts: ['shop.test'] }))?.content.headline,
    ).toBe('Herbstfest');
  });

  it('never gives one market’s footer to another', async () => {
    const { service } = cms();
    const de = await resolveSharedFooter(service, ORIGIN, 'DE', await loadFooterContent('DE'), {});
    const tr = await resolveSharedFooter(service, ORIGIN, 'TR', await loadFooterContent('TR'), {});
    expect(de?.content.headline).toBe('Sommerfest');
    expect(tr?.content.headline).toBe('Yaz şenliği');
    expect(JSON.stringify(tr)).not.toContain('Sommerfest');
  });

  it('keeps no footer of a failed CMS answer: the caller runs the machine as before', async () => {
    const { service, fail } = cms();
    fail(503);
    expect(await resolveSharedFooter(service, ORIGIN, 'DE', await loadFooterContent('DE'), {})).toBeUndefined();
    const broken = () => Promise.reject(new Error('primary unreachable'));
    expect(await resolveSharedFooter(broken, ORIGIN, 'DE', await loadFooterContent('DE'), {})).toBeUndefined();
  });
});
