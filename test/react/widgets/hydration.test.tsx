// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WIDGET_EXAMPLES } from '../../../react/widgets/examples';
import WidgetsPage from '../../../demo/pages/widgets';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const all = Object.entries(WIDGET_EXAMPLES).flatMap(([group, examples]) =>
  examples.map((e) => [`${group} / ${e.name}`, e] as const),
);

afterEach(() => {
  document.body.innerHTML = '';
});

async function hydrateWithoutWarnings(element: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.appendChild(container);
  const errors = vi.spyOn(console, 'error');
  const recoverable = vi.fn();
  const root = await act(async () => hydrateRoot(container, element, { onRecoverableError: recoverable }));
  expect(recoverable).not.toHaveBeenCalled();
  expect(errors).not.toHaveBeenCalled();
  await act(async () => root.unmount());
}

describe('hydration', () => {
  it.each(all)('%s hydrates without a warning', async (_name, example) => {
    await hydrateWithoutWarnings(<>{example.render()}</>);
  });

  it('the whole gallery hydrates without a warning', async () => {
    await hydrateWithoutWarnings(<WidgetsPage locale="hu-HU" />);
  });
});
