// @vitest-environment jsdom
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import WidgetsPage from '../../../demo/pages/widgets';
import { HydrationMarker, startHydrationSlices } from '../../../demo/hydration-slices';
import { WIDGET_EXAMPLES } from '../../../react/widgets/examples';
import { WAIT } from '../../support/wait';

// The browser's way: React schedules its own work and the slices take their turns in tasks (no act()).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

afterEach(() => {
  document.body.innerHTML = '';
});

const page = (
  <>
    <WidgetsPage locale="de-DE" />
    <HydrationMarker />
  </>
);
const hydrated = () => document.documentElement.dataset.hydrated === 'true';
const sectionButton = (title: string) =>
  document.querySelector<HTMLElement>(`[data-example="ExpandableSection/${title}"] button`)!;

describe('the widget gallery hydrates in slices (issue 19)', () => {
  it('one example at a time; one reached for before its turn works at once; the page says hydrated after the last', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.appendChild(container);
    const slices = [...container.querySelectorAll('[data-hydration-slice]')].map((e) =>
      e.getAttribute('data-hydration-slice'),
    );
    expect(slices.length).toBe(Object.values(WIDGET_EXAMPLES).flat().length);
    expect(new Set(slices).size).toBe(slices.length);

    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    startHydrationSlices();
    hydrateRoot(container, page, { onRecoverableError: recoverable });
    // The page's own tree commits first; the examples wait for their turns.
    await vi.waitFor(() => expect(container.querySelector('[data-hydration-slice]')).toBeTruthy(), WAIT);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(hydrated()).toBe(false);

    // Far down the page, long before its turn: the section opens on the first click.
    const closed = sectionButton('closed');
    expect(closed.getAttribute('aria-expanded')).toBe('false');
    // As a browser sends them (not through testing-library's act(): React runs as it does on a page).
    closed.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    closed.click();
    await vi.waitFor(() => expect(sectionButton('closed').getAttribute('aria-expanded')).toBe('true'), WAIT);
    expect(hydrated()).toBe(false);

    await vi.waitFor(() => expect(hydrated()).toBe(true), WAIT);
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    // Every example is live: the last one's section still opens and closes.
    sectionButton('open').click();
    await vi.waitFor(() => expect(sectionButton('open').getAttribute('aria-expanded')).toBe('false'), WAIT);
  });
});
