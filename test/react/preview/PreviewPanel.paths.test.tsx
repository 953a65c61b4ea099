// The preview model's paths drive the view: every reachable state renders on the server and shows what the staff
// member should see after the path's events (worked out from the events alone: test/model/preview/panel-oracle.ts).
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { getInitialSnapshot, getNextSnapshot, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { connectPreviewPanel, previewPanelMachine } from '../../../core/preview';
import { PreviewPanelDialog } from '../../../react/preview';
import { describePath, getTransitionPaths } from '../../support/model';
import { panelSeen } from '../../model/preview/panel-oracle';

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
  if (s.matches({ shown: { settings: 'applying' } }))
    list.push(done('applyPreview', 'SUCCESS'), done('applyPreview', 'BAD_REQUEST'));
  if (s.matches({ shown: { settings: 'resetting' } })) list.push(done('resetPreview', 'SUCCESS'));
  return list;
};

const paths = getTransitionPaths(previewPanelMachine, { events, input: { now: NOW } }).filter((p) =>
  p.state.matches('shown'),
);

describe('preview panel view over the model paths', () => {
  it('has shown-state paths to render', () => expect(paths.length).toBeGreaterThan(10));

  it.each(paths.map((p) => [describePath(p), p] as const))('%s', (_name, path) => {
    const events = path.steps.slice(1).map((s) => s.event);
    const seen = panelSeen(events);
    // The path's own events from the start (a path's recorded state may be another path's with the same statechart
    // state: paths are keyed without context).
    const state = events.reduce(
      (s, e) => getNextSnapshot(previewPanelMachine, s, e as never),
      getInitialSnapshot(previewPanelMachine, { now: NOW }),
    );
    const view = connectPreviewPanel(state as never, () => undefined, { now: () => NOW });
    const html = renderToString(<PreviewPanelDialog view={view} banner="inline" />);
    expect(html).toContain(seen.testsStatus);
    for (const notice of [
      'Loading...',
      'Settings applied successfully.',
      'Applying settings failed.',
      'Please also select an A/B test group!',
      'Preview reset: you see the live shop again.',
    ]) {
      expect(html.includes(`>${notice}<`)).toBe(seen.notice === notice);
    }
    // The group select says "Required" exactly when a test is chosen without a group.
    expect(/aria-invalid="true"/.test(html)).toBe(seen.test !== '' && seen.group === '');
    expect(html.includes('aria-label="Preview mode"')).toBe(seen.banner);
    // Controls are disabled exactly while a call is in flight.
    expect(html.includes('disabled=""><span class="sk-ripples"')).toBe(seen.busy);
  });
});
