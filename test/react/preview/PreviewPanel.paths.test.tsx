// The preview model's paths drive the view: every reachable state renders on the server and shows what connect() says.
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { connectPreviewPanel, previewPanelMachine } from '../../../core/preview';
import { PreviewPanelDialog } from '../../../react/preview';
import { describePath, getTransitionPaths } from '../../support/model';

const NOW = Date.UTC(2026, 10, 23, 9, 0, 0);
const done = (id: string, output: unknown): EventObject => ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
const TESTS = [{ name: 'winter-checkout', groups: [{ name: 'control' }, { name: 'variant' }] }];

const events = (s: AnyMachineSnapshot): EventObject[] => {
  const list: EventObject[] = [
    { type: 'DATE_CHANGED', date: '2026-12-01', now: NOW } as EventObject,
    { type: 'TEST_CHOSEN', test: 'winter-checkout' } as EventObject,
    { type: 'GROUP_CHOSEN', group: 'variant' } as EventObject,
    { type: 'APPLY' },
    { type: 'RESET' },
  ];
  if (s.matches('checkingAuth')) list.push(done('checkAuth', { status: 'SUCCESS', dateTime: '2026-12-01' }));
  if (s.matches({ shown: { tests: 'loading' } })) list.push(done('fetchTests', TESTS), done('fetchTests', []));
  if (s.matches({ shown: { settings: 'applying' } })) list.push(done('applyPreview', 'SUCCESS'), done('applyPreview', 'BAD_REQUEST'));
  if (s.matches({ shown: { settings: 'resetting' } })) list.push(done('resetPreview', 'SUCCESS'));
  return list;
};

const paths = getTransitionPaths(previewPanelMachine, { events, input: { now: NOW } }).filter((p) => p.state.matches('shown'));

describe('preview panel view over the model paths', () => {
  it('has shown-state paths to render', () => expect(paths.length).toBeGreaterThan(10));

  it.each(paths.map((p) => [describePath(p), p] as const))('%s', (_name, path) => {
    const view = connectPreviewPanel(path.state as never, () => undefined, { now: () => NOW });
    const html = renderToString(<PreviewPanelDialog view={view} banner="inline" />);
    expect(html).toContain(view.testsStatus.text);
    if (view.notice) expect(html).toContain(view.notice.text);
    if (view.groupError) expect(html).toMatch(/aria-invalid="true"/);
    if (view.banner) expect(html).toContain('aria-label="Preview mode"');
    else expect(html).not.toContain('aria-label="Preview mode"');
    // Controls are disabled exactly while a call is in flight.
    expect(html.includes('disabled=""><span class="sk-ripples"')).toBe(view.busy);
  });
});
