// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { COOKIE, createFakeEnv } from '../../../core/env';
import {
  footerSeoLinks,
  loadFooterContent,
  PSDATA_PATH,
  SHOP_FOOTER_PATH,
  type FooterContent,
  type FooterServiceClient,
} from '../../../core/footer';
import { Footer } from './footer-with-texts';

afterEach(cleanup);

const de = await loadFooterContent('DE');

function fakeClient(answers: {
  footer?: unknown;
  nlStatus?: string;
  footerError?: { status: number };
}): FooterServiceClient & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    async GET(path) {
      calls.push(path);
      if (path === PSDATA_PATH) return { data: answers.nlStatus ? { nl_status: answers.nlStatus } : {} };
      if (path === SHOP_FOOTER_PATH) {
        if (answers.footerError) throw Object.assign(new Error('http'), { reason: 'http', ...answers.footerError });
        return { data: answers.footer };
      }
      throw new Error(path);
    },
  };
}

const footer = () => document.querySelector('footer')!;
const hrefs = () => [...footer().querySelectorAll('a')].map((a) => a.getAttribute('href'));

describe('Footer on desktop', () => {
  it('shows the teaser groups as four columns, SEO links in columns, and the country selector', () => {
    render(<Footer country="AT" content={de} env={createFakeEnv({ width: 1280 })} />);
    expect(footer().dataset.layout).toBe('desktop');
    expect(footer().querySelectorAll('.sk-footer__groups--columns > section')).toHaveLength(4);
    expect(screen.queryAllByRole('button', { expanded: false })).toHaveLength(0);
    expect(footer().querySelectorAll('.sk-footer__seo-columns > ul')).toHaveLength(4);
    const countries = screen.getByRole('navigation', { name: 'Land wählen' });
    expect(within(countries).getAllByRole('link')).toHaveLength(9);
    expect(within(countries).getByRole('link', { current: 'page' }).textContent).toBe('Österreich');
    // hideInClassic: the app link is not on desktop
    expect(hrefs()).not.toContain('/app');
  });

  it('names social and app links and gives logos their labels', () => {
    render(<Footer country="DE" content={de} env={createFakeEnv({ width: 1400 })} />);
    expect(screen.getByRole('link', { name: 'Community' }).getAttribute('href')).toBe(
      'https://community.example/shop-de',
    );
    expect(screen.getByRole('link', { name: 'App für Android' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'PocketPay' }).getAttribute('src')).toBe(
      '/service/footer-images/logos/wallet-pocketpay.svg',
    );
  });

  it('leaves out groups marked hideGroupInCheckout in checkout', () => {
    render(<Footer country="DE" content={de} checkout env={createFakeEnv({ width: 1400 })} />);
    expect(footer().querySelectorAll('.sk-footer__groups--columns > section')).toHaveLength(3);
    expect(screen.queryByText('Unternehmen')).toBeNull();
  });
});

