import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../core/i18n';
import { expectAccessible, launchBrowser, openPage, screenshot, seriousErrors, VIEWPORTS, type ViewportName } from './harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const GALLERY = '.sk-gallery';
const example = (key: string) => `[data-example="${key}"]`;
const gallery = (locale: string) => `/widgets/?locale=${locale}`;

async function focusRing(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    // Checkboxes draw their ring on the box next to the (transparent) input.
    const box = el.matches('.sk-checkbox__input') ? getComputedStyle(el.nextElementSibling as HTMLElement) : style;
    const field = el.closest('.sk-field__control');
    const ring = [box.boxShadow, style.outlineStyle !== 'none' ? style.outlineStyle : '', field ? getComputedStyle(field).boxShadow : ''];
    return ring.filter((r) => r && r !== 'none').join(' | ');
  });
}

describe('widget gallery', () => {
  it.each(LOCALES)('%s: hydrates without warnings and axe finds nothing', async (locale) => {
    const { page, context, errors } = await openPage(browser, gallery(locale), { viewport: 'desktop' });
    await expect(page.locator(`${GALLERY}[lang="${locale}"]`).count()).resolves.toBe(1);
    await expectAccessible(page);
    expect(seriousErrors(errors)).toEqual([]);
    await context.close();
  });

  it.each(Object.keys(VIEWPORTS) as ViewportName[])('at %s width: axe clean, no horizontal scrolling, screenshot', async (viewport) => {
    const { page, context, errors } = await openPage(browser, gallery('en'), { viewport });
    await expectAccessible(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, `widgets-${viewport}`);
    expect(seriousErrors(errors)).toEqual([]);
    await context.close();
  });

  it('German gallery at phone width (screenshot)', async () => {
    const { page, context } = await openPage(browser, gallery('de-DE'), { viewport: 'phone' });
    await screenshot(page, 'widgets-de-DE-phone');
    await context.close();
  });
});

