// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createFakeEnv } from '../../../core/env';
import { ALL_WIDGET_CATALOGUES } from '../../../core/widgets/texts/all';
import { useLayoutEffect, useRef } from 'react';
import { PreviewBanner, PreviewPanel, usePreviewPanel } from '../../../react/preview';
import { WidgetTextsProvider } from '../../../react/widgets/texts';
import { TestService } from '../../model/preview/service-visitor';

// jsdom's <dialog> lacks showModal/close: the smallest stand-in (open attribute and the close event).
beforeAll(() => {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { showModal?: () => void };
  if (typeof proto.showModal !== 'function' || !('close' in proto)) {
    proto.showModal = function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    proto.close = function (this: HTMLDialogElement) {
      if (!this.hasAttribute('open')) return;
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
  }
});
afterEach(() => cleanup());

async function staffSetup(loggedIn = true) {
  const service = new TestService();
  const visitor = await service.visitor().arrive();
  if (loggedIn) await visitor.call('POST', '/service/__admin/staff/login');
  const env = Object.assign(createFakeEnv(), {
    cookies: { get: (n: string) => visitor.cookies.get(n) },
    now: () => service.now,
  });
  return { service, visitor, env, client: visitor.client() };
}

const dialog = () => document.querySelector('dialog')!;

/** Opens the panel of a fresh staff visitor and waits for its tests; the dialog's queries. */
async function openFreshPanel() {
  const { env, client } = await staffSetup();
  render(<PreviewPanel client={client} env={env} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Preview settings' }));
  const d = within(dialog());
  await d.findByText('Active tests found.');
  return { d, env, client };
}

describe('PreviewPanel', () => {
  it('renders nothing on the server (no window needed) and nothing before checkauth', () => {
    const html = renderToString(<PreviewPanel client={{} as never} env={createFakeEnv()} />);
    expect(html).toBe('');
  });

  it('renders nothing for a shopper (no staff cookie) and asks the service nothing', async () => {
    const { service, env, client } = await staffSetup(false);
    const before = service.requests.length;
    const { container } = render(<PreviewPanel client={client} env={env} />);
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(container.innerHTML).toBe('');
    expect(service.requests.slice(before)).toEqual([]);
  });

  it('opens by its button, moves focus in, closes by Escape and returns focus to the button', async () => {
    const { env, client } = await staffSetup();
    render(<PreviewPanel client={client} env={env} />);
    const trigger = await screen.findByRole('button', { name: 'Preview settings' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    trigger.focus();
    fireEvent.click(trigger);
    expect(dialog().open).toBe(true);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    // The form's code arrives on demand (focusing the button asked for it): focus lands on its first field.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Preview date')));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(trigger);
  });

  it('closes by the close button and by a click outside (on the backdrop), not by a click inside', async () => {
    const { env, client } = await staffSetup();
    render(<PreviewPanel client={client} env={env} />);
    const trigger = await screen.findByRole('button', { name: 'Preview settings' });
    fireEvent.click(trigger);
    fireEvent.click(within(dialog()).getByRole('heading', { name: 'Preview settings' }));
    expect(dialog().open).toBe(true);
    fireEvent.click(dialog());
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(trigger);
    fireEvent.click(trigger);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(dialog().open).toBe(false);
  });

  it('date, test and group, apply with the messages; the banner appears at the top of the page', async () => {
    const { d } = await openFreshPanel();
    fireEvent.change(d.getByLabelText('Preview date'), { target: { value: '2026-12-05' } });
    expect(d.getByRole('status').textContent).toBe('Loading tests...');
    await waitFor(() => expect(d.getByRole('option', { name: 'winter-checkout' })).toBeTruthy());
    const group = d.getByLabelText(/A\/B test group/) as HTMLSelectElement;
    expect(group.disabled).toBe(true);
    fireEvent.change(d.getByLabelText('A/B test'), { target: { value: 'winter-checkout' } });
    expect(group.disabled).toBe(false);
    expect(group.getAttribute('aria-describedby')).toMatch(/error/);
    expect(d.getByText('Required')).toBeTruthy();
    fireEvent.click(d.getByRole('button', { name: 'Apply' }));
    expect(d.getByText('Please also select an A/B test group!')).toBeTruthy();
    fireEvent.change(group, { target: { value: 'variant' } });
    expect(d.queryByText('Required')).toBeNull();
    fireEvent.click(d.getByRole('button', { name: 'Apply' }));
    expect(d.getByText('Loading...')).toBeTruthy();
    await d.findByText('Settings applied successfully.');
    const banner = await screen.findByRole('region', { name: 'Preview mode' });
    expect(banner.textContent).toContain('Preview date: 2026-12-05');
    expect(banner.textContent).toContain('A/B test: winter-checkout / variant');
    expect(document.body.firstElementChild?.id).toBe('sk-preview-banner-root');
    // The banner's button opens the panel too.
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    fireEvent.click(within(banner).getByRole('button', { name: 'Change preview' }));
    expect(dialog().open).toBe(true);
    // Reset: the banner goes.
    fireEvent.click(d.getByRole('button', { name: 'Reset preview' }));
    await d.findByText('Preview reset: you see the live shop again.');
    expect(screen.queryByRole('region', { name: 'Preview mode' })).toBeNull();
  });

  it('opens again without the result of its last opening (issue 43.5)', async () => {
    const { d } = await openFreshPanel();
    fireEvent.click(d.getByRole('button', { name: 'Apply' }));
    await d.findByText('Settings applied successfully.');
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Preview settings' }));
    expect(dialog().open).toBe(true);
    expect(d.queryByText('Settings applied successfully.')).toBeNull();
  });

  it('on a German page the panel is English throughout: "Error: Required", not "Fehler: Required" (D12)', async () => {
    const { env, client } = await staffSetup();
    render(
      <WidgetTextsProvider catalogues={ALL_WIDGET_CATALOGUES} locale="de-DE">
        <PreviewPanel client={client} env={env} />
      </WidgetTextsProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Preview settings' }));
    const d = within(dialog());
    fireEvent.change(d.getByLabelText('Preview date'), { target: { value: '2026-12-05' } });
    await waitFor(() => expect(d.getByRole('option', { name: 'winter-checkout' })).toBeTruthy());
    fireEvent.change(d.getByLabelText('A/B test'), { target: { value: 'winter-checkout' } });
    const group = d.getByLabelText(/A\/B test group/);
    const message = document.getElementById(
      group
        .getAttribute('aria-describedby')!
        .split(' ')
        .find((i) => i.endsWith('-error'))!,
    )!;
    expect(message.textContent).toBe('Error: Required');
    expect(dialog().getAttribute('lang')).toBe('en');
    expect(d.getByText(/optional/)).toBeTruthy();
  });

  it('sets the time of day: the tests are asked for at that moment, and apply sends it', async () => {
    const { d, env, client } = await openFreshPanel();
    fireEvent.change(d.getByLabelText('Preview date'), { target: { value: '2026-12-05' } });
    fireEvent.change(d.getByLabelText(/Time of day/), { target: { value: '18:45' } });
    expect(dialog().open).toBe(true);
    await d.findByText(/Active tests found|No active tests/);
    fireEvent.click(d.getByRole('button', { name: 'Apply' }));
    await d.findByText('Settings applied successfully.');
    const banner = await screen.findByRole('region', { name: 'Preview mode' });
    expect(banner.textContent).toMatch(/Preview date: 2026-12-05 18:45 \(UTC/);
    // The service kept the date-time: the next page's panel shows the same date and time of day.
    cleanup();
    render(<PreviewPanel client={client} env={env} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Preview settings' }));
    expect((within(dialog()).getByLabelText('Preview date') as HTMLInputElement).value).toBe('2026-12-05');
    expect((within(dialog()).getByLabelText(/Time of day/) as HTMLInputElement).value).toBe('18:45');
  });

  it('logout hides the panel (and the staff cookie is gone)', async () => {
    const { env, client, visitor } = await staffSetup();
    let hidden = 0;
    const { container } = render(
      <PreviewPanel client={client} env={env} banner="inline" onHide={() => (hidden += 1)} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Preview settings' }));
    await within(dialog()).findByText('Active tests found.');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Log out of preview' }));
    await waitFor(() => expect(container.innerHTML).toBe(''));
    expect(visitor.cookies.has('staff_auth')).toBe(false);
    expect(hidden).toBe(1);
  });
});

describe('PreviewPanel with what the server knew (checkauth asked with the page request)', () => {
  const known = { status: 'SUCCESS', abTestName: 'winter-checkout', abTestGroup: 'variant' } as const;

  it('server HTML has the button; hydrated, it opens without asking checkauth again; the live banner replaces the server one', async () => {
    const { service, env, client } = await staffSetup();
    // As on the server: no document (the banner's container is the browser's).
    vi.stubGlobal('document', undefined);
    const html = renderToString(<PreviewPanel client={client} env={env} known={known} />);
    vi.unstubAllGlobals();
    expect(html).toContain('Preview settings');
    document.body.innerHTML = `<div id="sk-preview-banner-root"><div data-sk-server-banner=""><section aria-label="Preview mode">server banner</section></div></div><div id="island">${html}</div>`;
    const before = service.requests.length;
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(document.getElementById('island')!, <PreviewPanel client={client} env={env} known={known} />, {
        onRecoverableError: (e) => errors.push(e),
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Preview settings' }));
    await waitFor(() => expect(dialog().hasAttribute('open')).toBe(true));
    const banners = screen.getAllByRole('region', { name: 'Preview mode' });
    expect(banners).toHaveLength(1);
    expect(banners[0]!.textContent).toContain('winter-checkout / variant');
    expect(errors.map(String)).toEqual([]);
    expect(service.requests.slice(before)).not.toContain('/service/preview/api/auth/checkauth');
    act(() => root.unmount());
  });

  it('the panel asked for before the machine runs (the server-known view) opens once the machine shows it', async () => {
    const { env, client } = await staffSetup();
    function Eager() {
      const view = usePreviewPanel({ client, env, known });
      const asked = useRef(false);
      // Layout effects run before the machine starts (in a passive effect): this press finds the server-known view.
      useLayoutEffect(() => {
        if (asked.current) return;
        asked.current = true;
        view?.openPanel();
      });
      return <p>{view?.open ? 'open' : 'closed'}</p>;
    }
    render(<Eager />);
    await screen.findByText('open');
  });
});

describe('PreviewBanner', () => {
  it('server-renders the applied preview and nothing without one', () => {
    const html = renderToString(
      <PreviewBanner
        banner={{
          date: '2026-12-05',
          text: 'Preview date: 2026-12-05',
          label: 'Preview mode',
          openText: 'Change preview',
        }}
        onOpenPanel={() => undefined}
      />,
    );
    expect(html).toContain('aria-label="Preview mode"');
    expect(html).toContain('Preview date: 2026-12-05');
    expect(renderToString(<PreviewBanner banner={undefined} onOpenPanel={() => undefined} />)).toBe('');
  });
});