describe.each([
  ['phone', 375],
  ['tablet', 768],
])('Footer on %s', (layout, width) => {
  it('shows teaser groups and SEO links as expansion panels that open and close, and no country selector', () => {
    render(<Footer country="DE" content={de} env={createFakeEnv({ width })} />);
    expect(footer().dataset.layout).toBe(layout);
    // Native disclosures: they open before any JavaScript, so the panels are <details> with a <summary> each.
    const panels = [...footer().querySelectorAll('details')];
    expect(panels.map((d) => d.querySelector('summary')!.textContent)).toEqual([
      'Service & Hilfe',
      'Bezahlung & Versand',
      'Kundenkarte',
      'Unternehmen',
      'Beliebte Kategorien',
    ]);
    expect(panels.every((d) => !d.open)).toBe(true);
    expect(screen.queryByRole('navigation', { name: 'Land wählen' })).toBeNull();
    // collapsed: links are in the DOM but not shown
    const seoPanel = panels[4]!;
    expect(within(seoPanel).getAllByRole('link', { hidden: true })).toHaveLength(13);
    fireEvent.click(seoPanel.querySelector('summary')!);
    expect(seoPanel.open).toBe(true);
    expect(
      within(seoPanel)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(footerSeoLinks(de).map((l) => l.url));
    fireEvent.click(seoPanel.querySelector('summary')!);
    expect(seoPanel.open).toBe(false);
    // hideInClassic links show off desktop
    expect(hrefs()).toContain('/app');
  });
});

describe('platform', () => {
  it('follows <html data-platform> over width and the window when it resizes', () => {
    const env = createFakeEnv({ width: 1400 });
    render(<Footer country="DE" content={de} env={env} />);
    expect(footer().dataset.layout).toBe('desktop');
    act(() => env.setWidth(500));
    expect(footer().dataset.layout).toBe('phone');
    act(() => env.setPlatformAttribute('TABLET'));
    expect(footer().dataset.layout).toBe('tablet');
  });

  it('the view changer switches to the desktop view and back', () => {
    render(<Footer country="DE" content={de} env={createFakeEnv({ width: 375 })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Zur Desktop-Ansicht' }));
    expect(footer().dataset.layout).toBe('desktop');
    fireEvent.click(screen.getByRole('button', { name: 'Zur mobilen Ansicht' }));
    expect(footer().dataset.layout).toBe('phone');
  });
});

describe('reduced footer and newsletter slot', () => {
  const slot = <form aria-label="Newsletter-Anmeldung">NL</form>;
  it.each([
    ['the page', { reduced: true }, {}],
    ['the affiliate cookie', {}, { [COOKIE.affiliateNumber]: '123' }],
    ['the new-app cookie', {}, { [COOKIE.newApp]: 'true' }],
  ])('reduced by %s: only legal links and the bottom section, no newsletter slot', (_why, props, cookies) => {
    render(
      <Footer
        country="CZ"
        content={de}
        {...props}
        newsletterSlot={slot}
        env={createFakeEnv({ width: 1400, cookies })}
      />,
    );
    expect(footer().dataset.reduced).toBe('true');
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByText('Beliebte Kategorien')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Právní informace' })).toBeTruthy();
  });

  it('shows the slot by default and not when the page hides it', () => {
    render(<Footer country="DE" content={de} newsletterSlot={slot} />);
    expect(screen.getByRole('form', { name: 'Newsletter-Anmeldung' })).toBeTruthy();
    cleanup();
    render(<Footer country="DE" content={de} newsletterSlot={slot} hideNewsletter />);
    expect(screen.queryByRole('form')).toBeNull();
  });

  it.each(['WAITING_FOR_DOI', 'SUBSCRIBED'])('hides the slot once psdata says %s', async (nlStatus) => {
    const client = fakeClient({ footerError: { status: 404 }, nlStatus });
    render(<Footer country="DE" content={de} newsletterSlot={slot} client={client} env={createFakeEnv()} />);
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(client.calls.sort()).toEqual([PSDATA_PATH, SHOP_FOOTER_PATH]);
  });

  it.each([COOKIE.affiliateNumber, COOKIE.newApp])(
    'a footer reduced by the %s cookie shows no slot and never asks psdata',
    async (cookie) => {
      const client = fakeClient({ footerError: { status: 404 } });
      render(
        <Footer
          country="DE"
          content={de}
          newsletterSlot={slot}
          client={client}
          env={createFakeEnv({ cookies: { [cookie]: '1' } })}
        />,
      );
      await waitFor(() => expect(client.calls).toEqual([SHOP_FOOTER_PATH]));
      expect(footer().dataset.reduced).toBe('true');
      expect(screen.queryByRole('form')).toBeNull();
    },
  );

  // A page writes `newsletterSlot={showForm && <Form />}`: false, null or '' render nothing, so there is no slot (one rule, core's).
  it.each([false, null, ''])(
    'a slot that renders nothing (%j) is no slot: no empty newsletter region, and psdata is not asked',
    async (nothing) => {
      const client = fakeClient({ footerError: { status: 404 } });
      render(<Footer country="DE" content={de} newsletterSlot={nothing} client={client} env={createFakeEnv()} />);
      await waitFor(() => expect(client.calls).toEqual([SHOP_FOOTER_PATH]));
      expect(footer().querySelector('.sk-footer__newsletter')).toBeNull();
      cleanup();
      render(<Footer country="DE" content={de} newsletterSlot={nothing} />);
      expect(footer().querySelector('.sk-footer__newsletter')).toBeNull();
    },
  );

  it('does not ask psdata when there is no slot to hide', async () => {
    const client = fakeClient({ footerError: { status: 404 } });
    const env = createFakeEnv();
    render(<Footer country="DE" content={de} client={client} env={env} />);
    await waitFor(() => expect(client.calls).toEqual([SHOP_FOOTER_PATH]));
    expect(env.logged).toEqual([]);
  });
});

describe('CMS override in the browser', () => {
  it('replaces the built-in content once fetched', async () => {
    const cms: FooterContent = { ...de, headline: 'Neu aus dem CMS' };
    render(
      <Footer
        country="DE"
        content={de}
        client={fakeClient({ footer: { contentJSON: JSON.stringify(cms) } })}
        env={createFakeEnv()}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Wir sind für Sie da' })).toBeTruthy();
    await screen.findByRole('heading', { name: 'Neu aus dem CMS' });
  });

  it('hostile CMS content: bad parts dropped and logged, nothing injected, no javascript:/data: link', async () => {
    const raw = JSON.parse(JSON.stringify(de));
    raw.headline = 'CMS <script>alert(1)</script>';
    raw.teaserGroups[0].links[0].url = 'javascript:alert(1)';
    raw.legalLinks[0].url = 'data:text/html,<b>x</b>';
    raw.teaserGroups[1].images[0].source = 'unknown-logo';
    raw.socialMedia.socialMediaIcons[0].iconName = 'unknown-icon';
    const env = createFakeEnv();
    render(
      <Footer
        country="DE"
        content={de}
        client={fakeClient({ footer: { contentJSON: JSON.stringify(raw) } })}
        env={env}
      />,
    );
    await screen.findByRole('heading', { name: 'CMS <script>alert(1)</script>' });
    expect(document.querySelector('script')).toBeNull();
    expect(hrefs().filter((h) => /^\s*(javascript|data):/i.test(h ?? ''))).toEqual([]);
    expect(
      [...footer().querySelectorAll('img')]
        .map((i) => i.getAttribute('src'))
        .every((s) => s!.startsWith('/service/footer-images/logos/')),
    ).toBe(true);
    expect(env.logged.map((l) => l.message)).toEqual(['footer: CMS content had parts that were dropped']);
  });

  it('malformed CMS content keeps the built-in footer and logs', async () => {
    const env = createFakeEnv();
    render(
      <Footer country="DE" content={de} client={fakeClient({ footer: { contentJSON: '{not json' } })} env={env} />,
    );
    await waitFor(() => expect(env.logged).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'Wir sind für Sie da' })).toBeTruthy();
    expect(env.logged[0]!.message).toMatch(/refused/);
  });
});

describe('content details', () => {
  it('CZ shows the sales-tax note with its link; PL the quality logos; TR the phone number in the service text', async () => {
    const [cz, pl, tr] = await Promise.all([loadFooterContent('CZ'), loadFooterContent('PL'), loadFooterContent('TR')]);
    render(<Footer country="CZ" content={cz} />);
    expect(footer().querySelector('.sk-footer__sales-tax')?.textContent).toBe(
      'Všechny ceny jsou uvedeny včetně DPH. Podrobnosti najdete v informacích o DPH.',
    );
    cleanup();
    render(<Footer country="PL" content={pl} />);
    expect(screen.getByRole('heading', { name: 'Nagrody i certyfikaty' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Bezpieczne zakupy' }).closest('a')?.getAttribute('href')).toBe(
      '/bezpieczne-zakupy',
    );
    cleanup();
    render(<Footer country="TR" content={tr} />);
    const service = footer().querySelector('.sk-footer__intro')!;
    expect(service.textContent).toBe('Müşteri Hizmetleri 0850 555 00 00 her gün 09:00-19:00');
    expect(
      within(service as HTMLElement)
        .getByRole('link', { name: '0850 555 00 00' })
        .getAttribute('href'),
    ).toBe('tel:+908505550000');
    expect(hrefs()).toContain('/account');
  });

  it('an unknown logo source logs an error and renders nothing', () => {
    const content = JSON.parse(JSON.stringify(de)) as FooterContent;
    content.teaserGroups[1]!.images.push({ label: 'Nope', source: 'nope' as never });
    const env = createFakeEnv({ width: 1400 });
    render(<Footer country="DE" content={content} env={env} />);
    expect(screen.queryByRole('img', { name: 'Nope' })).toBeNull();
    expect(env.logged).toContainEqual({
      level: 'error',
      message: 'footer: unknown logo source, nothing rendered',
      detail: 'nope',
    });
  });

  it('shows the staff slot', () => {
    render(<Footer country="DE" content={de} staffSlot={<button type="button">Vorschau</button>} />);
    expect(screen.getByRole('button', { name: 'Vorschau' })).toBeTruthy();
  });
});

describe('hydration', () => {
  it.each([375, 768, 1400])(
    'hydrates the server HTML at width %i without a warning, then takes the measured layout',
    async (width) => {
      const props = { country: 'DE' as const, content: de };
      const container = document.createElement('div');
      container.innerHTML = renderToString(<Footer {...props} />);
      document.body.appendChild(container);
      const errors = vi.spyOn(console, 'error');
      const env = createFakeEnv({ width });
      await act(async () => {
        hydrateRoot(container, <Footer {...props} env={env} />, { onRecoverableError: (e) => console.error(e) });
      });
      expect(errors).not.toHaveBeenCalled();
      expect(container.querySelector('footer')!.dataset.layout).toBe(
        width < 768 ? 'phone' : width < 1280 ? 'tablet' : 'desktop',
      );
      container.remove();
    },
  );

  it('keeps its ids when the host renders a sibling only on the client (as the demo marks hydration)', async () => {
    const Marker = () => null;
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Footer country="PL" content={await loadFooterContent('PL')} />);
    document.body.appendChild(container);
    const errors = vi.spyOn(console, 'error');
    const content = await loadFooterContent('PL');
    await act(async () => {
      hydrateRoot(
        container,
        <>
          <Footer country="PL" content={content} />
          <Marker />
        </>,
        { onRecoverableError: (e) => console.error(e) },
      );
    });
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });
});

describe('issue 18: what a shopper and a CMS editor see', () => {
  it("CMS social and app items without a label keep their icons and are named in the page's language (TR)", async () => {
    const tr = await loadFooterContent('TR');
    const raw = JSON.parse(JSON.stringify(tr));
    raw.socialMedia.socialMediaIcons = [{ iconName: 'social-photos', link: 'https://photos.example/shop-tr' }];
    raw.appReferences.appIcons = [{ iconName: 'app-android', link: 'https://apps.example/android/shop-tr' }];
    const env = createFakeEnv({ width: 1280 });
    render(
      <Footer
        country="TR"
        content={tr}
        client={fakeClient({ footer: { contentJSON: JSON.stringify(raw) } })}
        env={env}
      />,
    );
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Fotoğraflar' }).getAttribute('href')).toBe(
        'https://photos.example/shop-tr',
      ),
    );
    expect(
      screen.getByRole('link', { name: 'Android uygulaması' }).querySelector('svg[data-icon="app-android"]'),
    ).toBeTruthy();
    expect(env.logged).toEqual([]);
  });

  it("each logo list has its own name in the page's language", async () => {
    render(<Footer country="HU" content={await loadFooterContent('HU')} env={createFakeEnv({ width: 1280 })} />);
    expect(
      within(screen.getByRole('list', { name: 'Fizetési módok és szállítók' })).getByRole('img', {
        name: 'Nemzeti posta',
      }),
    ).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Törzsvásárlói kártya' })).getAllByRole('img')).toHaveLength(1);
  });

  it.each(['NO_FOOTER', 'NO_HEADER NO_FOOTER'])('a page whose content type says %s has no footer', (contentType) => {
    render(<Footer country="DE" content={de} contentType={contentType} env={createFakeEnv({ width: 1280 })} />);
    expect(document.querySelector('footer')).toBeNull();
  });

  it('NO_HEADER alone keeps the footer', () => {
    render(<Footer country="DE" content={de} contentType="NO_HEADER" />);
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('names each country in the selector in its own language, marked with lang', () => {
    render(<Footer country="TR" content={de} env={createFakeEnv({ width: 1280 })} />);
    const countries = screen.getByRole('navigation', { name: 'Ülke seçin' });
    const names = within(countries)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.querySelector('[lang]')?.getAttribute('lang')]);
    expect(names).toContainEqual(['Magyarország', 'hu-HU']);
    expect(names).toContainEqual(['Suisse (français)', 'fr-CH']);
    expect(names).toContainEqual(['Türkiye', 'tr-TR']);
  });
});
