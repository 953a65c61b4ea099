import { describe, expect, it } from 'vitest';
import { toPromise } from 'xstate';
import { createCoveredActor as createActor } from '../../support/machine-coverage';
import { createFakeEnv } from '../../../core/env';
import {
  connectFooter,
  createFooterActors,
  footerMachine,
  loadFooterContent,
  PSDATA_PATH,
  SHOP_FOOTER_PATH,
  type FooterContent,
  type FooterServiceClient,
} from '../../../core/footer';
import { loadFooterTexts } from '../../../core/footer/footer.texts';

const texts = await loadFooterTexts('de-DE');

class FakeServiceError extends Error {
  constructor(
    readonly reason: string,
    readonly status?: number,
  ) {
    super(`${reason} ${status ?? ''}`);
  }
}

/** A client answering SHOP_FOOTER with `footer` (a body, or an error to throw) and psdata with nothing. */
function clientFor(footer: unknown): FooterServiceClient {
  return {
    async GET(path) {
      if (path === PSDATA_PATH) return { data: {} };
      if (path === SHOP_FOOTER_PATH) {
        if (footer instanceof Error) throw footer;
        return { data: footer };
      }
      throw new Error(`unexpected ${path}`);
    },
  };
}

async function settle(footer: unknown) {
  const env = createFakeEnv();
  const builtIn = await loadFooterContent('DE');
  const actor = createActor(footerMachine.provide({ actors: createFooterActors(clientFor(footer)) }), {
    input: { country: 'DE', builtIn, logger: env.logger },
  });
  actor.start();
  await toPromise(actor);
  return { context: actor.getSnapshot().context, logged: env.logged, builtIn };
}

const withDe = async (change: (c: FooterContent & Record<string, unknown>) => void) => {
  const content = JSON.parse(JSON.stringify(await loadFooterContent('DE')));
  change(content);
  return { contentJSON: JSON.stringify(content) };
};

const MB = 'A'.repeat(1024 * 1024);

