// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import deAT from '../../../core/newsletter/signup/texts/de-AT';
import huHU from '../../../core/newsletter/signup/texts/hu-HU';
import trTR from '../../../core/newsletter/signup/texts/tr-TR';
import deDE from '../../../core/newsletter/signup/texts/de-DE';
import { NewsletterSignup } from '../../../react/newsletter';
import { flush, renderSignup } from './harness';

afterEach(cleanup);

const email = () => screen.getByLabelText(deAT.emailLabel, { exact: false }) as HTMLInputElement;

describe('NewsletterSignup view', () => {
  it('hydrates the server HTML without a mismatch', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = renderToString(<NewsletterSignup market="AT" texts={deAT} doiToken="t" />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <NewsletterSignup market="AT" texts={deAT} doiToken="t" actors={{}} />, {
        onRecoverableError: (e) => console.error(e),
      });
    });
    expect(errors).not.toHaveBeenCalled();
    act(() => root!.unmount());
    container.remove();
  });

  it('reveals salutation, names, legal notice and consent once the e-mail field is focused (AT)', () => {
    renderSignup(deAT, { market: 'AT' });
    // In the HTML from the start (it works without JavaScript, D23), collapsed until revealed.
    expect(screen.getByLabelText(deAT.firstNameLabel, { exact: false }).closest('[data-collapsed]')).not.toBeNull();
    act(() => email().focus());
    expect(screen.getByLabelText(deAT.firstNameLabel, { exact: false }).closest('[data-collapsed]')).toBeNull();
    const salutation = screen.getByLabelText(deAT.salutationLabel, { exact: false }) as HTMLSelectElement;
    expect([...salutation.options].map((o) => o.value)).toEqual(['', 'MRS', 'MR', 'DIVERS', 'COMPANY']);
    expect(screen.getByText(deAT.legalNoticeHeading)).toBeTruthy();
    expect(screen.getByRole('checkbox')).toBeTruthy();
  });

  it('GOV.UK errors: message tied by aria-describedby, input kept, focus on the first invalid field (TR)', async () => {
    const { calls } = renderSignup(trTR, { market: 'TR' });
    const mail = screen.getByLabelText(trTR.emailLabel, { exact: false }) as HTMLInputElement;
    act(() => mail.focus());
    fireEvent.change(mail, { target: { value: 'ayse@example.com.tr' } });
    fireEvent.click(screen.getByRole('button', { name: trTR.submit }));
    await flush();
    expect(calls.subscribe).toEqual([]);
    const first = document.getElementById('newsletter-firstName') as HTMLInputElement;
    expect(document.activeElement).toBe(first);
    const described = first.getAttribute('aria-describedby')!.split(' ');
    expect(described).toContain('newsletter-firstName-error');
    expect(document.getElementById('newsletter-firstName-error')!.textContent).toContain(trTR.errors.firstNameRequired);
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('newsletter-legals-error')!.textContent).toContain(trTR.errors.legalsRequired);
    expect(mail.value).toBe('ayse@example.com.tr');
  });

  it('validates on blur and clears the error on focus', () => {
    renderSignup(deDE, { market: 'DE' });
    const mail = screen.getByLabelText(deDE.emailLabel, { exact: false }) as HTMLInputElement;
    act(() => mail.focus());
    fireEvent.change(mail, { target: { value: 'anna@' } });
    act(() => mail.blur());
    expect(screen.getByText(deDE.errors.emailInvalid)).toBeTruthy();
    act(() => mail.focus());
    expect(screen.queryByText(deDE.errors.emailInvalid)).toBeNull();
  });

  it('subscribes, tracks, then shows the pending view naming the address; a second click sends nothing', async () => {
    const { calls, env } = renderSignup(deDE, { market: 'DE' });
    const mail = screen.getByLabelText(deDE.emailLabel, { exact: false }) as HTMLInputElement;
    fireEvent.change(mail, { target: { value: 'anna@example.de' } });
    const button = screen.getByRole('button', { name: deDE.submit });
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('button', { name: deDE.submitting }));
    expect(calls.subscribe).toHaveLength(1);
    await act(async () => calls.subscribe[0]!.answer.resolve(undefined));
    await flush();
    expect(screen.queryByRole('button', { name: deDE.submit })).toBeNull();
    const status = screen.getByRole('status');
    expect(within(status).getByText(deDE.pending.headline)).toBeTruthy();
    expect(status.textContent).toContain('anna@example.de');
    expect(env.pushed).toEqual([expect.objectContaining({ event: 'sign_up', origin: 'onsite:subsite' })]);
  });

  it('a filled bot trap sends nothing and shows the success view', async () => {
    const { calls } = renderSignup(deDE, { market: 'DE' });
    fireEvent.change(screen.getByLabelText(deDE.emailLabel, { exact: false }), { target: { value: 'bot@example.de' } });
    fireEvent.change(document.getElementById('newsletter-homepage')!, { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: deDE.submit }));
    await flush();
    expect(calls.subscribe).toEqual([]);
    expect(screen.getByText(deDE.pending.headline)).toBeTruthy();
  });

  it('prefills from base data: filled fields disabled, DNE checkbox hidden (HU)', async () => {
    const { calls } = renderSignup(huHU, { market: 'HU' });
    await flush();
    await act(async () =>
      calls.baseData[0]!.resolve({
        email: 'vevo@example.hu',
        salutation: 'MR',
        firstName: 'Gábor',
        lastName: 'Ősz',
        consents: ['DNE'],
        legals: [],
      }),
    );
    await flush();
    expect((screen.getByLabelText(huHU.emailLabel, { exact: false }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText(huHU.firstNameLabel, { exact: false }) as HTMLInputElement).value).toBe('Gábor');
    expect((screen.getByLabelText(huHU.salutationLabel, { exact: false }) as HTMLSelectElement).disabled).toBe(true);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  describe('D14 and D15 with fake timers', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('an invalid DOI link shows the banner until the e-mail field is focused', async () => {
      const { calls } = renderSignup(deDE, { market: 'DE', doiToken: 'gone' });
      await flush();
      expect(screen.getByText(deDE.doi.confirming)).toBeTruthy();
      await act(async () => calls.doi[0]!.resolve({ result: 'INVALID' }));
      await flush();
      expect(screen.getByText(deDE.errors.invalidDoiLink)).toBeTruthy();
      act(() => (screen.getByLabelText(deDE.emailLabel, { exact: false }) as HTMLInputElement).focus());
      expect(screen.queryByText(deDE.errors.invalidDoiLink)).toBeNull();
    });

    it('offers "send again" after 30 s; a failed re-send keeps the view usable', async () => {
      const { calls } = renderSignup(deDE, { market: 'DE' });
      fireEvent.change(screen.getByLabelText(deDE.emailLabel, { exact: false }), {
        target: { value: 'anna@example.de' },
      });
      fireEvent.click(screen.getByRole('button', { name: deDE.submit }));
      await act(async () => calls.subscribe[0]!.answer.resolve(undefined));
      await flush();
      expect(screen.queryByRole('button', { name: deDE.pending.resend })).toBeNull();
      await act(async () => vi.advanceTimersByTime(30_000));
      fireEvent.click(screen.getByRole('button', { name: deDE.pending.resend }));
      expect(calls.subscribe).toHaveLength(2);
      expect(calls.subscribe[1]!.request).toEqual({ ...calls.subscribe[0]!.request, resend: true });
      await act(async () => calls.subscribe[1]!.answer.reject({ reason: 'timeout' }));
      await flush();
      expect(screen.getByText(deDE.pending.resendFailed)).toBeTruthy();
      expect(screen.getByRole('button', { name: deDE.pending.resend })).toBeTruthy();
    });
  });
});

// Issue 39: the sign-up sits under the host's own headings; its headline takes the host's level and every sub-heading
// (the legal notice, the pending view) is one below it.
describe('heading levels follow the host', () => {
  it.each([1, 2, 3, 4] as const)(
    'headingLevel %i: the headline at that level, sub-headings one below',
    async (level) => {
      const { calls, container } = renderSignup(deDE, { market: 'DE', headingLevel: level });
      const headings = () =>
        [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => [h.tagName, h.textContent]);
      expect(headings()).toEqual([
        [`H${level}`, deDE.headline],
        [`H${level + 1}`, deDE.legalNoticeHeading],
      ]);
      fireEvent.change(screen.getByLabelText(deDE.emailLabel, { exact: false }), {
        target: { value: 'anna@example.de' },
      });
      fireEvent.click(screen.getByRole('button', { name: deDE.submit }));
      await act(async () => calls.subscribe[0]!.answer.resolve(undefined));
      await flush();
      expect(headings()).toEqual([
        [`H${level}`, deDE.headline],
        [`H${level + 1}`, deDE.pending.headline],
      ]);
    },
  );
});
