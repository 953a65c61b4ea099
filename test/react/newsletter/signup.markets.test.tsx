// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { Profiler } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createServiceClient } from '../../../openapi/client';
import { createFakeEnv } from '../../../core/env';
import deDE from '../../../core/newsletter/signup/texts/de-DE';
import huHU from '../../../core/newsletter/signup/texts/hu-HU';
import trTR from '../../../core/newsletter/signup/texts/tr-TR';
import { NewsletterSignup } from '../../../react/newsletter';
import { flush, renderSignup } from './harness';

afterEach(cleanup);

const email = (label = deDE.emailLabel) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
// Cut to 256 characters this would read "…@example.co": a different, valid address.
const PASTED = `${'a'.repeat(244)}@example.com`.padEnd(257, 'm');

describe('the sign-up view in every market (issue 18)', () => {
  it('sends the page origin and path as X-Original-Address, never the ?doi= token, an address or the fragment', async () => {
    const seen: Request[] = [];
    const client = createServiceClient({
      origin: 'https://shop.example',
      csrfToken: () => 'csrf',
      fetch: async (request) => {
        seen.push(request);
        // The DOI link fails (the form stays to sign up with); the sign-up is accepted.
        if (request.method === 'PUT')
          return Response.json({ type: 'urn:service:internal', title: 'x', status: 500 }, { status: 500 });
        return Response.json({ status: 'ACCEPTED' }, { status: 202 });
      },
    });
    const env = createFakeEnv({
      pageAddress: 'https://shop.example/de/?doi=tok-123&email=anna%40example.de#newsletter',
    });
    render(<NewsletterSignup market="DE" texts={deDE} client={client} env={env} doiToken="tok-123" />);
    await flush();
    await flush();
    fireEvent.change(email(), { target: { value: 'anna@example.de' } });
    fireEvent.click(screen.getByRole('button', { name: deDE.submit }));
    await flush();
    expect(seen.map((r) => [r.method, r.headers.get('X-Original-Address')])).toEqual([
      ['PUT', 'https://shop.example/de/'],
      ['POST', 'https://shop.example/de/'],
    ]);
  });

  it('an address over 256 characters is never cut (no maxlength): it says so and sends nothing', async () => {
    const { calls } = renderSignup(deDE, { market: 'DE' });
    expect(email().hasAttribute('maxlength')).toBe(false);
    fireEvent.change(email(), { target: { value: PASTED } });
    fireEvent.click(screen.getByRole('button', { name: deDE.submit }));
    await flush();
    expect(email().value).toBe(PASTED);
    expect(document.getElementById('newsletter-email-error')!.textContent).toContain(deDE.errors.emailTooLong);
    expect(calls.subscribe).toEqual([]);
  });

  it('HU: the family name (Vezetéknév) comes first, in the DOM and the server HTML, and gets the focus first', async () => {
    const html = renderToString(<NewsletterSignup market="HU" texts={huHU} />);
    expect(html.indexOf('name="lastName"')).toBeGreaterThan(0);
    expect(html.indexOf('name="lastName"')).toBeLessThan(html.indexOf('name="firstName"'));
    const { calls } = renderSignup(huHU, { market: 'HU' });
    const names = [...document.querySelectorAll('.sk-newsletter__names input')].map((i) => i.getAttribute('name'));
    expect(names).toEqual(['lastName', 'firstName']);
    expect(screen.getByLabelText(huHU.lastNameLabel, { exact: false }).getAttribute('autocomplete')).toBe(
      'family-name',
    );
    fireEvent.change(email(huHU.emailLabel), { target: { value: 'anna@example.hu' } });
    fireEvent.change(screen.getByLabelText(huHU.salutationLabel, { exact: false }), { target: { value: 'MRS' } });
    fireEvent.click(screen.getByRole('button', { name: huHU.submit }));
    await flush();
    expect(calls.subscribe).toEqual([]);
    expect(document.activeElement?.getAttribute('name')).toBe('lastName');
  });

  it('TR keeps the given name first; ticked checkboxes post the values the core names', () => {
    renderSignup(trTR, { market: 'TR' });
    expect([...document.querySelectorAll('.sk-newsletter__names input')].map((i) => i.getAttribute('name'))).toEqual([
      'firstName',
      'lastName',
    ]);
    expect((document.getElementById('newsletter-dne') as HTMLInputElement).value).toBe('DNE');
    expect((document.getElementById('newsletter-legals') as HTMLInputElement).value).toBe('NEWSLETTER');
  });

  it('a snapshot that changes nothing the view shows renders nothing (selected with comparisons, not the whole snapshot)', async () => {
    let commits = 0;
    const env = createFakeEnv();
    render(
      <Profiler id="signup" onRender={() => void commits++}>
        <NewsletterSignup market="DE" texts={deDE} env={env} actors={{}} />
      </Profiler>,
    );
    await flush();
    const mail = email();
    act(() => mail.focus());
    fireEvent.change(mail, { target: { value: 'anna@example.de' } });
    const before = commits;
    // Leaving a valid field makes a new snapshot (its error is checked) but shows the same.
    act(() => mail.blur());
    expect(commits).toBe(before);
    // What the view shows still renders.
    fireEvent.change(mail, { target: { value: 'anna@' } });
    act(() => mail.focus());
    act(() => mail.blur());
    expect(commits).toBeGreaterThan(before);
    expect(screen.getByText(deDE.errors.emailInvalid)).toBeTruthy();
  });
});
