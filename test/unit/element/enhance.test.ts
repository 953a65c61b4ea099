// @vitest-environment jsdom
/**
 * The element over the server's form (issue 40): `renderSignupFormHtml` renders the form a page works with without
 * JavaScript; the element, arriving late, keeps what was typed and where the focus is, and takes its texts from the
 * markup (no locale loaded).
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { loadNewsletterTexts, type NewsletterTexts } from '../../../core/newsletter';
import { renderSignupFormHtml } from '../../../core/newsletter/server';
import { NewsletterSignupElement } from '../../../element';
import type { ServiceClient } from '../../../openapi/client';

let de: NewsletterTexts;
beforeAll(async () => {
  de = await loadNewsletterTexts('de-DE');
});
afterEach(() => document.body.replaceChildren());

/** Skeleton of the markup: every element's tag and class, in order. */
const skeleton = (root: Element) =>
  [...root.querySelectorAll('section *')].map((el) => `${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''}`);

async function enhance(tagName: string, attrs: Partial<Parameters<typeof renderSignupFormHtml>[0]> = {}) {
  document.body.innerHTML = renderSignupFormHtml({ market: 'AT', texts: de, action: '/signup', ...attrs }).replace(
    /<(\/?)newsletter-signup\b/g,
    `<$1${tagName}`,
  );
  const host = document.querySelector(tagName)!;
  const served = skeleton(host);
  return { host, served };
}

describe('renderSignupFormHtml and the element over it', () => {
  it('imageBase: the served image and the element over it take every file from the same base', async () => {
    const { host } = await enhance('skv-image-base', {
      imageBase: 'https://cdn.example/kit/',
      serviceBase: 'https://api.example',
    });
    const files = () =>
      [...host.querySelectorAll('img, source')].map((el) => el.getAttribute('src') ?? el.getAttribute('srcset'));
    const served = files();
    expect(host.getAttribute('image-base')).toBe('https://cdn.example/kit/');
    expect(served.length).toBeGreaterThan(0);
    expect(served.every((f) => f!.startsWith('https://cdn.example/kit/newsletter_image_'))).toBe(true);
    (host as NewsletterSignupElement).backend = { subscribe: async () => undefined };
    const ready = new Promise((resolve) => host.addEventListener('newsletter-signup:ready', resolve, { once: true }));
    customElements.define('skv-image-base', class extends NewsletterSignupElement {});
    await ready;
    expect(files()).toEqual(served);
  });

  it('renders a form that posts without JavaScript, with every field of the market and its texts', () => {
    const html = renderSignupFormHtml({ market: 'HU', texts: de, action: '/signup#newsletter', headingLevel: 3 });
    document.body.innerHTML = html;
    const form = document.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/signup#newsletter');
    const names = [...form.elements].map((e) => (e as HTMLInputElement).name).filter(Boolean);
    expect(names.slice(0, 6)).toEqual(['sk-form', 'email', 'homepage', 'salutation', 'lastName', 'firstName']);
    expect(document.querySelector('h3')!.textContent).toBe(de.headline);
    expect(document.querySelector('h4')!.textContent).toBe(de.legalNoticeHeading);
    expect(JSON.parse(document.querySelector('script[data-sk-texts]')!.textContent!)).toEqual(de);
  });

  it('escapes what it writes: a text cannot close the data block or open a tag', () => {
    const hostile = { ...de, headline: '</script><img src=x onerror=alert(1)>' };
    const html = renderSignupFormHtml({ market: 'DE', texts: hostile });
    expect(html).not.toContain('<img src=x');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it('keeps what was typed, the focus and the markup when the script arrives late', async () => {
    const tag = 'late-signup';
    const { host, served } = await enhance(tag);
    const email = host.querySelector<HTMLInputElement>('input[name="email"]')!;
    email.value = 'anna@example.de';
    host.querySelector<HTMLInputElement>('input[name="firstName"]')!.value = 'Anna';
    const last = host.querySelector<HTMLInputElement>('input[name="lastName"]')!;
    last.value = 'Berg';
    last.focus();
    last.setSelectionRange(2, 2);
    const el = host as NewsletterSignupElement;
    el.client = {} as ServiceClient;
    el.actors = { loadBaseData: fromPromise(async () => null) } as NewsletterSignupElement['actors'];
    const ready = new Promise((resolve) => host.addEventListener('newsletter-signup:ready', resolve, { once: true }));
    customElements.define(tag, class extends NewsletterSignupElement {});
    await ready;
    expect(host.querySelector<HTMLInputElement>('input[name="email"]')!.value).toBe('anna@example.de');
    expect(host.querySelector<HTMLInputElement>('input[name="firstName"]')!.value).toBe('Anna');
    const focused = document.activeElement as HTMLInputElement;
    expect(focused.name).toBe('lastName');
    expect(focused.value).toBe('Berg');
    expect(focused.selectionStart).toBe(2);
    expect(host.querySelector('script[data-sk-texts]')).toBeNull();
    expect(skeleton(host)).toEqual(served);
  });
});
