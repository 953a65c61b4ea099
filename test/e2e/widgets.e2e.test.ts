import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../core/i18n';
import {
  expectAccessible,
  useBrowser,
  openPage,
  screenshot,
  seriousErrors,
  VIEWPORTS,
  type ViewportName,
} from './harness';

const browser = useBrowser();

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
    const ring = [
      box.boxShadow,
      style.outlineStyle !== 'none' ? style.outlineStyle : '',
      field ? getComputedStyle(field).boxShadow : '',
    ];
    return ring.filter((r) => r && r !== 'none').join(' | ');
  });
}

describe('widget gallery', () => {
  // Each locale at one width, the widths taking turns: every width is seen in four languages.
  const WIDTHS = Object.keys(VIEWPORTS) as ViewportName[];
  it.each(LOCALES.map((locale, i) => [locale, WIDTHS[i % WIDTHS.length]!] as const))(
    '%s at %s width: hydrates without warnings, axe clean, no horizontal scrolling',
    async (locale, viewport) => {
      const { page, context, errors } = await openPage(browser, gallery(locale), { viewport });
      await expect(page.locator(`${GALLERY}[lang="${locale}"]`).count()).resolves.toBe(1);
      await expectAccessible(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `widgets-${locale}-${viewport}-whole`);
      expect(seriousErrors(errors)).toEqual([]);
      await context.close();
    },
  );

  it.each([
    ['de-DE', 'Neues Passwort', 'Passwortstärke: gut', 'Telefonnummer'],
    ['hu-HU', 'Új jelszó', 'Jelszó erőssége: jó', 'Telefonszám'],
    ['tr-TR', 'Yeni şifre', 'Şifre gücü: iyi', 'Telefon numarası'],
  ] as const)(
    "%s at phone and desktop width: examples in the page's language, nothing cut off",
    async (locale, newPassword, strengthGood, phone) => {
      for (const viewport of ['phone', 'desktop'] as const) {
        const { page, context, errors } = await openPage(browser, gallery(locale), { viewport });
        const good = page.locator(example('PasswordInput/strength: good'));
        await expect(good.getByLabel(newPassword).count()).resolves.toBe(1);
        await expect(good.locator('.sk-strength__text').textContent()).resolves.toBe(strengthGood);
        await expect(page.getByText('New password').count()).resolves.toBe(0);
        await expect(
          page.locator(example('PhoneNumberInput/Germany')).getByRole('group', { name: phone }).count(),
        ).resolves.toBe(1);
        // The IBAN example shows its whole value: the field is wide enough for it, and the page does not scroll sideways.
        for (const key of ['TextInput/IBAN', 'TextInput/IBAN, letters then digits (footer)']) {
          const input = page.locator(`${example(key)} input`);
          const fits = await input.evaluate((el: HTMLInputElement) => el.scrollWidth <= el.clientWidth);
          expect(fits, `${key} at ${viewport}`).toBe(true);
        }
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await page.locator(example('TextInput/IBAN')).scrollIntoViewIfNeeded();
        await screenshot(page, `widgets-${locale}-${viewport}`, { fullPage: false });
        expect(seriousErrors(errors)).toEqual([]);
        await context.close();
      }
    },
  );

  it("the shell's words: the skip link in the page's language, the demo tools marked English", async () => {
    // The server's HTML, as it stands before any script runs.
    const context = await browser.newContext({ javaScriptEnabled: false });
    for (const [path, skip] of [
      ['/widgets/?locale=hu-HU', 'Ugrás a tartalomra'],
      ['/tr/', 'İçeriğe atla'],
      ['/de/', 'Zum Inhalt springen'],
    ] as const) {
      const { page } = await openPage(browser, path, { context, ready: async () => undefined });
      await expect(page.locator('.demo-skip').textContent()).resolves.toBe(skip);
      // The developer tools are apart from the shop's header (D61), and English.
      const tools = page.getByRole('navigation', { name: 'Developer tools' });
      await expect(
        tools.getByRole('link', { name: 'Mailbox' }).evaluate((a) => a.closest('[lang]')!.getAttribute('lang')),
      ).resolves.toBe('en');
      await expect(page.locator('header').getByRole('link', { name: 'Mailbox' }).count()).resolves.toBe(0);
      await expect(page.locator('header nav').getAttribute('aria-label')).resolves.not.toBe('Demo');
      await page.close();
    }
    await context.close();
  });

  it('Turkish area codes: every mobile prefix and landline code of the phone metadata (issue 28), e.g. 500, 312 Ankara and 488 Batman, then a free entry', async () => {
    const { page, context } = await openPage(browser, gallery('tr-TR'));
    const area = page.locator(example('PhoneNumberInput/Turkey with area code')).locator('select').nth(1);
    const texts = await area.locator('option').allTextContents();
    expect(texts.filter((t) => /^5\d{2}$/.test(t))).toHaveLength(51);
    // The 82 provinces' codes (Istanbul has two) and Northern Cyprus's 392, named; 238 only by its number.
    expect(texts.filter((t) => /^[2-4]\d{2} /.test(t))).toHaveLength(83);
    expect(texts).toContain('312 Ankara');
    expect(texts).toContain('500');
    expect(texts.at(-1)).toBe('Diğer alan kodu');
    await area.selectOption('488');
    await expect(area.inputValue()).resolves.toBe('488');
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
    await expect(page.locator(example('ExpandableText/short text: no toggle')).locator('button').count()).resolves.toBe(
      0,
    );
  });

  it('Space toggles a checkbox; the select-all parent turns indeterminate', async () => {
    const parent = page
      .locator(example('Checkbox/select all over items'))
      .getByRole('checkbox', { name: 'All topics' });
    await expect(parent.evaluate((el) => (el as HTMLInputElement).indeterminate)).resolves.toBe(true);
    await parent.focus();
    expect(await focusRing(page)).not.toBe('');
    await page.keyboard.press('Space');
    await expect(
      parent.evaluate((el) => (el as HTMLInputElement).checked && !(el as HTMLInputElement).indeterminate),
    ).resolves.toBe(true);
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

  it('Delete in front of an IBAN space and Backspace right after a date dot each remove a digit with one press', async () => {
    const input = page.locator(`${example('TextInput/IBAN')} input`);
    await input.fill('DE89 3704 0044 0532 0130 00');
    await input.evaluate((el: HTMLInputElement) => el.setSelectionRange(4, 4));
    await page.keyboard.press('Delete');
    await expect(input.inputValue()).resolves.toBe('DE89 7040 0440 5320 1300 0');
    await page.keyboard.press('Delete');
    await expect(input.inputValue()).resolves.toBe('DE89 0400 4405 3201 3000');
    await expect(input.evaluate((el: HTMLInputElement) => el.selectionStart)).resolves.toBe(4);
    const date = page.locator(`${example('TextInput/date day.month.year')} input`);
    await date.fill('24122026');
    await expect(date.inputValue()).resolves.toBe('24.12.2026');
    await date.evaluate((el: HTMLInputElement) => el.setSelectionRange(3, 3));
    await page.keyboard.press('Backspace');
    await expect(date.inputValue()).resolves.toBe('21.22.026');
    await expect(date.evaluate((el: HTMLInputElement) => el.selectionStart)).resolves.toBe(1);
  });

  it('the clear button empties the field and puts focus back', async () => {
    const field = page.locator(example('TextInput/filled, with clear button'));
    await field.getByRole('button', { name: 'Clear input' }).click();
    await expect(field.locator('input').inputValue()).resolves.toBe('');
    await expect(field.locator('input').evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  });

  it('an IBAN left with wrong check digits says so; a correction clears it at once, and so does the clear button', async () => {
    const field = page.locator(example('TextInput/IBAN'));
    const input = field.locator('input');
    const wrong = field.getByText('This IBAN is not valid. Please check it.');
    // The clear button forgets what earlier tests committed: the field starts as never committed.
    await input.fill('DE89');
    await field.getByRole('button', { name: 'Clear input' }).click();
    await input.fill('DE88 3704 0044 0532 0130 00');
    await expect.poll(() => wrong.count()).toBe(0);
    await page.keyboard.press('Tab');
    await expect.poll(() => wrong.count()).toBe(1);
    await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'widgets-iban-problem', { part: example('TextInput/IBAN') });
    await input.fill('DE89 3704 0044 0532 0130 00');
    await expect.poll(() => wrong.count()).toBe(0);
    await input.fill('DE88 3704 0044 0532 0130 00');
    await expect.poll(() => wrong.count()).toBe(1);
    await field.getByRole('button', { name: 'Clear input' }).click();
    await expect.poll(() => wrong.count()).toBe(0);
    await expect.poll(() => input.getAttribute('aria-invalid')).toBe(null);
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