describe('hostile CMS footer content keeps the built-in footer or a sanitised one, and logs', () => {
  it.each([
    ['404', new FakeServiceError('http', 404), false],
    ['500', new FakeServiceError('http', 500), true],
    ['network', new FakeServiceError('network'), true],
    ['timeout', new FakeServiceError('timeout'), true],
    ['no body', undefined, true],
    ['body not an object', 'contentJSON', true],
    ['contentJSON missing', {}, true],
    ['contentJSON a number', { contentJSON: 42 }, true],
    ['malformed JSON', { contentJSON: '{"headline": "x", ' }, true],
    ['JSON null', { contentJSON: 'null' }, true],
    ['JSON array', { contentJSON: '[1,2,3]' }, true],
    ['wrong shape', { contentJSON: JSON.stringify({ headline: 1, teaserGroups: 'many' }) }, true],
    ['1 MB headline', { contentJSON: JSON.stringify({ headline: MB }) }, true],
  ])('%s -> built-in content', async (_name, footer, logs) => {
    const { context, logged, builtIn } = await settle(footer);
    expect(context.content).toBe(builtIn);
    expect(context.source).toBe('built-in');
    expect(logged.filter((l) => l.level === 'error').length).toBe(logs ? 1 : 0);
  });

  it('a 1 MB string in a headline of an otherwise valid content refuses it', async () => {
    const { context, logged } = await settle(
      await withDe((c) => {
        c.headline = MB;
      }),
    );
    expect(context.source).toBe('built-in');
    expect(logged[0]?.message).toMatch(/refused/);
    // the log line never carries the megabyte
    expect(JSON.stringify(logged).length).toBeLessThan(2000);
  });

  it('javascript:, data: and 1 MB link texts are dropped item by item; the rest of the CMS footer shows', async () => {
    const footer = await withDe((c) => {
      c.headline = 'CMS footer';
      c.teaserGroups[0]!.links[0]!.url = 'javascript:alert(document.cookie)';
      c.teaserGroups[0]!.links[1]!.url = 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==';
      c.teaserGroups[0]!.links[2]!.text = MB;
      c.seo.columns[0]![0]!.url = ' JaVaScRiPt:alert(1)';
      c.legalLinks[0]!.url = 'vbscript:x';
      c.socialMedia.socialMediaIcons[0]!.link = 'http://plain.example';
    });
    const { context, logged } = await settle(footer);
    expect(context.source).toBe('cms');
    expect(context.content?.headline).toBe('CMS footer');
    const json = JSON.stringify(context.content);
    expect(json).not.toMatch(/javascript:|data:|vbscript:|http:\/\//i);
    expect(json.length).toBeLessThan(20000);
    expect(context.content?.teaserGroups[0]!.links.map((l) => l.url)).toEqual(['/subscribenewsletter', '/app']);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 'error', message: expect.stringMatching(/dropped/) });
    expect((logged[0]!.detail as unknown[]).length).toBe(6);
  });

  it('https links to hosts off the allow-list are dropped and logged; the built-in hosts and relative links stay (D4 by host)', async () => {
    const footer = await withDe((c) => {
      c.headline = 'CMS footer';
      c.teaserGroups[0]!.links[0]!.url = 'https://evil.example/login';
      c.seo.columns[0]![0]!.url = 'https://apps.example.evil.example/';
      c.legalLinks[0]!.url = 'https://apps.example@evil.example/';
      c.socialMedia.socialMediaIcons[0]!.link = 'https://BLOG.example:8443/';
      c.appReferences.appIcons[0]!.link = 'https://xn--pple-43d.example/';
    });
    const { context, logged } = await settle(footer);
    expect(context.source).toBe('cms');
    const json = JSON.stringify(context.content);
    expect(json).not.toMatch(/evil\.example|:8443|xn--/);
    expect(json).toMatch(/https:\/\/apps\.example/); // the built-in app-store links are on the list
    expect(context.content?.teaserGroups[0]!.links.every((l) => l.url.startsWith('/'))).toBe(true);
    expect(logged).toHaveLength(1);
    expect((logged[0]!.detail as { path: string; message: string }[]).map((p) => p.path)).toEqual([
      'teaserGroups[0].links[0].url',
      'seo.columns[0][0].url',
      'socialMedia.socialMediaIcons[0].link',
      'appReferences.appIcons[0].link',
      'legalLinks[0].url',
    ]);
    expect(JSON.stringify(logged[0]!.detail)).toMatch(/host not on the allow-list/);
  });

  it('a configured host list replaces the default one', async () => {
    const env = createFakeEnv();
    const builtIn = await loadFooterContent('DE');
    const footer = await withDe((c) => {
      c.legalLinks[0]!.url = 'https://shop.example/imprint';
      c.legalLinks[1]!.url = 'https://apps.example/x';
    });
    const actor = createActor(
      footerMachine.provide({ actors: createFooterActors(clientFor(footer), { linkHosts: ['Shop.Example'] }) }),
      {
        input: { country: 'DE', builtIn, logger: env.logger },
      },
    ).start();
    await toPromise(actor);
    const urls = actor.getSnapshot().context.content!.legalLinks.map((l) => l.url);
    expect(urls).toContain('https://shop.example/imprint');
    expect(urls).not.toContain('https://apps.example/x');
  });

  it('unknown logos and unknown icons are dropped and logged, never rendered', async () => {
    const footer = await withDe((c) => {
      c.teaserGroups[1]!.images[0]!.source = 'real-brand-logo' as never;
      (c.teaserGroups[0]!.heading as Record<string, unknown>).iconName = 'skull';
      (c.socialMedia.socialMediaIcons[0] as Record<string, unknown>).iconName = 'unknown-network';
    });
    const { context, logged } = await settle(footer);
    expect(context.source).toBe('cms');
    const model = connectFooter(context, { texts, platform: 'CLASSIC', reduced: false });
    expect(model.teaserGroups[1]!.logoLists.flatMap((list) => list.logos).map((l) => l.alt)).toEqual([
      'Meridian Card',
      'PocketPay',
      'SwiftParcel',
      'Boxline',
    ]);
    expect(model.teaserGroups[0]!.heading.iconName).toBeUndefined();
    expect(model.social?.icons).toHaveLength(3);
    expect((logged[0]!.detail as { path: string }[]).map((p) => p.path)).toEqual([
      'teaserGroups[0].heading.iconName',
      'teaserGroups[1].images[0].source',
      'socialMedia.socialMediaIcons[0].iconName',
    ]);
  });

  it('connect still refuses a bad link in content that never went through the sanitiser, and reports unknown logos', async () => {
    const content = JSON.parse(JSON.stringify(await loadFooterContent('DE'))) as FooterContent;
    content.legalLinks.push({ url: 'javascript:alert(1)', text: 'Evil' });
    content.teaserGroups[1]!.images.push({ label: 'X', source: 'nope' as never });
    const unknown: string[] = [];
    const model = connectFooter(
      { country: 'DE', content },
      { texts, platform: 'CLASSIC', reduced: false, onUnknownLogo: (s) => unknown.push(s) },
    );
    expect(model.legalLinks.map((l) => l.text)).not.toContain('Evil');
    expect(unknown).toEqual(['nope']);
  });
});