describe('keyboard', () => {
  let page: Page;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const opened = await openPage(browser, gallery('en'), { viewport: 'desktop' });
    page = opened.page;
    close = () => opened.context.close();
  });
  afterAll(async () => {
    await close?.();
  });

  it('Tab reaches a button, which shows a visible focus ring', async () => {
    const first = page.locator(`${example('Button/variant primary-fill')} button`);
    await page.locator(`${example('Button/variant primary-fill')} h3`).evaluate((h) => {
      h.setAttribute('tabindex', '-1');
      (h as HTMLElement).focus();
    });
    await page.keyboard.press('Tab');
    await expect(first.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    expect(await focusRing(page)).not.toBe('');
  });

  it('Enter and Space open and close an expandable section', async () => {
    const trigger = page.locator(`${example('ExpandableSection/closed')} button[aria-expanded]`);
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('true');
    const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
    await expect(panel.isVisible()).resolves.toBe(true);
    await page.keyboard.press('Space');
    await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(panel.isVisible()).resolves.toBe(false);
    expect(await focusRing(page)).not.toBe('');
  });

  it('a disabled section cannot be focused or opened', async () => {
    const trigger = page.locator(`${example('ExpandableSection/disabled')} button`);
    await expect(trigger.isDisabled()).resolves.toBe(true);
    await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('false');
  });

  it('the long text toggle is there, opens by keyboard and shows the whole text', async () => {
    const block = page.locator(example('ExpandableText/long text: collapsed to 96 px'));
    const content = block.locator('.sk-expandable-text__content');
    await expect(content.evaluate((el) => el.getBoundingClientRect().height)).resolves.toBeLessThanOrEqual(96);
    const toggle = block.locator('button[aria-expanded]');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(content.evaluate((el) => el.getBoundingClientRect().height)).resolves.toBeGreaterThan(96);
    await expect(page.locator(example('ExpandableText/short text: no toggle')).locator('button').count()).resolves.toBe(0);
  });

  it('Space toggles a checkbox; the select-all parent turns indeterminate', async () => {
    const parent = page.locator(example('Checkbox/select all over items')).getByRole('checkbox', { name: 'All topics' });
    await expect(parent.evaluate((el) => (el as HTMLInputElement).indeterminate)).resolves.toBe(true);
    await parent.focus();
    expect(await focusRing(page)).not.toBe('');
    await page.keyboard.press('Space');
    await expect(parent.evaluate((el) => (el as HTMLInputElement).checked && !(el as HTMLInputElement).indeterminate)).resolves.toBe(true);
    const fashion = page.locator(example('Checkbox/select all over items')).getByRole('checkbox', { name: 'Fashion' });
    await fashion.focus();
    await page.keyboard.press('Space');
    await expect(parent.evaluate((el) => (el as HTMLInputElement).indeterminate)).resolves.toBe(true);
  });

  it('the password toggle works by keyboard and is ignored when disabled', async () => {
    const field = page.locator(example('PasswordInput/login field'));
    await field.locator('input').fill('secret');
    await field.locator('input').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(field.locator('input').getAttribute('type')).resolves.toBe('text');
    await expect(field.getByRole('button', { name: 'Hide password' }).count()).resolves.toBe(1);
    const disabled = page.locator(example('PasswordInput/disabled (toggle ignored)'));
    await expect(disabled.getByRole('button').isDisabled()).resolves.toBe(true);
  });

  it('typing into the IBAN field formats it and keeps the caret in the middle', async () => {
    const input = page.locator(`${example('TextInput/IBAN')} input`);
    await input.focus();
    await input.evaluate((el: HTMLInputElement) => el.setSelectionRange(3, 3));
    await page.keyboard.type('x');
    await expect(input.inputValue()).resolves.toBe('DE8X 9370 4004 4053 2013 000');
    await expect(input.evaluate((el: HTMLInputElement) => el.selectionStart)).resolves.toBe(4);
    await page.keyboard.press('Backspace');
    await expect(input.inputValue()).resolves.toBe('DE89 3704 0044 0532 0130 00');
    await expect(input.evaluate((el: HTMLInputElement) => el.selectionStart)).resolves.toBe(3);
  });

  it('the clear button empties the field and puts focus back', async () => {
    const field = page.locator(example('TextInput/filled, with clear button'));
    await field.getByRole('button', { name: 'Clear input' }).click();
    await expect(field.locator('input').inputValue()).resolves.toBe('');
    await expect(field.locator('input').evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  });

  it('Escape empties the search field', async () => {
    const input = page.locator(`${example('SearchInput/visible label')} input`);
    await input.focus();
    await page.keyboard.press('Escape');
    await expect(input.inputValue()).resolves.toBe('');
  });

  it('the notification closes by keyboard and its owner can bring it back', async () => {
    const box = page.locator(example('Notification/closed and reopened by its owner'));
    await box.getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Enter');
    await expect(box.getByRole('status').count()).resolves.toBe(0);
    await box.getByRole('button', { name: 'Show again' }).click();
    await expect(box.getByRole('status').count()).resolves.toBe(1);
  });
});

describe('motion', () => {
  it('the ripple grows normally and only fades with prefers-reduced-motion', async () => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const { page, context } = await openPage(browser, gallery('en'));
      await page.emulateMedia({ reducedMotion });
      const button = page.locator(`${example('Button/variant primary-fill')} button`);
      const box = (await button.boundingBox())!;
      await page.mouse.move(box.x + 10, box.y + 10);
      await page.mouse.down();
      const ripple = button.locator('.sk-ripple');
      const animation = await ripple.evaluate((el) => {
        const s = getComputedStyle(el);
        return { name: s.animationName, duration: parseFloat(s.animationDuration) * 1000 };
      });
      await page.mouse.up();
      expect(animation.name).toBe(reducedMotion === 'reduce' ? 'sk-ripple-fade' : 'sk-ripple');
      expect(animation.duration).toBeGreaterThanOrEqual(250);
      await context.close();
    }
  });
});
