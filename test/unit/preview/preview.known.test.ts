import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import {
  connectPreviewPanel,
  knownPreviewPanelSnapshot,
  previewPanelMachine,
  type PreviewAbTest,
  type PreviewAuth,
} from '../../../core/preview';
import { createCoveredActor } from '../../support/machine-coverage';

const NOW = Date.UTC(2026, 10, 23, 9, 0, 0);

/** A panel machine whose checkauth answers `answer` and counts its calls. */
function panel(input: { now: number; known?: PreviewAuth }, answer: PreviewAuth = { status: 'SUCCESS' }) {
  const calls = { checkAuth: 0 };
  const machine = previewPanelMachine.provide({
    actors: {
      checkAuth: fromPromise<PreviewAuth>(async () => {
        calls.checkAuth += 1;
        return answer;
      }),
      fetchTests: fromPromise<PreviewAbTest[], { dateTime?: string }>(async () => []),
    },
  });
  const actor = createCoveredActor(machine, { input }).start();
  const shown = () => connectPreviewPanel(actor.getSnapshot(), actor.send, { now: () => NOW });
  return { actor, shown, calls };
}

describe('the preview panel with what the server knew (input `known`, D37)', () => {
  it('a SUCCESS answer shows the panel and the banner at once, with the applied test in the form, and checkauth is not asked again', async () => {
    const { shown, calls } = panel({
      now: NOW,
      known: { status: 'SUCCESS', abTestName: 'winter-checkout', abTestGroup: 'variant', dateTime: '2026-12-05' },
    });
    expect(shown()).toMatchObject({
      visible: true,
      checking: false,
      test: 'winter-checkout',
      group: 'variant',
      date: '2026-12-05',
    });
    expect(shown().banner).toMatchObject({
      text: 'Preview date: 2026-12-05 · A/B test: winter-checkout / variant',
      label: 'Preview mode',
      openText: 'Change preview',
    });
    await Promise.resolve();
    expect(calls.checkAuth).toBe(0);
    shown().openPanel();
    expect(shown().open).toBe(true);
  });

  it('any other answer hides the panel for good, without asking checkauth', async () => {
    const { actor, shown, calls } = panel({ now: NOW, known: { status: 'UNAUTHORIZED' } });
    expect(shown().visible).toBe(false);
    expect(actor.getSnapshot().status).toBe('done');
    await Promise.resolve();
    expect(calls.checkAuth).toBe(0);
  });

  it('without it, the panel asks checkauth and shows nothing until it answers', async () => {
    const { shown, calls } = panel(
      { now: NOW },
      { status: 'SUCCESS', abTestName: 'footer-slot', abTestGroup: 'shown' },
    );
    expect(shown()).toMatchObject({ visible: false, checking: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.checkAuth).toBe(1);
    expect(shown().visible).toBe(true);
    expect(shown().banner?.text).toBe('A/B test: footer-slot / shown');
  });

  it('the server renders the same state before any actor runs (knownPreviewPanelSnapshot)', () => {
    const view = connectPreviewPanel(
      knownPreviewPanelSnapshot({ status: 'SUCCESS', abTestName: 'winter-checkout', abTestGroup: 'variant' }),
      () => undefined,
      { now: () => 0 },
    );
    expect(view).toMatchObject({ visible: true, checking: false });
    expect(view.banner?.text).toBe('A/B test: winter-checkout / variant');
    expect(
      connectPreviewPanel(knownPreviewPanelSnapshot({ status: 'BAD_REQUEST' }), () => undefined, { now: () => 0 })
        .visible,
    ).toBe(false);
  });

  it('the date and time fields carry their format as placeholder, from the panel texts', () => {
    expect(panel({ now: NOW, known: { status: 'SUCCESS' } }).shown().texts).toMatchObject({
      datePlaceholder: 'YYYY-MM-DD',
      timePlaceholder: 'HH:MM',
    });
  });
});
